import { z } from 'zod';
import { ok } from './envelope';
import { languageCodeSchema } from './language-schema';
import { maxPageIndex } from './limits';

/** The largest page any list call answers, whatever the caller asks. */
export const listPageSizeMax = 100;
export const listPageSizeDefault = 25;
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** `pageIndex` from 0 and `pageSize` from 1 to `max`, both read from the query string. */
function pageParts(defaultPageSize: number, max: number) {
  return {
    pageIndex: z.coerce.number().int().min(0).max(maxPageIndex).default(0),
    pageSize: z.coerce.number().int().min(1).max(max).default(defaultPageSize),
  };
}

/** What a list declares once, for its query in both versions (`listQuery`, `listPageQuery`). */
export interface ListOptions<S extends readonly [string, ...string[]], F extends z.ZodRawShape> {
  sortKeys: S;
  defaultSort: S[number];
  defaultDir?: SortDirection;
  /** The page size when the caller gives none (the list's own, as the spec sets it). */
  defaultPageSize?: number;
  /** A larger cap than `listPageSizeMax`, for a list read whole in pages (the categories' 1,000); v1 only. */
  maxPageSize?: number;
  filters: F;
}

/** A list's options, declared once and given to `listQuery` and `listPageQuery` (keeps the key literals). */
export function listOptions<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  options: ListOptions<S, F>,
) {
  return options;
}

/**
 * The one list query: pageIndex from 0, pageSize up to the cap, sortBy from the endpoint's own
 * whitelist, sortDir, and the endpoint's filters — all in the query string (numbers coerced).
 */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  options: ListOptions<S, F>,
) {
  return z.strictObject({
    ...pageParts(options.defaultPageSize ?? listPageSizeDefault, options.maxPageSize ?? listPageSizeMax),
    sortBy: z.enum(options.sortKeys).default(options.defaultSort as never),
    sortDir: z.enum(sortDirections).default(options.defaultDir ?? 'asc'),
    ...options.filters,
  });
}

/** The one list answer: the page's rows and how many there are in all under the filters. */
export function listAnswer<R extends z.ZodType>(row: R) {
  return ok({ totalResults: z.number().int().min(0), rows: z.array(row) });
}

/** Query-string booleans: 'true' / 'false' only (z.coerce.boolean would read 'false' as true). */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The back office page's language, for the names an admin answer shows (decision 0055): a list's
 * filter (`listQuery({ filters: { ...pageLanguage } })`) or a read's query (`pageLanguageQuery`).
 * Names come in it — the translation, the base text where there is none — and the web passes the
 * language of the page's URL. Left out, English.
 */
export const pageLanguage = { languageCode: languageCodeSchema.default('en') };
export const pageLanguageQuery = z.strictObject(pageLanguage);

/**
 * The page query of the lists of API version 2 (decision 0076): `pageIndex` from 0 and `pageSize`
 * up to the cap, beside the list's own filters.
 */
export function pageQuery<F extends z.ZodRawShape>(options: { defaultPageSize?: number; filters: F }) {
  return z.strictObject({
    ...pageParts(options.defaultPageSize ?? listPageSizeDefault, listPageSizeMax),
    ...options.filters,
  });
}

/**
 * The one list answer of API version 2 (decision 0076): the page's `items`, how many there are in
 * all (`total`), and the page they are (`pageIndex`, `pageSize`), beside what the list adds.
 */
export function pageAnswer<I extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  item: I,
  extra?: E,
) {
  return ok({
    items: z.array(item),
    total: z.number().int().min(0),
    pageIndex: z.number().int().min(0),
    pageSize: z.number().int().min(1),
    ...(extra as E),
  });
}

/** A sort key as version 2 names it: `created_at` is `createdAt`; a camelCase key stays as it is. */
export type CamelKey<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<CamelKey<T>>}`
  : S;
type CamelKeys<S extends readonly string[]> = { [K in keyof S]: CamelKey<S[K]> };

export function camelKey<S extends string>(key: S): CamelKey<S> {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) as CamelKey<S>;
}

/**
 * The page query of a version 2 list that sorts (decision 0076): `pageQuery` with the list's v1
 * filters and defaults, `sortBy` from its v1 sort keys in camelCase, and `sortDir`. The page size
 * is capped at `listPageSizeMax` whatever v1 allowed.
 */
export function listPageQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  options: ListOptions<S, F>,
) {
  const sortKeys = options.sortKeys.map(camelKey) as unknown as CamelKeys<S>;
  return pageQuery({
    defaultPageSize: Math.min(options.defaultPageSize ?? listPageSizeDefault, listPageSizeMax),
    filters: {
      sortBy: z.enum(sortKeys).default(camelKey(options.defaultSort) as never),
      sortDir: z.enum(sortDirections).default(options.defaultDir ?? 'asc'),
      ...options.filters,
    },
  });
}
