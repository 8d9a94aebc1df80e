import { z } from 'zod';
import { maxId } from './limits';
import { listAnswer, listOptions, listPageQuery, listQuery, pageAnswer } from './lists';
import { text } from './text';

/** One admin change: who made it (the actor's email and name as they are now), what, when, before and after. */
export const auditEntrySchema = z.object({
  auditEntryId: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const filterText = text().min(1).max(200).optional();
/** Within the years 1 to 9999 in UTC: JavaScript writes other years in forms PostgreSQL cannot read. */
const instant = z.iso
  .datetime({ offset: true })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1 && year <= 9999;
  }, 'a time between the years 1 and 9999')
  .optional();

/** Newest first by default; `from` counts entries at or after it, `to` entries before it. */
const auditLogOptions = listOptions({
  sortKeys: ['at', 'action', 'actorUserId'],
  defaultSort: 'at',
  defaultDir: 'desc',
  filters: {
    action: filterText,
    entity: filterText,
    entityId: filterText,
    actorUserId: z.coerce.number().int().min(1).max(maxId).optional(),
    from: instant,
    to: instant,
  },
});
export const auditLogQuery = listQuery(auditLogOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const auditLogPageQuery = listPageQuery(auditLogOptions);
export type AuditLogQuery = z.output<typeof auditLogQuery>;

export const auditLogResponse = listAnswer(auditEntrySchema);
export const auditLogPageResponse = pageAnswer(auditEntrySchema);
