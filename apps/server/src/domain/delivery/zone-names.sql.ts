import { type LanguageCode, languageCodes } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';

/**
 * Delivery zones' names per language (decision 0054): a zone's translation in the language, else its
 * base name. `zone` is the alias of a row holding the zone's `delivery_zone_id` and base `name`.
 */
export const zoneNameIn = (zone: string, language: LanguageCode) => {
  const z = sql.raw(zone);
  return sql<string>`coalesce((select t.name from delivery_zone_translations t
    where t.delivery_zone_id = ${z}.delivery_zone_id and t.language_code = ${language}), ${z}.name)`;
};

/** The zone's name in every shop language, as an order copies it: {"en": …, "he": …, "th": …}. */
export const zoneNamesJson = (zone: string) => {
  const z = sql.raw(zone);
  return sql<Record<LanguageCode, string>>`(select jsonb_object_agg(l.code, coalesce(t.name, ${z}.name))
    from unnest(${`{${languageCodes.join(',')}}`}::text[]) l(code)
    left join delivery_zone_translations t
      on t.delivery_zone_id = ${z}.delivery_zone_id and t.language_code = l.code)`;
};

/**
 * The booked zone's name in the language (a code, or SQL naming one per row) as the order copied it;
 * the base copy for orders placed before migration 0021.
 */
export const orderZoneNameIn = (language: LanguageCode | SQL) =>
  sql<string>`coalesce(${orders.deliveryZoneNames} ->> ${language}, ${orders.deliveryZoneName})`;
