import type { AuditEntry, AuditLogQuery } from '@grocery/contracts';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listPage } from '../../db/list-page';
import { auditLog, users } from '../../db/schema';

function filtersOf(query: AuditLogQuery): SQL | undefined {
  const conditions = [
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.entity === undefined ? undefined : eq(auditLog.entity, query.entity),
    query.entityId === undefined ? undefined : eq(auditLog.entityId, query.entityId),
    query.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, query.actorUserId),
    query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
    query.to === undefined ? undefined : lt(auditLog.at, new Date(query.to)),
  ];
  return and(...conditions);
}

export function auditService(db: Database) {
  return {
    /** A page of the audit log with each actor's email and name, and the total under the filters. */
    async list(query: AuditLogQuery): Promise<{ totalResults: number; rows: AuditEntry[] }> {
      const page = await listPage(db, query, {
        select: () =>
          db
            .select({
              auditEntryId: auditLog.auditEntryId,
              at: auditLog.at,
              actorUserId: auditLog.actorUserId,
              actorEmail: users.email,
              actorName: users.displayName,
              action: auditLog.action,
              entity: auditLog.entity,
              entityId: auditLog.entityId,
              before: auditLog.before,
              after: auditLog.after,
            })
            .from(auditLog)
            .leftJoin(users, eq(users.userId, auditLog.actorUserId))
            .where(filtersOf(query))
            .$dynamic(),
        sortColumns: { at: auditLog.at, action: auditLog.action, actorUserId: auditLog.actorUserId },
        tieBreaker: auditLog.auditEntryId,
      });
      return {
        totalResults: page.totalResults,
        rows: page.rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      };
    },
  };
}
