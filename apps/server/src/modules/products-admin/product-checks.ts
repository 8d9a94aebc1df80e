import type { Permission, ProductFields, ProductSaveRejection } from '@grocery/contracts';
import { and, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories, products } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql-errors';
import type { Executor } from '../../db/user-lock';
import { type Rejection, reject } from '../../http/answers';
import { HttpError } from '../../http/http-error';

/** Who makes a change: their id for the audit entry, their permissions for what needs more. */
export interface Actor {
  userId: number;
  permissions: readonly Permission[];
}

/** Prices given with a product change need pricing:write beside catalogue:write (nothing is written otherwise). */
export function requirePricingWrite(actor: Actor, prices: readonly unknown[]): void {
  if (prices.length && !actor.permissions.includes('pricing:write'))
    throw new HttpError(403, 'FORBIDDEN', 'Setting prices needs pricing:write.');
}

type UniqueField = 'slugUrl' | 'barcode' | 'externalId';

/** The product columns no two products share, with the refusal and the unique index of each. */
const uniques: {
  field: UniqueField;
  column: AnyPgColumn;
  reason: ProductSaveRejection;
  index: string;
}[] = [
  { field: 'slugUrl', column: products.slugUrl, reason: 'SLUG_TAKEN', index: 'products_slug_unique' },
  { field: 'barcode', column: products.barcode, reason: 'BARCODE_TAKEN', index: 'products_barcode_unique' },
  {
    field: 'externalId',
    column: products.externalId,
    reason: 'EXTERNAL_ID_TAKEN',
    index: 'products_external_id_unique',
  },
];

/** The first unique value another product already holds (the product itself excepted), or null. */
export async function takenRejection(
  tx: Executor,
  fields: Partial<ProductFields>,
  exceptProductId?: number,
): Promise<Rejection<ProductSaveRejection> | null> {
  for (const unique of uniques) {
    const value = fields[unique.field];
    if (value === undefined || value === null) continue;
    const holder: SQL[] = [sql`${unique.column} = ${value}`];
    if (exceptProductId !== undefined) holder.push(ne(products.productId, exceptProductId));
    const [taken] = await tx
      .select({ id: products.productId })
      .from(products)
      .where(and(...holder))
      .limit(1);
    if (taken) return reject(unique.reason, { field: unique.field });
  }
  return null;
}

/**
 * The same refusal for a save that lost a race: another transaction took the value between the
 * check and the write, and the unique index refused it (23505, named by the index).
 */
export function uniqueViolationRejection(error: unknown): Rejection<ProductSaveRejection> | null {
  const unique = uniques.find((candidate) => isUniqueViolation(error, candidate.index));
  return unique ? reject(unique.reason, { field: unique.field }) : null;
}

/** UNKNOWN_CATEGORY when an id names no category. */
export async function unknownCategoryRejection(
  tx: Executor,
  categoryIds: readonly number[],
): Promise<Rejection<ProductSaveRejection> | null> {
  if (!categoryIds.length) return null;
  const known = await tx
    .select({ id: categories.categoryId })
    .from(categories)
    .where(inArray(categories.categoryId, [...categoryIds]))
    // Held until commit: a category deleted meanwhile would fail the link's foreign key instead.
    .for('key share');
  if (known.length === new Set(categoryIds).size) return null;
  return reject('UNKNOWN_CATEGORY', { field: 'categoryIds' });
}
