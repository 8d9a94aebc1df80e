import type { categoryProductRowSchema, categoryProductsQuery, LanguageCode } from '@grocery/contracts';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-patterns';
import { listPage } from '../../db/list-page';
import { productCategories, products } from '../../db/schema';
import { productNameIn } from '../../domain/catalogue/product-name.sql';

/** Qualified by hand: drizzle writes a lone table's columns unqualified, which a subquery would read as its own. */
const productIdColumn = sql`"products"."product_id"`;

type CategoryProductsQuery = z.output<typeof categoryProductsQuery>;
type CategoryProductRow = z.infer<typeof categoryProductRowSchema>;

/** The base name or the name in the language contains the term (a category holds few products). */
const nameContains = (q: string, languageCode: LanguageCode) =>
  or(
    ilike(products.productName, containsPattern(q)),
    sql`exists (select 1 from product_translations t where t.product_id = ${productIdColumn}
      and t.language_code = ${languageCode} and t.product_name ilike ${containsPattern(q)})`,
  );

/**
 * A page of the category's products, active or not, by base name or id, 25 by default; names in
 * the page's language (decision 0055), found by either name. The category is a
 * condition of the join, not of the where: the page's second statement replaces the where with
 * "in the page" (db/list-page.ts), and must still read one link per product.
 */
export async function categoryProducts(
  db: Database,
  categoryId: number,
  query: CategoryProductsQuery,
): Promise<{ totalResults: number; rows: CategoryProductRow[] }> {
  const select = () =>
    db
      .select({
        productId: products.productId,
        productName: productNameIn(query.languageCode, {
          productId: productIdColumn,
          baseName: products.productName,
        }),
        baseName: products.productName,
        barcode: products.barcode,
        imageFile: products.imageFile,
        active: products.active,
      })
      .from(products)
      .innerJoin(
        productCategories,
        and(
          eq(productCategories.productId, products.productId),
          eq(productCategories.categoryId, categoryId),
        ),
      )
      .where(query.q ? nameContains(query.q, query.languageCode) : undefined)
      .$dynamic();
  return listPage(db, query, {
    select,
    sortColumns: { product_name: products.productName, product_id: products.productId },
    tieBreaker: products.productId,
  });
}
