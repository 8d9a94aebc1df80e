import { searchLimits } from '@grocery/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The user's text inside a LIKE pattern: its own %, _ and \ match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern that finds the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern that finds values starting with the text. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

/**
 * A product found by a term in the back office: its name contains the term, any case (the trigram
 * index products_name_trgm), or, under three characters, starts with it (the lower-case name
 * index), as the storefront's search does; or its barcode starts with it (the "C"-collated barcode
 * index, where LIKE 'x%' is a range). `name` and `barcode` are the columns as the query names them.
 */
export function productTermMatch(term: string, columns: { name: SQLWrapper; barcode: SQLWrapper }): SQL {
  const name =
    [...term].length < searchLimits.containsFrom
      ? sql`lower(${columns.name}) collate "C" like ${prefixPattern(term.toLowerCase())}`
      : sql`${columns.name} ilike ${containsPattern(term)}`;
  const barcode = sql`${columns.barcode} is not null and ${columns.barcode} collate "C" like ${prefixPattern(term)}`;
  return sql`(${name} or (${barcode}))`;
}
