import { auditLog } from '../db/schema';
import type { Transaction } from '../db/user-lock';

/** One admin change. `action` names it as `entity.what.verb`, e.g. 'user.access.update'. */
export interface AuditRecord {
  /** Who made the change; null when the system did. */
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  /** The entity as it was and as it is, in whatever JSON shape says what changed (null: none). */
  before: unknown;
  after: unknown;
}

/**
 * The one writer of the audit log. It takes the change's own transaction, so an entry exists
 * exactly when its change was committed. A save that changed nothing (a before and an after that
 * are the same) leaves no entry: the log lists changes, not clicks. An event with neither (a link
 * sent) is always written.
 */
export async function recordAudit(tx: Transaction, record: AuditRecord): Promise<void> {
  const before = record.before ?? null;
  const after = record.after ?? null;
  if (before !== null && after !== null && JSON.stringify(before) === JSON.stringify(after)) return;
  await tx.insert(auditLog).values({
    actorUserId: record.actorUserId,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before,
    after,
  });
}
