import type { categoryProductRowSchema, categoryProductsQuery } from '@grocery/contracts';
import { and, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-patterns';
import { listPage } from '../../db/list-page';
import { productCategories, products } from '../../db/schema';

type CategoryProductsQuery = z.output<typeof categoryProductsQuery>;
type CategoryProductRow = z.infer<typeof categoryProductRowSchema>;

/**
 * A page of the category's products, active or not, by base name or id. The category is a
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
        productName: products.productName,
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
      .where(query.q ? ilike(products.productName, containsPattern(query.q)) : undefined)
      .$dynamic();
  return listPage(db, query, {
    select,
    sortColumns: { product_name: products.productName, product_id: products.productId },
    tieBreaker: products.productId,
  });
}
