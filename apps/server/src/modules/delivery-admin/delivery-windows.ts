import type { DeliveryWindow, saveDeliveryWindowsRequest } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/user-lock';
import { lockZone, selectWindows } from './delivery-zones.sql';

type WindowInput = z.output<typeof saveDeliveryWindowsRequest>['windows'][number];

export type WindowsSaveResult =
  | { windows: DeliveryWindow[] }
  | { problem: 'NO_ZONE' | 'UNKNOWN_WINDOW' | 'REPEATED_WINDOW' };

const fieldsOf = (window: WindowInput) =>
  sql`${window.dayOfWeek}::smallint, ${window.startTime}::time, ${window.endTime}::time,
    ${window.capacity}::int, ${window.cutoffHours}::numeric, ${window.isActive}::boolean`;

/** Updates the listed windows in one statement. */
async function updateWindows(tx: Transaction, zoneId: number, listed: WindowInput[]) {
  if (!listed.length) return;
  const values = listed.map((window) => sql`(${window.deliveryZoneWindowId}::int, ${fieldsOf(window)})`);
  await tx.execute(sql`update delivery_zone_windows w set day_of_week = v.day, start_time = v.start_time,
      end_time = v.end_time, capacity = v.capacity, cutoff_hours = v.cutoff, is_active = v.active
    from (values ${sql.join(values, sql`, `)}) as v(id, day, start_time, end_time, capacity, cutoff, active)
    where w.delivery_zone_window_id = v.id and w.delivery_zone_id = ${zoneId}`);
}

async function insertWindows(tx: Transaction, zoneId: number, added: WindowInput[]) {
  if (!added.length) return;
  const values = added.map((window) => sql`(${zoneId}::int, ${fieldsOf(window)})`);
  await tx.execute(sql`insert into delivery_zone_windows
      (delivery_zone_id, day_of_week, start_time, end_time, capacity, cutoff_hours, is_active)
    values ${sql.join(values, sql`, `)}`);
}

/** A zone's weekly windows, saved as a whole list. */
export function deliveryWindowsService(db: Database) {
  return {
    /**
     * Listed ids are updated, windows without one added and the zone's others removed (orders keep
     * the slot they booked, their window id set null). Nothing is written when the zone is unknown
     * or an id is not one of its windows (or is listed twice).
     */
    save: (actorUserId: number, zoneId: number, windows: WindowInput[]): Promise<WindowsSaveResult> =>
      db.transaction(async (tx) => {
        if (!(await lockZone(tx, zoneId))) return { problem: 'NO_ZONE' };
        const ids = windows.flatMap((window) => window.deliveryZoneWindowId ?? []);
        if (new Set(ids).size !== ids.length) return { problem: 'REPEATED_WINDOW' };
        const before = await selectWindows(tx, zoneId);
        const own = new Set(before.map((window) => window.deliveryZoneWindowId));
        if (ids.some((id) => !own.has(id))) return { problem: 'UNKNOWN_WINDOW' };

        const removed = [...own].filter((id) => !ids.includes(id));
        if (removed.length) {
          await tx.execute(sql`delete from delivery_zone_windows
            where delivery_zone_id = ${zoneId} and delivery_zone_window_id = any(${`{${removed.join(',')}}`}::int[])`);
        }
        await updateWindows(
          tx,
          zoneId,
          windows.filter((window) => window.deliveryZoneWindowId),
        );
        await insertWindows(
          tx,
          zoneId,
          windows.filter((window) => !window.deliveryZoneWindowId),
        );
        const after = await selectWindows(tx, zoneId);
        await recordAudit(tx, {
          actorUserId,
          action: 'delivery_zone.windows.update',
          entity: 'delivery_zone',
          entityId: zoneId,
          before: { windows: before },
          after: { windows: after },
        });
        return { windows: after };
      }),
  };
}
