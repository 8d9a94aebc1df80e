import type { createDeliveryBlackoutRequest, DeliveryBlackout, LanguageCode } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-errors';
import type { Executor, Transaction } from '../../db/user-lock';
import { shopToday } from '../../domain/delivery/delivery-slots.sql';
import { zoneNameIn } from '../../domain/delivery/zone-names.sql';
import { type Rejection, reject } from '../../http/answers';

type CreateBlackout = z.output<typeof createDeliveryBlackoutRequest>;

export type BlackoutSaveResult =
  | { reject: false; blackout: DeliveryBlackout }
  | Rejection<'DUPLICATE' | 'DATE_PAST' | 'ZONE_NOT_FOUND', { message: string }>;

const duplicate = reject('DUPLICATE', { message: 'That day is already blacked out for this zone.' });

/**
 * Blackout days by date, the ones for every zone first, then by the zone's name in the language (its
 * translation, else the base name; decision 0054).
 */
async function selectBlackouts(
  db: Executor,
  language: LanguageCode,
  where: SQL = sql`true`,
): Promise<DeliveryBlackout[]> {
  const zoneName = zoneNameIn('z', language);
  return rowsOf<DeliveryBlackout>(
    await db.execute(sql`select b.delivery_blackout_id as "deliveryBlackoutId",
        b.blackout_date::text as "blackoutDate", b.delivery_zone_id as "deliveryZoneId",
        ${zoneName} as "deliveryZoneName", b.reason
      from delivery_blackouts b left join delivery_zones z on z.delivery_zone_id = b.delivery_zone_id
      where ${where}
      order by b.blackout_date, lower(${zoneName}) nulls first, b.delivery_blackout_id`),
  );
}

/** Why the blackout cannot be added, or null: zone unknown, day past, day already blacked out. */
async function refusal(tx: Transaction, request: CreateBlackout): Promise<BlackoutSaveResult | null> {
  const zoneId = request.deliveryZoneId;
  const [row] = rowsOf<{ zoneKnown: boolean; past: boolean; taken: boolean }>(
    await tx.execute(sql`select
      ${zoneId}::int is null or exists (select 1 from delivery_zones
        where delivery_zone_id = ${zoneId}::int) as "zoneKnown",
      ${request.blackoutDate}::date < ${shopToday} as past,
      exists (select 1 from delivery_blackouts where blackout_date = ${request.blackoutDate}::date
        and coalesce(delivery_zone_id, 0) = coalesce(${zoneId}::int, 0)) as taken`),
  );
  if (!row?.zoneKnown) {
    return reject('ZONE_NOT_FOUND', { message: 'No such delivery zone.' });
  }
  if (row.past) {
    return reject('DATE_PAST', { message: "The day is before the shop's today." });
  }
  return row.taken ? duplicate : null;
}

/** Days without deliveries, for one zone or all. */
export function deliveryBlackoutsService(db: Database) {
  return {
    /** Every blackout, zones named in the language. */
    list: (language: LanguageCode) => selectBlackouts(db, language),

    async create(actorUserId: number, request: CreateBlackout): Promise<BlackoutSaveResult> {
      try {
        return await db.transaction(async (tx) => {
          const refused = await refusal(tx, request);
          if (refused) return refused;
          const [created] = rowsOf<{ id: number }>(
            await tx.execute(sql`insert into delivery_blackouts (blackout_date, delivery_zone_id, reason)
              values (${request.blackoutDate}::date, ${request.deliveryZoneId}::int, ${request.reason})
              returning delivery_blackout_id as id`),
          );
          const id = (created as { id: number }).id;
          // Answered in English: the list, read again after a save, names zones in the page's language.
          const [blackout] = await selectBlackouts(tx, 'en', sql`b.delivery_blackout_id = ${id}`);
          await recordAudit(tx, {
            actorUserId,
            action: 'delivery_blackout.create',
            entity: 'delivery_blackout',
            entityId: id,
            before: null,
            after: blackout,
          });
          return { reject: false, blackout: blackout as DeliveryBlackout };
        });
      } catch (error) {
        // Another save added the same day first, between the check and the insert.
        if (isUniqueViolation(error, 'delivery_blackouts_day_zone_unique')) return duplicate;
        throw error;
      }
    },

    /** Removes the blackout; false when there is no such blackout. */
    remove: (actorUserId: number, blackoutId: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [before] = await selectBlackouts(tx, 'en', sql`b.delivery_blackout_id = ${blackoutId}`);
        if (!before) return false;
        const deleted = rowsOf(
          await tx.execute(sql`delete from delivery_blackouts where delivery_blackout_id = ${blackoutId}
            returning delivery_blackout_id`),
        );
        if (!deleted.length) return false;
        await recordAudit(tx, {
          actorUserId,
          action: 'delivery_blackout.delete',
          entity: 'delivery_blackout',
          entityId: blackoutId,
          before,
          after: null,
        });
        return true;
      }),
  };
}
