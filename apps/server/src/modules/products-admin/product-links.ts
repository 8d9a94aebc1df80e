import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import { categories, productCategories, products } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';
import { type BulkResult, bulkChange } from './bulk-results';
import type { Actor } from './product-checks';

type CategoryRef = { categoryId: number; categoryName: string };

/** The product's categories by their base names, in the shop's order (sort order, then id). */
async function categoriesOf(tx: Transaction, productId: number): Promise<CategoryRef[]> {
  return rowsOf<CategoryRef>(
    await tx.execute(sql`
      select c.category_id as "categoryId", c.category_name as "categoryName"
      from product_categories pc join categories c on c.category_id = pc.category_id
      where pc.product_id = ${productId}
      order by c.sort_order, c.category_id`),
  );
}

/**
 * Links or unlinks one category; asking for what already is changes nothing. A change raises the
 * product's modified time (not its version: an editor open on the product keeps its save) and is
 * audited. Null when the product or the category does not exist.
 */
export async function setCategoryLink(
  db: Database,
  actor: Actor,
  productId: number,
  categoryId: number,
  linked: boolean,
): Promise<CategoryRef[] | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId))
      .for('update');
    const [category] = await tx
      .select({ id: categories.categoryId })
      .from(categories)
      .where(eq(categories.categoryId, categoryId))
      .for('key share');
    if (!product || !category) return null;
    const changed = linked
      ? await tx.insert(productCategories).values({ productId, categoryId }).onConflictDoNothing().returning()
      : await tx
          .delete(productCategories)
          .where(
            and(eq(productCategories.productId, productId), eq(productCategories.categoryId, categoryId)),
          )
          .returning();
    if (changed.length) {
      await tx.update(products).set({ modifiedAt: sql`now()` }).where(eq(products.productId, productId));
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: linked ? 'product.category.link' : 'product.category.unlink',
        entity: 'product',
        entityId: productId,
        before: null,
        after: { categoryId },
      });
    }
    return categoriesOf(tx, productId);
  });
}

/**
 * Links many products to one category in one transaction and one statement: a result per product in
 * the order asked (UPDATED: linked now; UNCHANGED: already in it), the linked products' modified
 * time raised as one link raises it, and one audit entry listing them. The catalogue's triggers name
 * the changed products to the storefront's caches at commit (migration 0011). Null, with nothing
 * written, when the category does not exist.
 */
export async function linkManyToCategory(
  db: Database,
  actor: Actor,
  productIds: readonly number[],
  categoryId: number,
): Promise<BulkResult[] | null> {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.categoryId })
      .from(categories)
      .where(eq(categories.categoryId, categoryId))
      .for('key share');
    if (!category) return null;
    // The products are locked against deletion first: one deleted meanwhile is NOT_FOUND, not a fault.
    const changes = sql`found as (
        select p.product_id from products p where p.product_id in (select id from asked) for key share
      ),
      changed as (
        insert into product_categories (product_id, category_id)
        select product_id, ${categoryId}::int from found
        on conflict do nothing
        returning product_id
      ),
      touched as (
        update products p set modified_at = now() from changed where p.product_id = changed.product_id
      )`;
    return bulkChange(tx, productIds, changes, sql.raw('found'), {
      actor,
      action: 'product.category.bulk_link',
      after: { categoryId },
    });
  });
}
