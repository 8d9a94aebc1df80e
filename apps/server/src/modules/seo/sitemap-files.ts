import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { type LanguageCode, languageCodes } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import {
  categoryVisible,
  hiddenCategories,
  reachable,
  userTypesOf,
} from '../../domain/catalogue/catalogue.sql';
import { type SitemapPage, sitemapIndex, urlEntries, urlSet, xmlOrigin } from './sitemap-xml';

const gzipped = promisify(gzip);

/** What a search engine sees: the catalogue as an anonymous viewer, who holds no user type. */
const anonymousHidden = hiddenCategories(userTypesOf([]));

/**
 * A timestamp as a W3C datetime (sitemaps.org) in UTC to the second, made by the database: both
 * drivers read it alike, and its text sorts in time order.
 */
const w3cDate = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The products an anonymous viewer is shown, by primary key after `after`: one keyset slice. */
const shownProducts = (after: number, count: number) => sql`
  with hidden as (${anonymousHidden})
  select p.product_id as "productId", ${w3cDate(sql`p.modified_at`)} as "modifiedAt"
  from products p
  where p.product_id > ${after} and p.active and ${reachable}
  order by p.product_id
  limit ${count}`;

/** Where a language's file `n` (from 1) is served. */
const sitemapFilePath = (languageCode: LanguageCode, n: number) => `/sitemaps/${languageCode}-${n}.xml.gz`;

/**
 * The files every language has, the same for each: the fixed pages (home, about, categories and
 * each visible category's first list page) first, then the shown products in id order, at most
 * `urlsPerFile` URLs a file. A file's products are the `products` after id `after`.
 */
export interface SitemapPlan {
  fixed: SitemapPage[];
  files: PlannedFile[];
}

interface PlannedFile {
  fixedFrom: number;
  fixedTo: number;
  after: number;
  products: number;
  /** The newest change of its pages; null when none says. */
  modifiedAt: string | null;
}

/** The newest of W3C datetimes (their text sorts in time order). */
const newest = (dates: readonly (string | null)[]): string | null =>
  dates.reduce<string | null>((found, date) => (date && (!found || date > found) ? date : found), null);

/** The sitemap index and files of the shop at `publicUrl`, read from the database. */
export function sitemapFiles(
  database: Pick<DatabaseHandle, 'readPrepared'>,
  publicUrl: string,
  urlsPerFile: number,
) {
  const read = database.readPrepared;
  const origin = xmlOrigin(publicUrl);

  /** One file's worth of products after `after`: how many, the last id and the newest change. */
  const productRange = async (after: number, count: number) => {
    const [range] = await read<{ count: number; lastId: number | null; modifiedAt: string | null }>(sql`
      select count(*)::int as "count", max(s."productId") as "lastId", max(s."modifiedAt") as "modifiedAt"
      from (${shownProducts(after, count)}) s`);
    return range ?? { count: 0, lastId: null, modifiedAt: null };
  };

  return {
    /** Splits the URLs into files, reading only each file's count, last id and newest change. */
    async plan(): Promise<SitemapPlan> {
      const categories = await read<{ categoryId: number; modifiedAt: string }>(sql`
        with hidden as (${anonymousHidden})
        select c.category_id as "categoryId", ${w3cDate(sql`c.modified_at`)} as "modifiedAt"
        from categories c
        where ${categoryVisible}
        order by c.sort_order, c.category_id`);
      const fixed: SitemapPage[] = [
        { path: '', modifiedAt: null },
        { path: '/about', modifiedAt: null },
        { path: '/categories', modifiedAt: null },
        ...categories.map((c) => ({ path: `/products/${c.categoryId}/0`, modifiedAt: c.modifiedAt })),
      ];
      const files: PlannedFile[] = [];
      let fixedFrom = 0;
      let after = 0;
      for (;;) {
        const fixedTo = Math.min(fixed.length, fixedFrom + urlsPerFile);
        const room = urlsPerFile - (fixedTo - fixedFrom);
        const range = room > 0 ? await productRange(after, room) : null;
        const products = range?.count ?? 0;
        if (files.length > 0 && fixedTo === fixedFrom && products === 0) break;
        const fixedDates = fixed.slice(fixedFrom, fixedTo).map((page) => page.modifiedAt);
        files.push({
          fixedFrom,
          fixedTo,
          after,
          products,
          modifiedAt: newest([...fixedDates, range?.modifiedAt ?? null]),
        });
        fixedFrom = fixedTo;
        after = range?.lastId ?? after;
        if (fixedFrom === fixed.length && products < room) break;
      }
      return { fixed, files };
    },

    /** The index of every language's files. */
    index(plan: SitemapPlan): string {
      return sitemapIndex(
        languageCodes.flatMap((code) =>
          plan.files.map((file, at) => ({
            url: `${origin}${sitemapFilePath(code, at + 1)}`,
            modifiedAt: file.modifiedAt,
          })),
        ),
      );
    },

    /** File `n` (from 1) of a language, gzipped; null past the last. */
    async file(plan: SitemapPlan, languageCode: LanguageCode, n: number): Promise<Buffer | null> {
      const planned = plan.files[n - 1];
      if (!planned) return null;
      const products =
        planned.products > 0
          ? await read<{ productId: number; modifiedAt: string }>(
              shownProducts(planned.after, planned.products),
            )
          : [];
      const pages = [
        ...plan.fixed.slice(planned.fixedFrom, planned.fixedTo),
        ...products.map((p) => ({ path: `/products/details/${p.productId}`, modifiedAt: p.modifiedAt })),
      ];
      return gzipped(urlSet(urlEntries(origin, languageCode, pages)));
    },
  };
}
