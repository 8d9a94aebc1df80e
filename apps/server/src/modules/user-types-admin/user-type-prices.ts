import {
  type LanguageCode,
  type ProductUnit,
  quantityIssues,
  type UserTypePriceRow,
  type UserTypePricesQuery,
  type userTypePricesRequest,
} from '@grocery/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import { rowCountOf } from '../../db/row-counts';
import { userTypePrices, userTypes } from '../../db/schema';
import type { Executor, Transaction } from '../../db/user-lock';
import { keptUntilAnyChange } from '../../domain/catalogue/catalogue-changes';
import { writeUserTypePrices } from '../../domain/catalogue/user-type-price-rows';
import type { AnswerCache } from '../../http/answer-cache';
import { type Rejection, reject } from '../../http/answers';
import {
  pageByPrice,
  pageByProductColumn,
  priceFilters,
  priceRowFields,
  typeRowJoin,
} from './user-type-prices.sql';

type PriceEdit = z.output<typeof userTypePricesRequest>['prices'][number];

export type SavePricesResult =
  | { reject: false; saved: number; rows: UserTypePriceRow[] }
  | Rejection<'UNKNOWN_PRODUCT' | 'RULE', { field: string; message?: string }>
  /** No such user type. */
  | null;

const typeExists = async (db: Executor, userTypeId: number) =>
  (await db.select({ id: userTypes.userTypeId }).from(userTypes).where(eq(userTypes.userTypeId, userTypeId)))
    .length > 0;

/** How many products the grid lists under the filters: kept counts where they answer it. */
async function totalOf(
  db: Database,
  totals: AnswerCache<number>,
  userTypeId: number,
  query: UserTypePricesQuery,
): Promise<number> {
  if (!query.q && !query.priced) return rowCountOf(db, 'products');
  const counted = query.q
    ? sql`select count(*)::int as n from products p where ${priceFilters(userTypeId, query)}`
    : sql`select count(*)::int as n from user_type_prices where user_type_id = ${userTypeId}`;
  // A term matches names in the page's language too: its count is the language's.
  const language = query.q ? query.languageCode : null;
  const key = `prices ${JSON.stringify([userTypeId, query.q ?? null, query.priced ?? null, language])}`;
  return (
    (await totals.get(key, () =>
      keptUntilAnyChange(db.execute(counted).then((result) => rowsOf<{ n: number }>(result)[0]?.n ?? 0)),
    )) ?? 0
  );
}

/** The grid's rows of these products, in the order given. */
async function rowsFor(
  db: Executor,
  userTypeId: number,
  productIds: number[],
  languageCode: LanguageCode,
): Promise<UserTypePriceRow[]> {
  const rows = rowsOf<UserTypePriceRow>(
    await db.execute(sql`
      select ${priceRowFields(languageCode)} from products p ${typeRowJoin(userTypeId)}
      where p.product_id = any(${`{${productIds.join(',')}}`}::int[])`),
  );
  return productIds.flatMap((id) => rows.filter((row) => row.productId === id));
}

/** A row back at no price, minimum 1 and step 1 says nothing a missing row does not. */
/** The first row naming an unknown product or breaking its product's unit rule, as a rejection. */
function firstRefusal(edits: PriceEdit[], units: Map<number, ProductUnit>): SavePricesResult {
  for (const [index, edit] of edits.entries()) {
    const unit = units.get(edit.productId);
    if (!unit) return reject('UNKNOWN_PRODUCT', { field: `prices.${index}.productId` });
    const [issue] = quantityIssues(unit, edit, `prices.${index}.`);
    if (issue) return reject('RULE', { field: issue.path, message: issue.message });
  }
  return null;
}

/** This type's stored rows of the products, as the audit log keeps them. */
async function storedRows(tx: Transaction, userTypeId: number, productIds: number[]) {
  return tx
    .select({
      productId: userTypePrices.productId,
      price: userTypePrices.price,
      minimumQuantity: userTypePrices.minimumQuantity,
      quantityStep: userTypePrices.quantityStep,
    })
    .from(userTypePrices)
    .where(and(eq(userTypePrices.userTypeId, userTypeId), inArray(userTypePrices.productId, productIds)))
    .orderBy(userTypePrices.productId);
}

/** The user-type prices page: every product with this type's price, and saving the changed rows. */
export function userTypePricesService(db: Database, totals: AnswerCache<number>) {
  return {
    /** A page of products with this type's prices, and how many match; null when there is no such type. */
    async page(userTypeId: number, query: UserTypePricesQuery) {
      if (!(await typeExists(db, userTypeId))) return null;
      const statement =
        query.sortBy === 'price' ? pageByPrice(userTypeId, query) : pageByProductColumn(userTypeId, query);
      const [rows, totalResults] = await Promise.all([
        db.execute(statement).then((result) => rowsOf<UserTypePriceRow>(result)),
        totalOf(db, totals, userTypeId, query),
      ]);
      return { totalResults, rows };
    },

    /**
     * Saves the rows in one transaction: a row back at the defaults is deleted, any other inserted
     * or replaced. Each product's unit rule applies (decision 0039); the first unknown product or
     * broken rule refuses the whole save, naming its row. One audit entry. Null when there is no
     * such type. The rows answered name their products in the language.
     */
    async save(
      actorUserId: number,
      userTypeId: number,
      edits: PriceEdit[],
      languageCode: LanguageCode,
    ): Promise<SavePricesResult> {
      return db.transaction(async (tx) => {
        const [type] = await tx
          .select({ id: userTypes.userTypeId })
          .from(userTypes)
          .where(eq(userTypes.userTypeId, userTypeId))
          .for('key share');
        if (!type) return null;
        const productIds = edits.map((edit) => edit.productId);
        // FOR SHARE: a product's unit cannot switch while its prices are checked against it.
        const units = new Map(
          rowsOf<{ id: number; unit: ProductUnit }>(
            await tx.execute(sql`select product_id as id, unit from products
              where product_id = any(${`{${productIds.join(',')}}`}::int[]) order by product_id for share`),
          ).map((row) => [row.id, row.unit]),
        );
        const refusal = firstRefusal(edits, units);
        if (refusal) return refusal;

        const before = await storedRows(tx, userTypeId, productIds);
        await writeUserTypePrices(
          tx,
          edits.map((edit) => ({ ...edit, userTypeId })),
        );
        await recordAudit(tx, {
          actorUserId,
          action: 'user_type.prices.update',
          entity: 'user_type',
          entityId: userTypeId,
          before: { prices: before },
          after: { prices: await storedRows(tx, userTypeId, productIds) },
        });
        return {
          reject: false,
          saved: edits.length,
          rows: await rowsFor(tx, userTypeId, productIds, languageCode),
        };
      });
    },
  };
}
