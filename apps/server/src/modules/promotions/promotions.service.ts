import {
  type LanguageCode,
  type Promotion,
  type PromotionRequest,
  priceCart,
  type promotionPreviewRequest,
  toThousandths,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import type { Transaction } from '../../db/user-lock';
import { customerPriceJoinOf } from '../../domain/catalogue/catalogue.sql';
import { amountOf } from '../../domain/promotions/price-lines';
import { fromShopMinute, rewardColumns, ruleOf } from '../../domain/promotions/promotions.sql';
import { type Rejection, reject } from '../../http/answers';
import { type CheckRejection, checkPromotion } from './promotions.checks';
import { listPromotions, readPromotion } from './promotions.read';

type PreviewRequest = z.output<typeof promotionPreviewRequest>;
export type SaveResult =
  | { reject: false; promotion: Promotion }
  | CheckRejection
  | Rejection<'IMPORTED' | 'CONFLICT', { message: string }>
  /** No such promotion. */
  | null;

/** What the audit log keeps of a promotion: what it is, not when it was last read. */
const audited = (promotion: Promotion) => {
  const { state: _, version: __, createdAt: ___, modifiedAt: ____, ...fields } = promotion;
  return fields;
};

const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/** Writes the row and replaces its links; answers the id. */
async function writePromotion(tx: Transaction, promotionId: number | null, request: PromotionRequest) {
  const reward = rewardColumns(request.reward);
  const values = sql`${JSON.stringify(request.names)}::jsonb, ${JSON.stringify(request.descriptions)}::jsonb,
    ${request.target}, ${request.reward.kind}, ${reward.price}::numeric, ${reward.amount}::numeric,
    ${reward.percent}::numeric, ${reward.quantity}::int, ${reward.buy}::int, ${reward.get}::int, ${reward.nth}::int,
    ${request.minQuantity}::numeric, ${request.minOrderTotal}::numeric, ${request.limitPerOrder}::numeric,
    ${fromShopMinute(request.startsAt)}, ${fromShopMinute(request.endsAt)}, ${request.combines},
    ${request.onCustomerPrice}, ${request.active}, ${request.userTypeIds.length === 0}`;
  const columns = sql`names, descriptions, target, reward_kind, price, amount, percent, quantity, buy, get, nth,
    min_quantity, min_order_total, limit_per_order, starts_at, ends_at, combines, on_customer_price, active,
    for_everyone`;
  const [saved] = rowsOf<{ id: number }>(
    await tx.execute(
      promotionId === null
        ? sql`insert into promotions (${columns}) values (${values}) returning promotion_id as id`
        : sql`update promotions set (${columns}) = (${values}), version = version + 1, modified_at = now()
            where promotion_id = ${promotionId} returning promotion_id as id`,
    ),
  );
  const id = (saved as { id: number }).id;
  const productIds = request.target === 'products' ? request.productIds : [];
  const categoryIds = request.target === 'categories' ? request.categoryIds : [];
  // Deleted first, on its own: rows inserted in the same statement would meet the deleted keys.
  await tx.execute(sql`with
    gone_products as (delete from promotion_products where promotion_id = ${id}),
    gone_categories as (delete from promotion_categories where promotion_id = ${id})
    delete from promotion_user_types where promotion_id = ${id}`);
  await tx.execute(sql`with
    products as (insert into promotion_products (promotion_id, product_id)
      select ${id}, unnest(${ids(productIds)})),
    categories as (insert into promotion_categories (promotion_id, category_id)
      select ${id}, unnest(${ids(categoryIds)}))
    insert into promotion_user_types (promotion_id, user_type_id) select ${id}, unnest(${ids(request.userTypeIds)})`);
  return id;
}

async function savePromotion(
  tx: Transaction,
  actorUserId: number,
  promotionId: number | null,
  request: PromotionRequest,
): Promise<SaveResult> {
  const before = promotionId === null ? null : await readPromotion(tx, promotionId, true);
  if (promotionId !== null) {
    if (!before) return null;
    if (before.source === 'pos') {
      return reject('IMPORTED', {
        message: 'A promotion from the price files is changed there; it can only be switched on or off.',
      });
    }
    if (request.version !== before.version) {
      return reject('CONFLICT', { message: 'Someone saved this promotion since you opened it.' });
    }
  }
  const refusal = await checkPromotion(tx, request, promotionId);
  if (refusal) return refusal;
  const id = await writePromotion(tx, promotionId, request);
  const promotion = (await readPromotion(tx, id)) as Promotion;
  await recordAudit(tx, {
    actorUserId,
    action: before ? 'promotion.details.update' : 'promotion.details.create',
    entity: 'promotion',
    entityId: id,
    before: before && audited(before),
    after: audited(promotion),
  });
  return { reject: false, promotion };
}

interface PreviewProduct {
  productId: number;
  name: string;
  unit: 'unit' | 'kg';
  regularPrice: number;
  customerPrice: number | null;
  categoryIds: number[];
}

/** Promotions (decision 0068): read, save with the business checks, switch, preview. */
export function promotionsService(db: Database) {
  return {
    list: (query: Parameters<typeof listPromotions>[1]) => listPromotions(db, query),

    get: (promotionId: number) => readPromotion(db, promotionId),

    create: (actorUserId: number, request: PromotionRequest) =>
      db.transaction((tx) => savePromotion(tx, actorUserId, null, request)),

    update: (actorUserId: number, promotionId: number, request: PromotionRequest) =>
      db.transaction((tx) => savePromotion(tx, actorUserId, promotionId, request)),

    /** Switches a promotion on or off; the sync never switches an imported one back (decision 0068). */
    setActive: (actorUserId: number, promotionId: number, change: { active: boolean; version: number }) =>
      db.transaction(async (tx): Promise<SaveResult> => {
        const before = await readPromotion(tx, promotionId, true);
        if (!before) return null;
        if (change.version !== before.version) {
          return reject('CONFLICT', { message: 'Someone saved this promotion since you opened it.' });
        }
        await tx.execute(sql`update promotions set active = ${change.active}, version = version + 1,
          modified_at = now() where promotion_id = ${promotionId}`);
        const promotion = (await readPromotion(tx, promotionId)) as Promotion;
        await recordAudit(tx, {
          actorUserId,
          action: 'promotion.active.update',
          entity: 'promotion',
          entityId: promotionId,
          before: { active: before.active },
          after: { active: promotion.active },
        });
        return { reject: false, promotion };
      }),

    /**
     * The lines priced under the promotion as typed, alone, for shoppers of the customer types, at
     * its start (or now, when it has started): what the shopper would pay. Writes nothing.
     */
    async preview(request: PreviewRequest) {
      const { promotion, lines, userTypeIds, languageCode } = request;
      const products = await previewProducts(
        db,
        lines.map((line) => line.productId),
        userTypeIds,
        languageCode,
      );
      const [times] = rowsOf<{ startsAt: number; endsAt: number; now: number }>(
        await db.execute(sql`select (extract(epoch from ${fromShopMinute(promotion.startsAt)}) * 1000)::float8 as "startsAt",
          (extract(epoch from ${fromShopMinute(promotion.endsAt)}) * 1000)::float8 as "endsAt",
          (extract(epoch from now()) * 1000)::float8 as now`),
      );
      const window = times as { startsAt: number; endsAt: number; now: number };
      const reward = rewardColumns(promotion.reward);
      const rule = ruleOf({
        ...reward,
        promotionId: 0,
        names: promotion.names,
        target: promotion.target,
        kind: promotion.reward.kind,
        minQuantity: promotion.minQuantity,
        minOrderTotal: promotion.minOrderTotal,
        limitPerOrder: promotion.limitPerOrder,
        startsAt: window.startsAt,
        endsAt: window.endsAt,
        combines: promotion.combines,
        onCustomerPrice: promotion.onCustomerPrice,
        productIds: promotion.productIds,
        categoryIds: promotion.categoryIds,
        userTypeIds: promotion.userTypeIds,
      });
      const known = lines.flatMap((line, index) => {
        const product = products.get(line.productId);
        return product ? [{ line, product, lineId: index + 1 }] : [];
      });
      const priced = priceCart(
        known.map(({ line, product, lineId }) => ({
          lineId,
          productId: product.productId,
          categoryIds: product.categoryIds,
          unit: product.unit,
          quantity: toThousandths(line.quantity),
          regularPrice: Math.round(product.regularPrice * 100),
          customerPrice: product.customerPrice === null ? null : Math.round(product.customerPrice * 100),
          available: true,
        })),
        [rule],
        { now: Math.max(window.now, window.startsAt), userTypeIds },
      );
      return {
        lines: known.map(({ line, product }, index) => {
          const price = priced.lines[index];
          return {
            productId: product.productId,
            productName: product.name,
            quantity: line.quantity,
            listTotal: amountOf(price?.listTotal ?? 0),
            saving: amountOf(price?.saving ?? 0),
            total: amountOf(price?.total ?? 0),
            byThisPromotion: price?.promotion !== null,
          };
        }),
        subtotal: amountOf(priced.subtotal),
        discount: amountOf(priced.discount),
        total: amountOf(priced.total),
      };
    },
  };
}

async function previewProducts(
  db: Database,
  productIds: number[],
  userTypeIds: number[],
  language: LanguageCode,
): Promise<Map<number, PreviewProduct>> {
  const rows = rowsOf<PreviewProduct>(
    await db.execute(sql`
      select p.product_id as "productId", coalesce(t.product_name, p.product_name) as name, p.unit,
        coalesce(p.promotion_price, p.online_price)::float8 as "regularPrice", cp.price::float8 as "customerPrice",
        array(select c.category_id from product_categories c where c.product_id = p.product_id) as "categoryIds"
      from products p
      left join product_translations t on t.product_id = p.product_id and t.language_code = ${language}
      ${customerPriceJoinOf(userTypeIds)}
      where p.product_id = any(${ids(productIds)})`),
  );
  return new Map(rows.map((row) => [row.productId, row]));
}

export type PromotionsService = ReturnType<typeof promotionsService>;
