import type { LanguageCode } from '@grocery/contracts';
import { sql } from 'drizzle-orm';

/**
 * An order line's text (`i` is order_items; names and short descriptions are kept per language) in
 * the language, else English, else any language it has.
 */
export const itemText = (column: 'product_names' | 'short_descs', language: LanguageCode) =>
  sql.raw(`coalesce(i.${column}->>'${language}', i.${column}->>'en',
    (select value from jsonb_each_text(i.${column}) limit 1))`);

/** Promotion names kept on an order (`i.promotion_names`, `orders.order_promotion_names`) in the language, as nameIn picks. */
export const keptPromotionName = (
  column: 'i.promotion_names' | 'orders.order_promotion_names',
  language: LanguageCode,
) =>
  sql.raw(`coalesce(nullif(${column}->>'${language}', ''), nullif(${column}->>'he', ''), ${column}->>'en')`);
