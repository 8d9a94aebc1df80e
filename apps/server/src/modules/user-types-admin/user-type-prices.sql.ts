import type { LanguageCode, UserTypePricesQuery } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { productTermMatch } from '../../db/like-patterns';
import { productNameIn } from '../../domain/catalogue/product-name.sql';

/** The grid's sort keys other than price, as products' columns (each has an index with product_id). */
const productSortColumns = {
  product_name: sql`p.product_name`,
  product_id: sql`p.product_id`,
  external_id: sql`p.external_id`,
  online_price: sql`p.online_price`,
} as const;

/**
 * A row of the grid for product `p` with this type's row `utp` joined; numbers as JSON numbers; the
 * name in the page's language (its translation, the base name where none; decision 0055).
 */
export const priceRowFields = (languageCode: LanguageCode) => sql`
  p.product_id as "productId",
  ${productNameIn(languageCode, { productId: sql`p.product_id`, baseName: sql`p.product_name` })} as "productName",
  p.external_id as "externalId",
  p.online_price::float8 as "onlinePrice", p.unit,
  utp.price::float8 as price,
  coalesce(utp.minimum_quantity, 1)::float8 as "minimumQuantity",
  coalesce(utp.quantity_step, 1)::float8 as "quantityStep"`;

export const typeRowJoin = (userTypeId: number) =>
  sql`left join user_type_prices utp on utp.user_type_id = ${userTypeId} and utp.product_id = p.product_id`;

/** Part of the name (base or in the language) or the start of a barcode, for product `p`; null without a term. */
function termFilter(q: string | undefined, languageCode: LanguageCode): SQL | null {
  if (!q) return null;
  return productTermMatch(
    q,
    { name: sql`p.product_name`, barcode: sql`p.barcode` },
    { languageCode, productId: sql`p.product_id` },
  );
}

/** The filters on products `p`: the term; only products with a row of this type. */
export function priceFilters(userTypeId: number, query: UserTypePricesQuery): SQL {
  const filters: SQL[] = [termFilter(query.q, query.languageCode) ?? sql`true`];
  if (query.priced) {
    filters.push(sql`exists (select 1 from user_type_prices r
      where r.user_type_id = ${userTypeId} and r.product_id = p.product_id)`);
  }
  return sql.join(filters, sql` and `);
}

/**
 * A page sorted by a product column: the page's keys from the column's index (with product_id),
 * then the rows for those keys alone, as db/list-page.ts does.
 */
export function pageByProductColumn(userTypeId: number, query: UserTypePricesQuery): SQL {
  const dir = sql.raw(query.sortDir);
  const column = productSortColumns[query.sortBy as keyof typeof productSortColumns];
  const order = sql`${column} ${dir}, p.product_id ${dir}`;
  return sql`
    select ${priceRowFields(query.languageCode)} from products p ${typeRowJoin(userTypeId)}
    where p.product_id in (
      select p.product_id from products p where ${priceFilters(userTypeId, query)}
      order by ${order} limit ${query.pageSize} offset ${query.pageIndex * query.pageSize})
    order by ${order}`;
}

/** This type's rows `u` whose price is set (`is not null`) or disabled (`is null`), under the term. */
function typeRows(userTypeId: number, term: SQL | null, price: SQL): SQL {
  // Without a term no product is read: the rows are the type's own.
  return term
    ? sql`user_type_prices u join products p on p.product_id = u.product_id
        where u.user_type_id = ${userTypeId} and u.price ${price} and ${term}`
    : sql`user_type_prices u where u.user_type_id = ${userTypeId} and u.price ${price}`;
}

/**
 * A page sorted by this type's price: the priced products first, by price (either way) and id,
 * from the index on (user_type_id, price, product_id); then the others by id: products with no
 * price of this type, or (priced=true) the type's rows whose price is disabled, which the same
 * index holds in id order. The second part is read only when the first does not fill the page,
 * and only then are the type's prices counted, to know where in it the page starts.
 */
export function pageByPrice(userTypeId: number, query: UserTypePricesQuery): SQL {
  const dir = sql.raw(query.sortDir);
  const offset = query.pageIndex * query.pageSize;
  const term = termFilter(query.q, query.languageCode);
  const pricedRows = typeRows(userTypeId, term, sql`is not null`);
  const restKeys = query.priced
    ? sql`select u.product_id from ${typeRows(userTypeId, term, sql`is null`)} order by u.product_id ${dir}`
    : sql`select p.product_id from products p
        where ${term ?? sql`true`} and not exists (select 1 from user_type_prices n
          where n.user_type_id = ${userTypeId} and n.product_id = p.product_id and n.price is not null)
        order by p.product_id ${dir}`;
  return sql`
    with priced_page as (
      select u.product_id, 0 as part from ${pricedRows}
      order by u.price ${dir}, u.product_id ${dir} limit ${query.pageSize} offset ${offset}
    ),
    rest_page as (
      select product_id, 1 as part from (${restKeys}) rest
      limit ${query.pageSize} - (select count(*) from priced_page)
      offset case when (select count(*) from priced_page) < ${query.pageSize}
        then greatest(${offset} - (select count(*) from ${pricedRows}), 0) else 0 end
    ),
    -- The limit tells the planner the page is small: its rows are then read by key.
    page as (select * from priced_page union all select * from rest_page limit ${query.pageSize})
    select ${priceRowFields(query.languageCode)} from page join products p on p.product_id = page.product_id ${typeRowJoin(userTypeId)}
    order by page.part, utp.price ${dir}, p.product_id ${dir}`;
}
