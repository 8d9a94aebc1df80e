import type { LanguageCode } from '@grocery/contracts';
import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A product's name in the language: its translation, the base name where it has none (decision
 * 0055). One lookup by the translation's primary key per row: for a page's rows, never to sort.
 * `productId` and `baseName` are the product's columns as the query names them.
 */
export const productNameIn = (
  languageCode: LanguageCode,
  product: { productId: SQLWrapper; baseName: SQLWrapper },
) => sql<string>`coalesce((select t.product_name from product_translations t
  where t.product_id = ${product.productId} and t.language_code = ${languageCode}), ${product.baseName})`;
