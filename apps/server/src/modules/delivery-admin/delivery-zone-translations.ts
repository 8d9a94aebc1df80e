import type { DeliveryZoneTranslation, LanguageCode } from '@grocery/contracts';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { deliveryZoneTranslations } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';
import { lockZone } from './delivery-zones.sql';

const translationColumns = {
  // The column's check constraint allows only the supported languages.
  languageCode: deliveryZoneTranslations.languageCode,
  name: deliveryZoneTranslations.name,
};

const oneTranslation = (zoneId: number, languageCode: LanguageCode) =>
  and(
    eq(deliveryZoneTranslations.deliveryZoneId, zoneId),
    eq(deliveryZoneTranslations.languageCode, languageCode),
  );

async function storedTranslation(tx: Transaction, zoneId: number, languageCode: LanguageCode) {
  const [row] = await tx
    .select(translationColumns)
    .from(deliveryZoneTranslations)
    .where(oneTranslation(zoneId, languageCode));
  return (row as DeliveryZoneTranslation | undefined) ?? null;
}

/**
 * A zone's name per language (decision 0054), the admin's translations card: an upsert and a delete
 * per language, each under the zone's row lock (as its other changes) with its audit entry. Orders
 * keep the names they were booked with.
 */
export function deliveryZoneTranslationsService(db: Database) {
  return {
    /** Saves the language's name (insert or replace); null when there is no such zone. */
    save: (actorUserId: number, zoneId: number, languageCode: LanguageCode, name: string) =>
      db.transaction(async (tx) => {
        if (!(await lockZone(tx, zoneId))) return null;
        const before = await storedTranslation(tx, zoneId, languageCode);
        const translation: DeliveryZoneTranslation = { languageCode, name };
        await tx
          .insert(deliveryZoneTranslations)
          .values({ deliveryZoneId: zoneId, ...translation })
          .onConflictDoUpdate({
            target: [deliveryZoneTranslations.deliveryZoneId, deliveryZoneTranslations.languageCode],
            set: { name },
          });
        await recordAudit(tx, {
          actorUserId,
          action: 'delivery_zone.translation.update',
          entity: 'delivery_zone',
          entityId: zoneId,
          before,
          after: translation,
        });
        return translation;
      }),

    /** Deletes the language's name; `deleted` false when it had none. Null when there is no such zone. */
    remove: (actorUserId: number, zoneId: number, languageCode: LanguageCode) =>
      db.transaction(async (tx) => {
        if (!(await lockZone(tx, zoneId))) return null;
        const deleted = await tx
          .delete(deliveryZoneTranslations)
          .where(oneTranslation(zoneId, languageCode))
          .returning(translationColumns);
        const [before] = deleted as DeliveryZoneTranslation[];
        if (before) {
          await recordAudit(tx, {
            actorUserId,
            action: 'delivery_zone.translation.delete',
            entity: 'delivery_zone',
            entityId: zoneId,
            before,
            after: null,
          });
        }
        return { deleted: before !== undefined };
      }),
  };
}
