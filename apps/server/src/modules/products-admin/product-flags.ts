import type { AdminProductRecord } from '@grocery/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import { products } from '../../db/schema';
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
    const column = flagColumns[flag];
    const [updated] = await tx
      .update(products)
      .set({
        [flag]: value,
        ...shopDecision(flag, value),
        version: sql`${products.version} + 1`,
        modifiedAt: sql`now()`,
      })
      .where(and(eq(products.productId, productId), ne(column, value)))
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

export type BulkResult = { productId: number; result: 'UPDATED' | 'UNCHANGED' | 'NOT_FOUND' };

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
  return db.transaction(async (tx) => {
    const column = flagSql[flag];
    // The select sees the rows as before the update (one snapshot): changed ones come from `changed`.
    const results = rowsOf<BulkResult>(
      await tx.execute(sql`
        with asked as (
          select id, position from unnest(${`{${productIds.join(',')}}`}::int[]) with ordinality as a(id, position)
        ),
        changed as (
          update products p set ${column} = ${value},
            ${flag === 'active' ? sql`shop_inactive = ${!value},` : sql``} version = p.version + 1, modified_at = now()
          from asked where p.product_id = asked.id and p.${column} <> ${value}
          returning p.product_id
        )
        select asked.id as "productId",
          case when c.product_id is not null then 'UPDATED'
               when p.product_id is not null then 'UNCHANGED'
               else 'NOT_FOUND' end as "result"
        from asked
        left join changed c on c.product_id = asked.id
        left join products p on p.product_id = asked.id
        order by asked.position`),
    );
    const changed = results.filter((row) => row.result === 'UPDATED').map((row) => row.productId);
    if (changed.length)
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: `product.${flagAction[flag]}.bulk_update`,
        entity: 'product',
        entityId: 'bulk',
        before: null,
        after: { [flag]: value, productIds: changed },
      });
    return results;
  });
}
