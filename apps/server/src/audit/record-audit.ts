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
 * exactly when its change was committed.
 */
export async function recordAudit(tx: Transaction, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: record.actorUserId,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
