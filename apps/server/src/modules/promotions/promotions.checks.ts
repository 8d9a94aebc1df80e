import { multiUnitKinds, type PromotionRequest, type PromotionSaveReason } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import { fromShopMinute } from '../../domain/promotions/promotions.sql';
import { type Rejection, reject } from '../../http/answers';

export type CheckRejection = Rejection<PromotionSaveReason, { field: string; message: string }>;

interface ProductFacts {
  productId: number;
  name: string;
  unit: 'unit' | 'kg';
  price: number;
  minimum: number;
  step: number;
}

const missing = (asked: readonly number[], found: readonly number[]) =>
  asked.filter((id) => !found.includes(id));

async function existing(db: Executor, table: 'categories' | 'user_types', column: string, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select ${sql.raw(column)} as id from ${sql.raw(table)} where ${sql.raw(column)} = any(${`{${ids.join(',')}}`}::int[])`,
    ),
  );
  return rows.map((row) => row.id);
}

async function productFacts(db: Executor, ids: number[]): Promise<ProductFacts[]> {
  if (ids.length === 0) return [];
  return rowsOf<ProductFacts>(
    await db.execute(sql`select product_id as "productId", product_name as name, unit,
        coalesce(promotion_price, online_price)::float8 as price,
        minimum_quantity::float8 as minimum, quantity_step::float8 as step
      from products where product_id = any(${`{${ids.join(',')}}`}::int[]) for key share`),
  );
}

const names = (products: ProductFacts[]) =>
  products
    .slice(0, 3)
    .map((product) => product.name)
    .join(', ') + (products.length > 3 ? ` and ${products.length - 3} more` : '');

/** The count a multi-unit reward groups, or null for the other kinds. */
function groupSize(request: PromotionRequest): number | null {
  const { reward } = request;
  if (reward.kind === 'bundle') return reward.quantity;
  if (reward.kind === 'buy_get') return reward.buy + reward.get;
  if (reward.kind === 'nth_off') return reward.nth;
  return null;
}

/** A deal that would cost as much as the price or more, or make it 0 or less. */
function notLower(request: PromotionRequest, product: ProductFacts): boolean {
  const { reward } = request;
  if (reward.kind === 'unit_price') return reward.price >= product.price;
  if (reward.kind === 'amount_off') return reward.amount >= product.price;
  if (reward.kind === 'bundle') return reward.price >= reward.quantity * product.price;
  return false;
}

/** What the products of a promotion must allow: sold by the unit for multi-unit deals, on their quantity rule, a lower price. */
function productRejection(request: PromotionRequest, products: ProductFacts[]): CheckRejection | null {
  const size = groupSize(request);
  if (multiUnitKinds.includes(request.reward.kind)) {
    const weighed = products.filter((product) => product.unit === 'kg');
    if (weighed.length > 0) {
      return reject('WEIGHED_MULTI_UNIT', {
        field: 'reward',
        message: `Goods sold by weight take no multi-buy: ${names(weighed)}.`,
      });
    }
  }
  const offRule = products.filter((product) => {
    const counts = [size, request.minQuantity].filter((count): count is number => count !== null);
    return counts.some(
      (count) =>
        count < product.minimum || Math.abs(count / product.step - Math.round(count / product.step)) > 1e-9,
    );
  });
  if (offRule.length > 0) {
    return reject('QUANTITY_RULE', {
      field: size !== null ? 'reward' : 'minQuantity',
      message: `The quantity is below the minimum or off the step of ${names(offRule)}.`,
    });
  }
  const dear = products.filter((product) => notLower(request, product));
  if (dear.length > 0) {
    return reject('PRICE_NOT_LOWER', {
      field: 'reward',
      message: `The deal would not lower the price (or would make it 0) of ${names(dear)}.`,
    });
  }
  return null;
}

/**
 * Another live promotion on one of the same products, for a same shopper, at an overlapping time,
 * where neither combines: the shop decides which one runs (decision 0068).
 */
async function overlapRejection(
  db: Executor,
  request: PromotionRequest,
  promotionId: number | null,
): Promise<CheckRejection | null> {
  if (request.target !== 'products' || request.combines || !request.active) return null;
  const [other] = rowsOf<{ name: string; product: string }>(
    await db.execute(sql`
      select coalesce(nullif(pr.names->>'en', ''), pr.names->>'he') as name, p.product_name as product
      from promotions pr
      join promotion_products pp on pp.promotion_id = pr.promotion_id
      join products p on p.product_id = pp.product_id
      where pr.active and pr.withdrawn_at is null and not pr.combines and pr.target = 'products'
        and pr.promotion_id is distinct from ${promotionId}::int
        and pp.product_id = any(${`{${request.productIds.join(',')}}`}::int[])
        and pr.starts_at < ${fromShopMinute(request.endsAt)} and pr.ends_at > ${fromShopMinute(request.startsAt)}
        and (${request.userTypeIds.length === 0}
          or not exists (select 1 from promotion_user_types pu where pu.promotion_id = pr.promotion_id)
          or exists (select 1 from promotion_user_types pu where pu.promotion_id = pr.promotion_id
            and pu.user_type_id = any(${`{${request.userTypeIds.join(',')}}`}::int[])))
      order by pr.promotion_id limit 1`),
  );
  if (!other) return null;
  return reject('OVERLAPS', {
    field: 'productIds',
    message: `"${other.name}" already runs on ${other.product} at that time. Switch one off, change the dates, or let them combine.`,
  });
}

/** The business checks of a promotion as saved; the first refusal, or null. */
export async function checkPromotion(
  db: Executor,
  request: PromotionRequest,
  promotionId: number | null,
): Promise<CheckRejection | null> {
  const productIds = request.target === 'products' ? request.productIds : [];
  const products = await productFacts(db, productIds);
  const lost = missing(
    productIds,
    products.map((product) => product.productId),
  );
  if (lost.length > 0) {
    return reject('UNKNOWN_PRODUCT', {
      field: 'productIds',
      message: `No such products: ${lost.join(', ')}.`,
    });
  }
  const categoryIds = request.target === 'categories' ? request.categoryIds : [];
  const lostCategories = missing(categoryIds, await existing(db, 'categories', 'category_id', categoryIds));
  if (lostCategories.length > 0) {
    return reject('UNKNOWN_CATEGORY', {
      field: 'categoryIds',
      message: `No such categories: ${lostCategories.join(', ')}.`,
    });
  }
  const lostTypes = missing(
    request.userTypeIds,
    await existing(db, 'user_types', 'user_type_id', request.userTypeIds),
  );
  if (lostTypes.length > 0) {
    return reject('UNKNOWN_USER_TYPE', {
      field: 'userTypeIds',
      message: `No such customer types: ${lostTypes.join(', ')}.`,
    });
  }
  return productRejection(request, products) ?? (await overlapRejection(db, request, promotionId));
}
