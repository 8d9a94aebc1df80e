import { type LanguageCode, searchLimits } from '@grocery/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The user's text inside a LIKE pattern: its own %, _ and \ match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern that finds the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern that finds values starting with the text. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

/** A name column matching the term: contains it from three characters (trigram), else starts with it. */
function nameMatch(term: string, name: SQLWrapper): SQL {
  return [...term].length < searchLimits.containsFrom
    ? sql`lower(${name}) collate "C" like ${prefixPattern(term.toLowerCase())}`
    : sql`${name} ilike ${containsPattern(term)}`;
}

/**
 * A product found by a term in the back office: its name contains the term, any case (the trigram
 * index products_name_trgm), or, under three characters, starts with it (the lower-case name
 * index), as the storefront's search does; or its barcode starts with it (the "C"-collated barcode
 * index, where LIKE 'x%' is a range). `name` and `barcode` are the columns as the query names them.
 * With `translated`, its name in that language matches too (decision 0055): the ids of the matching
 * translations, read from their own trigram or prefix index into an array, as a key lookup.
 */
export function productTermMatch(
  term: string,
  columns: { name: SQLWrapper; barcode: SQLWrapper },
  translated?: { languageCode: LanguageCode; productId: SQLWrapper },
): SQL {
  const barcode = sql`${columns.barcode} is not null and ${columns.barcode} collate "C" like ${prefixPattern(term)}`;
  const translation = translated
    ? sql` or ${translated.productId} = any(array(select t.product_id from product_translations t
        where t.language_code = ${translated.languageCode} and ${nameMatch(term, sql`t.product_name`)}))`
    : sql``;
  return sql`(${nameMatch(term, columns.name)} or (${barcode})${translation})`;
}
