import type { AdminProductRecord } from '@grocery/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { type BulkResult, bulkChange } from './bulk-results';
import type { Actor } from './product-checks';
import { productRowColumns, toProductRecord } from './product-rows';

/** The two flags the grid's menu and bulk actions set, by their column. */
export type ProductFlag = 'active' | 'outOfStock';
const flagColumns = { active: products.active, outOfStock: products.outOfStock } as const;
const flagSql = { active: sql.raw('active'), outOfStock: sql.raw('out_of_stock') } as const;
const flagAction = { active: 'active', outOfStock: 'out_of_stock' } as const;
/** Active set by an admin is the shop's decision, which a sync keeps (decision 0063). */
const shopDecision = (flag: ProductFlag, value: boolean) =>
  flag === 'active' ? { shopInactive: !value } : {};
/**
 * Whether setting the flag changes the row: deactivating a product the sync already made inactive
 * (the POS stopped selling it) still makes it the shop's decision, so the POS selling it again does
 * not bring it back.
 */
const changes = (flag: ProductFlag, value: boolean) =>
  flag === 'active' && !value
    ? or(ne(products.active, value), eq(products.shopInactive, false))
    : ne(flagColumns[flag], value);

/**
 * Sets one flag of one product; when it changes, the version and modified time go up and the audit
 * keeps before and after. Null when there is no such product.
 */
export async function setFlag(
  db: Database,
  actor: Actor,
  productId: number,
  flag: ProductFlag,
  value: boolean,
): Promise<(AdminProductRecord & { version: number }) | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({
        [flag]: value,
        ...shopDecision(flag, value),
        version: sql`${products.version} + 1`,
        modifiedAt: sql`now()`,
      })
      .where(and(eq(products.productId, productId), changes(flag, value)))
      .returning({ productId: products.productId });
    if (updated)
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: `product.${flagAction[flag]}.update`,
        entity: 'product',
        entityId: productId,
        before: { [flag]: !value },
        after: { [flag]: value },
      });
    const [row] = await tx
      .select({ ...productRowColumns, version: products.version })
      .from(products)
      .where(eq(products.productId, productId));
    return row ? toProductRecord(row) : null;
  });
}

/**
 * Sets one flag on many products in one transaction with one update statement (not one per
 * product): a result per product in the order asked, and one audit entry listing the changed ids.
 */
export async function setFlagOnMany(
  db: Database,
  actor: Actor,
  productIds: readonly number[],
  flag: ProductFlag,
  value: boolean,
): Promise<BulkResult[]> {
  const column = flagSql[flag];
  // The final select sees the rows as before the update (one snapshot): changed ones come from `changed`.
  const changes = sql`changed as (
      update products p set ${column} = ${value},
        ${flag === 'active' ? sql`shop_inactive = ${!value},` : sql``} version = p.version + 1, modified_at = now()
      from asked where p.product_id = asked.id
        and (p.${column} <> ${value} ${flag === 'active' && !value ? sql`or not p.shop_inactive` : sql``})
      returning p.product_id
    )`;
  return db.transaction((tx) =>
    bulkChange(tx, productIds, changes, sql.raw('products'), {
      actor,
      action: `product.${flagAction[flag]}.bulk_update`,
      after: { [flag]: value },
    }),
  );
}
