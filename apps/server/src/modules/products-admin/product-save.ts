import {
  type AdminProduct,
  type CreateProductRequest,
  type ProductFields,
  type ProductSaveRejection,
  productFieldIssues,
  type UpdateProductRequest,
} from '@grocery/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { productCategories, products } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';
import { type Rejection, reject } from '../../http/answers';
import {
  type Actor,
  requirePricingWrite,
  takenRejection,
  uniqueViolationRejection,
  unknownCategoryRejection,
} from './product-checks';
import {
  priceRowsRejection,
  storedPricesBreakUnitRule,
  unknownUserTypeRejection,
  writePrices,
} from './product-prices';
import { columnsOf, fieldsOf, readProduct } from './product-rows';

export type SaveResult = { reject: false; product: AdminProduct } | Rejection<ProductSaveRejection>;

const conflict: Rejection<ProductSaveRejection> = reject('CONFLICT');

/** A save that lost a unique-index race answers the same refusal as the check would have. */
async function mappingUniqueRaces<T>(save: () => Promise<T>): Promise<T | Rejection<ProductSaveRejection>> {
  try {
    return await save();
  } catch (error) {
    const rejection = uniqueViolationRejection(error);
    if (rejection) return rejection;
    throw error;
  }
}

const categoryIdsOf = (product: AdminProduct) => product.categories.map((category) => category.categoryId);

async function link(tx: Transaction, productId: number, categoryIds: readonly number[]) {
  if (categoryIds.length)
    await tx
      .insert(productCategories)
      .values(categoryIds.map((categoryId) => ({ productId, categoryId })))
      .onConflictDoNothing();
}

/** A new product with its category links and user-type prices, in one transaction. */
export async function createProduct(db: Database, actor: Actor, request: CreateProductRequest) {
  requirePricingWrite(actor, request.prices);
  const { categoryIds, prices, ...fields } = request;
  return mappingUniqueRaces(() =>
    db.transaction(async (tx): Promise<SaveResult> => {
      const rejection =
        (await unknownCategoryRejection(tx, categoryIds)) ??
        (await unknownUserTypeRejection(tx, prices)) ??
        (await takenRejection(tx, fields));
      if (rejection) return rejection;
      const [created] = await tx
        .insert(products)
        .values({
          ...columnsOf(fields),
          productName: fields.productName,
          shopInactive: fields.active === false,
        })
        .returning({ productId: products.productId });
      const productId = (created as { productId: number }).productId;
      await link(tx, productId, categoryIds);
      const written = await writePrices(tx, productId, prices);
      const product = (await readProduct(tx, productId)) as AdminProduct;
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'product.create',
        entity: 'product',
        entityId: productId,
        before: null,
        after: { ...fieldsOf(product), categoryIds: categoryIdsOf(product), prices: written.after },
      });
      return { reject: false, product };
    }),
  );
}

/** The fields an edit gives whose value differs from the stored one. */
function changedFields(stored: ProductFields, changes: Partial<ProductFields>): (keyof ProductFields)[] {
  return (Object.keys(changes) as (keyof ProductFields)[]).filter((key) => changes[key] !== stored[key]);
}

const pick = (fields: ProductFields, keys: (keyof ProductFields)[]) =>
  Object.fromEntries(keys.map((key) => [key, fields[key]]));

/** The refusals of an edit checked on the product merged with it; null when it may be saved. */
async function editRejection(
  tx: Transaction,
  productId: number,
  stored: ProductFields,
  edit: UpdateProductRequest,
): Promise<Rejection<ProductSaveRejection> | null> {
  const merged = { ...stored, ...edit.changes };
  const [issue] = productFieldIssues(merged);
  if (issue) return reject('RULE', { field: issue.path, message: issue.message });
  const priceRejection = priceRowsRejection(merged.unit, edit.prices);
  if (priceRejection) return priceRejection;
  const replaced = edit.prices.map((row) => row.userTypeId);
  if (
    merged.unit === 'unit' &&
    stored.unit !== 'unit' &&
    (await storedPricesBreakUnitRule(tx, productId, replaced))
  )
    return reject('RULE', { field: 'prices', message: 'WHOLE_NUMBER_FOR_UNIT_GOODS' });
  return (
    (await unknownCategoryRejection(tx, edit.link)) ??
    (await unknownUserTypeRejection(tx, edit.prices)) ??
    (await takenRejection(tx, edit.changes, productId))
  );
}

/**
 * Saves what an edit changed, if the product is still at the version the editor loaded: fields,
 * category links and unlinks, prices; the version and modified time go up. Null when there is no
 * such product. One audit entry with what changed, before and after.
 */
export async function updateProduct(
  db: Database,
  actor: Actor,
  productId: number,
  edit: UpdateProductRequest,
) {
  requirePricingWrite(actor, edit.prices);
  return mappingUniqueRaces(() =>
    db.transaction(async (tx): Promise<SaveResult | null> => {
      // Locked: a price save or another edit waits, so the rules are checked on what is written over.
      const [locked] = await tx
        .select({ version: products.version })
        .from(products)
        .where(eq(products.productId, productId))
        .for('update');
      if (!locked) return null;
      if (locked.version !== edit.version) return conflict;
      const storedProduct = (await readProduct(tx, productId)) as AdminProduct;
      const stored = fieldsOf(storedProduct);
      const rejection = await editRejection(tx, productId, stored, edit);
      if (rejection) return rejection;

      const changed = changedFields(stored, edit.changes);
      const [updated] = await tx
        .update(products)
        .set({
          ...columnsOf(pick({ ...stored, ...edit.changes }, changed)),
          // Active set by an admin is the shop's decision, which a sync keeps (decision 0063).
          ...(changed.includes('active') ? { shopInactive: !edit.changes.active } : {}),
          version: sql`${products.version} + 1`,
          modifiedAt: sql`now()`,
        })
        .where(and(eq(products.productId, productId), eq(products.version, edit.version)))
        .returning({ productId: products.productId });
      if (!updated) return conflict;
      await link(tx, productId, edit.link);
      if (edit.unlink.length)
        await tx
          .delete(productCategories)
          .where(
            and(
              eq(productCategories.productId, productId),
              inArray(productCategories.categoryId, edit.unlink),
            ),
          );
      const prices = await writePrices(tx, productId, edit.prices);

      const product = (await readProduct(tx, productId)) as AdminProduct;
      const linksChanged = edit.link.length + edit.unlink.length > 0;
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'product.update',
        entity: 'product',
        entityId: productId,
        before: {
          ...pick(stored, changed),
          ...(linksChanged ? { categoryIds: categoryIdsOf(storedProduct) } : {}),
          ...(edit.prices.length ? { prices: prices.before } : {}),
        },
        after: {
          ...pick(fieldsOf(product), changed),
          ...(linksChanged ? { categoryIds: categoryIdsOf(product) } : {}),
          ...(edit.prices.length ? { prices: prices.after } : {}),
        },
      });
      return { reject: false, product };
    }),
  );
}
