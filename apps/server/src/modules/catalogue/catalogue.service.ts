import {
  type Category,
  type LanguageCode,
  type PriceInfo,
  type Product,
  type ProductDetails,
  productsPageSize,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import {
  categoryLabels,
  categoryVisible,
  hiddenCategories,
  productCardColumns,
  reachable,
  translationJoin,
  userTypesOf,
  viewerPriceFields,
  viewerPriceJoinsOf,
} from '../../domain/catalogue/catalogue.sql';

/**
 * Who is looking. Prices and visibility depend on nothing but the user types the viewer holds, so
 * two viewers with the same types get the same answers. Anonymous viewers hold none.
 */
export interface Viewer {
  userTypeIds: readonly number[];
}

const categoryFields = (languageCode: LanguageCode) => sql`
  c.category_id as "categoryId",
  coalesce(ct.category_name, c.category_name) as "categoryName",
  c.image_file as "imageFile",
  c.active_product_count as "totalProducts"
  from categories c
  left join category_translations ct on ct.category_id = c.category_id and ct.language_code = ${languageCode}`;

/** The statement behind `productsPage` (exported for the benchmark's EXPLAIN). */
export const productsPageStatement = (
  languageCode: LanguageCode,
  categoryId: number,
  pageIndex: number,
  viewer: Viewer,
  pageSize = productsPageSize,
) => {
  const skipped = pageIndex * pageSize;
  return sql`
  with hidden as (${hiddenCategories(userTypesOf(viewer.userTypeIds))}),
  ${categoryLabels(languageCode, 'many')},
  category as (
    select c.category_id from categories c where c.category_id = ${categoryId} and ${categoryVisible}
  ),
  counted as (
    select c.active_product_count as total from categories c
    where c.category_id = (select category_id from category)
  ),
  links as not materialized (
    select pc.product_id from product_categories pc
    where pc.category_id = (select category_id from category) and pc.active
  ),
  page as (
    (select product_id from links order by product_id
     limit case when ${skipped} * 2 < (select total from counted) then ${pageSize} else 0 end
     offset ${skipped})
    union all
    (select product_id from links order by product_id desc
     limit case when ${skipped} * 2 < (select total from counted) then 0
                else greatest(0, least(${pageSize}, (select total from counted) - ${skipped})) end
     offset greatest(0, (select total from counted) - ${skipped} - ${pageSize}))
  )
  select
    exists (select 1 from category) as "found",
    (select total from counted) as "total",
    (select coalesce(json_agg(card order by card."productId"), '[]'::json) from (
       select ${productCardColumns}
       from unnest(array(select product_id from page)) as shown(product_id)
       join products p on p.product_id = shown.product_id
       ${translationJoin(languageCode)}
       ${viewerPriceJoinsOf(viewer.userTypeIds)}) card) as "products"`;
};

/** The statement behind `productDetails` (exported for the benchmark's EXPLAIN). */
export const productDetailsStatement = (languageCode: LanguageCode, productId: number, viewer: Viewer) => sql`
  with hidden as (${hiddenCategories(userTypesOf(viewer.userTypeIds))}),
  ${categoryLabels(languageCode, 'one')}
  select row_to_json(card) as "product" from (
    select ${productCardColumns},
      coalesce(t.long_desc, p.long_desc) as "longDesc",
      p.manufacturer, p.country_of_origin as "countryOfOrigin",
      (select coalesce(json_agg(json_build_object(
          'productImageId', i.product_image_id,
          'productId', i.product_id,
          'imageFile', i.image_file,
          'imageFileHighRes', i.image_file_high_res,
          'isDefault', i.is_default,
          'sortOrder', i.sort_order,
          'createdAt', i.created_at
        ) order by i.is_default desc, i.sort_order, i.product_image_id), '[]'::json)
       from product_images i where i.product_id = p.product_id) as "images"
    from products p
    ${translationJoin(languageCode)}
    ${viewerPriceJoinsOf(viewer.userTypeIds)}
    where p.product_id = ${productId} and p.active and ${reachable}) card`;

/** The storefront's reads; each statement runs prepared (`readPrepared`), its text fixed per shape. */
export function catalogueService(database: Pick<DatabaseHandle, 'readPrepared'>) {
  const read = database.readPrepared;
  return {
    /** Visible categories in their shop order, with the number of active products in each. */
    async categories(languageCode: LanguageCode, viewer: Viewer): Promise<Category[]> {
      return read<Category>(sql`
        with hidden as (${hiddenCategories(userTypesOf(viewer.userTypeIds))})
        select ${categoryFields(languageCode)}
        where ${categoryVisible}
        order by c.sort_order, c.category_id`);
    },

    /** One visible category, or null when unknown, inactive or hidden from the viewer. */
    async category(languageCode: LanguageCode, categoryId: number, viewer: Viewer): Promise<Category | null> {
      const [found] = await read<Category>(sql`
        with hidden as (${hiddenCategories(userTypesOf(viewer.userTypeIds))})
        select ${categoryFields(languageCode)}
        where c.category_id = ${categoryId} and ${categoryVisible}`);
      return found ?? null;
    },

    /**
     * One page (25) of a visible category's active products in product id order, with the total;
     * null when the category is not visible. Past the last page: no products, the real total. The
     * page is one range of the active links' index (links carry their product's activity), read
     * from whichever end is nearer, and the total a kept column (decision 0042).
     */
    async productsPage(
      languageCode: LanguageCode,
      categoryId: number,
      pageIndex: number,
      viewer: Viewer,
      pageSize = productsPageSize,
    ): Promise<{ products: Product[]; total: number } | null> {
      const [row] = await read<{ found: boolean; total: number; products: Product[] }>(
        productsPageStatement(languageCode, categoryId, pageIndex, viewer, pageSize),
      );
      if (!row?.found) return null;
      return { products: row.products, total: row.total };
    },

    /** An active product the viewer can reach, with its gallery; null otherwise. */
    async productDetails(
      languageCode: LanguageCode,
      productId: number,
      viewer: Viewer,
    ): Promise<ProductDetails | null> {
      const [row] = await read<{ product: ProductDetails }>(
        productDetailsStatement(languageCode, productId, viewer),
      );
      return row?.product ?? null;
    },

    /** Cards of the active products the viewer can reach, in the order asked; others are left out. */
    async productCards(languageCode: LanguageCode, productIds: number[], viewer: Viewer): Promise<Product[]> {
      const ids = [...new Set(productIds)];
      const rows = await read<{ product: Product }>(sql`
        with hidden as (${hiddenCategories(userTypesOf(viewer.userTypeIds))}),
        ${categoryLabels(languageCode, 'many')}
        select (select row_to_json(card) from (select ${productCardColumns}) card) as "product"
        from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as asked(product_id, position)
        join products p on p.product_id = asked.product_id
        ${translationJoin(languageCode)}
        ${viewerPriceJoinsOf(viewer.userTypeIds)}
        where p.active and ${reachable}
        order by asked.position`);
      return rows.map((row) => row.product);
    },

    /** Price info by product id for the active products the viewer can reach; others are left out. */
    async prices(productIds: number[], viewer: Viewer): Promise<Record<string, PriceInfo>> {
      const ids = [...new Set(productIds)];
      const [row] = await read<{ prices: Record<string, PriceInfo> }>(sql`
        with hidden as (${hiddenCategories(userTypesOf(viewer.userTypeIds))})
        select coalesce(json_object_agg(p.product_id, json_build_object(${viewerPriceFields})), '{}'::json) as "prices"
        from products p
        ${viewerPriceJoinsOf(viewer.userTypeIds)}
        where p.product_id = any(${`{${ids.join(',')}}`}::int[]) and p.active and ${reachable}`);
      return row?.prices ?? {};
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
