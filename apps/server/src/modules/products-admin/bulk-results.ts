import { type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { rowsOf } from '../../db/client';
import type { Transaction } from '../../db/user-lock';
import type { Actor } from './product-checks';

export type BulkResult = { productId: number; result: 'UPDATED' | 'UNCHANGED' | 'NOT_FOUND' };

/**
 * One bulk statement over many products (decision 0062's and the flags' calls): `asked` holds the ids
 * in the order asked, `changes` adds the caller's CTEs (one of them named `changed`, the products
 * changed), and each asked product answers UPDATED when changed, UNCHANGED when `present` (a table or
 * CTE of products) has it, else NOT_FOUND. One audit entry lists the changed ids, none when none changed.
 */
export async function bulkChange(
  tx: Transaction,
  productIds: readonly number[],
  changes: SQL,
  present: SQL,
  audit: { actor: Actor; action: string; after: Record<string, unknown> },
): Promise<BulkResult[]> {
  const results = rowsOf<BulkResult>(
    await tx.execute(sql`
      with asked as (
        select id, position from unnest(${`{${productIds.join(',')}}`}::int[]) with ordinality as a(id, position)
      ),
      ${changes}
      select asked.id as "productId",
        case when c.product_id is not null then 'UPDATED'
             when p.product_id is not null then 'UNCHANGED'
             else 'NOT_FOUND' end as "result"
      from asked
      left join changed c on c.product_id = asked.id
      left join ${present} p on p.product_id = asked.id
      order by asked.position`),
  );
  const changed = results.filter((row) => row.result === 'UPDATED').map((row) => row.productId);
  if (changed.length)
    await recordAudit(tx, {
      actorUserId: audit.actor.userId,
      action: audit.action,
      entity: 'product',
      entityId: 'bulk',
      before: null,
      after: { ...audit.after, productIds: changed },
    });
  return results;
}
