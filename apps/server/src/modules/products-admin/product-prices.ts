import {
  type ProductSaveRejection,
  type ProductUnit,
  quantityIssues,
  type UserTypePriceInput,
} from '@grocery/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import { products, userTypePrices, userTypes } from '../../db/schema';
import type { Executor, Transaction } from '../../db/user-lock';
import { writeUserTypePrices } from '../../domain/catalogue/user-type-price-rows';
import { type Rejection, reject } from '../../http/answers';
import type { Actor } from './product-checks';
import { numberOf } from './product-rows';

export interface ProductPriceRow {
  userTypeId: number;
  userTypeName: string;
  price: number | null;
  minimumQuantity: number;
  quantityStep: number;
}

/** One row per user type, by name: its price for the product, or none (null, minimum and step 1). */
export async function readPrices(db: Executor, productId: number): Promise<ProductPriceRow[]> {
  const rows = rowsOf<{
    userTypeId: number;
    userTypeName: string;
    price: string | null;
    minimumQuantity: string;
    quantityStep: string;
  }>(
    await db.execute(sql`
      select t.user_type_id as "userTypeId", t.user_type_name as "userTypeName", p.price,
        coalesce(p.minimum_quantity, 1)::text as "minimumQuantity",
        coalesce(p.quantity_step, 1)::text as "quantityStep"
      from user_types t
      left join user_type_prices p on p.user_type_id = t.user_type_id and p.product_id = ${productId}
      order by t.user_type_name, t.user_type_id`),
  );
  return rows.map((row) => ({
    ...row,
    price: row.price === null ? null : numberOf(row.price),
    minimumQuantity: numberOf(row.minimumQuantity),
    quantityStep: numberOf(row.quantityStep),
  }));
}

/** The Prices tab: how the product is sold and its row per user type; null when there is no such product. */
export async function readProductPrices(db: Database, productId: number) {
  const [product] = await db
    .select({ unit: products.unit })
    .from(products)
    .where(eq(products.productId, productId));
  if (!product) return null;
  return { unit: product.unit as ProductUnit, prices: await readPrices(db, productId) };
}

/** The first rule a price row breaks for goods sold this way (`prices.N.field`), or null. */
export function priceRowsRejection(
  unit: ProductUnit,
  rows: readonly UserTypePriceInput[],
): Rejection<ProductSaveRejection> | null {
  for (const [index, row] of rows.entries()) {
    const [issue] = quantityIssues(unit, row, `prices.${index}.`);
    if (issue) return reject('RULE', { field: issue.path, message: issue.message });
  }
  return null;
}

/** UNKNOWN_USER_TYPE when a row names a user type that does not exist. */
export async function unknownUserTypeRejection(
  tx: Executor,
  rows: readonly UserTypePriceInput[],
): Promise<Rejection<ProductSaveRejection> | null> {
  const ids = rows.map((row) => row.userTypeId);
  if (!ids.length) return null;
  const known = await tx
    .select({ id: userTypes.userTypeId })
    .from(userTypes)
    .where(inArray(userTypes.userTypeId, ids))
    // Held until commit: a user type deleted meanwhile would fail the price's foreign key instead.
    .for('key share');
  if (known.length === ids.length) return null;
  return reject('UNKNOWN_USER_TYPE', { field: 'prices' });
}

/** A row with no price, minimum 1 and step 1 says nothing the absence of a row does not. */
/** The stored rows of these user types for the product (for the audit entry). */
async function storedRows(tx: Executor, productId: number, userTypeIds: number[]) {
  const rows = await tx
    .select()
    .from(userTypePrices)
    .where(and(eq(userTypePrices.productId, productId), inArray(userTypePrices.userTypeId, userTypeIds)))
    .orderBy(userTypePrices.userTypeId);
  return rows.map((row) => ({
    userTypeId: row.userTypeId,
    price: row.price === null ? null : numberOf(row.price),
    minimumQuantity: numberOf(row.minimumQuantity),
    quantityStep: numberOf(row.quantityStep),
  }));
}

/**
 * Sets the given user types' rows (others unchanged): a row back at no price, minimum 1 and step 1
 * is deleted, the others are upserted. Answers the rows as they were and are, for the audit entry.
 */
export async function writePrices(tx: Transaction, productId: number, rows: readonly UserTypePriceInput[]) {
  const ids = rows.map((row) => row.userTypeId);
  if (!ids.length) return { before: [], after: [] };
  const before = await storedRows(tx, productId, ids);
  await writeUserTypePrices(
    tx,
    rows.map((row) => ({ ...row, productId })),
  );
  return { before, after: await storedRows(tx, productId, ids) };
}

/**
 * Whether the product's stored price rows, but for the user types being replaced, break the rule of
 * goods sold by the unit (whole minimums and steps).
 */
export async function storedPricesBreakUnitRule(
  tx: Executor,
  productId: number,
  replaced: readonly number[],
): Promise<boolean> {
  const rows = await tx
    .select({
      userTypeId: userTypePrices.userTypeId,
      minimumQuantity: userTypePrices.minimumQuantity,
      quantityStep: userTypePrices.quantityStep,
    })
    .from(userTypePrices)
    .where(eq(userTypePrices.productId, productId));
  return rows.some(
    (row) =>
      !replaced.includes(row.userTypeId) &&
      quantityIssues('unit', {
        minimumQuantity: numberOf(row.minimumQuantity),
        quantityStep: numberOf(row.quantityStep),
      }).length > 0,
  );
}

export type PricesSaveResult =
  | { reject: false; unit: ProductUnit; prices: ProductPriceRow[] }
  | Rejection<'UNKNOWN_USER_TYPE' | 'RULE'>;

/**
 * The Prices tab's save: the given user types' rows (others unchanged) under the product's unit
 * rule, audited. Null when there is no such product.
 */
export async function saveProductPrices(
  db: Database,
  actor: Actor,
  productId: number,
  rows: readonly UserTypePriceInput[],
): Promise<PricesSaveResult | null> {
  return db.transaction(async (tx) => {
    // Shared lock: an edit changing the unit waits, so the rule is checked on the unit that stays.
    const [product] = await tx
      .select({ unit: products.unit })
      .from(products)
      .where(eq(products.productId, productId))
      .for('share');
    if (!product) return null;
    const unit = product.unit as ProductUnit;
    const rejection = priceRowsRejection(unit, rows) ?? (await unknownUserTypeRejection(tx, rows));
    if (rejection) return rejection as Rejection<'UNKNOWN_USER_TYPE' | 'RULE'>;
    const { before, after } = await writePrices(tx, productId, rows);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'product.prices.update',
      entity: 'product',
      entityId: productId,
      before,
      after,
    });
    return { reject: false, unit, prices: await readPrices(tx, productId) };
  });
}
