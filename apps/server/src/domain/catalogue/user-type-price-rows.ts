import { sql } from 'drizzle-orm';
import { userTypePrices } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';

/** One user type's price for one product, as the back office sets it (null price: disabled). */
export interface UserTypePriceWrite {
  userTypeId: number;
  productId: number;
  price: number | null;
  minimumQuantity: number;
  quantityStep: number;
}

/** A row back at no price, minimum 1 and step 1 is the same as none (decision 0039). */
const isPlain = (row: UserTypePriceWrite) =>
  row.price === null && row.minimumQuantity === 1 && row.quantityStep === 1;

const ids = (values: number[]) => `{${values.join(',')}}`;

/**
 * Writes the rows in the caller's transaction: the plain ones are deleted, the others inserted or
 * replaced (money and quantities as exact numeric text; the contracts allow 2 and 3 decimals). The
 * product editor's Prices tab and the user-type prices page both save through this.
 */
export async function writeUserTypePrices(
  tx: Transaction,
  rows: readonly UserTypePriceWrite[],
): Promise<void> {
  const cleared = rows.filter(isPlain);
  if (cleared.length)
    await tx.execute(sql`delete from user_type_prices where (user_type_id, product_id) in (
      select * from unnest(${ids(cleared.map((row) => row.userTypeId))}::int[],
                           ${ids(cleared.map((row) => row.productId))}::int[]))`);
  const kept = rows.filter((row) => !isPlain(row));
  if (kept.length)
    await tx
      .insert(userTypePrices)
      .values(
        kept.map((row) => ({
          userTypeId: row.userTypeId,
          productId: row.productId,
          price: row.price === null ? null : row.price.toFixed(2),
          minimumQuantity: row.minimumQuantity.toFixed(3),
          quantityStep: row.quantityStep.toFixed(3),
        })),
      )
      .onConflictDoUpdate({
        target: [userTypePrices.userTypeId, userTypePrices.productId],
        set: {
          price: sql`excluded.price`,
          minimumQuantity: sql`excluded.minimum_quantity`,
          quantityStep: sql`excluded.quantity_step`,
        },
      });
}
