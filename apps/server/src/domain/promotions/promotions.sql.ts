import {
  type PromotionReward,
  type PromotionRule,
  type PromotionState,
  type Reward,
  shopTimeZone,
} from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';

/** A timestamptz as a shop-time minute, the form the back office reads and writes. */
export const shopMinute = (column: SQL) =>
  sql`to_char(${column} at time zone ${shopTimeZone}, 'YYYY-MM-DD"T"HH24:MI')`;
/** A shop-time minute (a value, or a column of them) as a timestamptz. */
export const fromShopMinute = (local: string | SQL) =>
  sql`(${local}::timestamp at time zone ${shopTimeZone})`;

/** Of promotion `pr`: the reward in the API's form (money and percent as decimals). */
export const rewardJson = sql`case pr.reward_kind
  when 'unit_price' then json_build_object('kind', 'unit_price', 'price', pr.price::float8)
  when 'amount_off' then json_build_object('kind', 'amount_off', 'amount', pr.amount::float8)
  when 'percent_off' then json_build_object('kind', 'percent_off', 'percent', pr.percent::float8)
  when 'bundle' then json_build_object('kind', 'bundle', 'quantity', pr.quantity, 'price', pr.price::float8)
  when 'buy_get' then json_build_object('kind', 'buy_get', 'buy', pr.buy, 'get', pr.get)
  else json_build_object('kind', 'nth_off', 'nth', pr.nth, 'percent', pr.percent::float8) end`;

/** Of promotion `pr`: live now, not yet, over, or switched off (or gone from the price file). */
export const stateSql = sql<PromotionState>`case
  when not pr.active or pr.withdrawn_at is not null then 'off'
  when now() < pr.starts_at then 'future'
  when now() >= pr.ends_at then 'past'
  else 'current' end`;

/** A promotion that may price a cart: on, still in the file, not over long ago (the cart tells of one just ended). */
export const applicable = sql`pr.active and pr.withdrawn_at is null and pr.starts_at <= now()
  and pr.ends_at > now() - interval '1 day'`;

interface RuleRow {
  promotionId: number;
  names: Record<string, string>;
  target: PromotionRule['target'];
  kind: Reward['kind'];
  price: number | null;
  amount: number | null;
  percent: number | null;
  quantity: number | null;
  buy: number | null;
  get: number | null;
  nth: number | null;
  minQuantity: number | null;
  minOrderTotal: number | null;
  limitPerOrder: number | null;
  startsAt: number;
  endsAt: number;
  combines: boolean;
  onCustomerPrice: PromotionRule['onCustomerPrice'];
  productIds: number[];
  categoryIds: number[];
  userTypeIds: number[];
}

const cents = (value: number | null) => Math.round((value ?? 0) * 100);
const thousandths = (value: number | null) => (value === null ? null : Math.round(value * 1000));

function rewardOf(row: RuleRow): Reward {
  switch (row.kind) {
    case 'unit_price':
      return { kind: 'unit_price', price: cents(row.price) };
    case 'amount_off':
      return { kind: 'amount_off', amount: cents(row.amount) };
    case 'percent_off':
      return { kind: 'percent_off', basisPoints: cents(row.percent) };
    case 'bundle':
      return { kind: 'bundle', quantity: row.quantity ?? 0, price: cents(row.price) };
    case 'buy_get':
      return { kind: 'buy_get', buy: row.buy ?? 0, get: row.get ?? 0 };
    default:
      return { kind: 'nth_off', nth: row.nth ?? 0, basisPoints: cents(row.percent) };
  }
}

export function ruleOf(row: RuleRow): PromotionRule {
  return {
    promotionId: row.promotionId,
    names: row.names,
    target: row.target,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    reward: rewardOf(row),
    minQuantity: thousandths(row.minQuantity),
    minOrderTotal: row.minOrderTotal === null ? null : cents(row.minOrderTotal),
    limitPerOrder: thousandths(row.limitPerOrder),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    userTypeIds: row.userTypeIds,
    combines: row.combines,
    onCustomerPrice: row.onCustomerPrice,
  };
}

/** Of promotion `pr`: its columns as a RuleRow (ids of its products only among `productIds`). */
export const ruleColumns = (productIds: SQL) => sql`
  pr.promotion_id as "promotionId", pr.names, pr.target, pr.reward_kind as kind,
  pr.price::float8 as price, pr.amount::float8 as amount, pr.percent::float8 as percent,
  pr.quantity, pr.buy, pr.get, pr.nth,
  pr.min_quantity::float8 as "minQuantity", pr.min_order_total::float8 as "minOrderTotal",
  pr.limit_per_order::float8 as "limitPerOrder",
  (extract(epoch from pr.starts_at) * 1000)::float8 as "startsAt",
  (extract(epoch from pr.ends_at) * 1000)::float8 as "endsAt",
  pr.combines, pr.on_customer_price as "onCustomerPrice",
  array(select pp.product_id from promotion_products pp
    where pp.promotion_id = pr.promotion_id and pp.product_id = any(${productIds})) as "productIds",
  array(select pc.category_id from promotion_categories pc where pc.promotion_id = pr.promotion_id) as "categoryIds",
  array(select pu.user_type_id from promotion_user_types pu where pu.promotion_id = pr.promotion_id) as "userTypeIds"`;

/**
 * The promotions that may price a cart of these products: those on any of them, on any of their
 * categories, and the order-wide ones. The pricing then checks time, customer types and conditions.
 */
export async function rulesForProducts(
  db: Executor,
  productIds: readonly number[],
): Promise<PromotionRule[]> {
  if (productIds.length === 0) return [];
  const ids = sql`${`{${productIds.join(',')}}`}::int[]`;
  const rows = rowsOf<RuleRow>(
    await db.execute(sql`
      select ${ruleColumns(ids)}
      from promotions pr
      where ${applicable} and (
        pr.target = 'order'
        or pr.promotion_id in (select pp.promotion_id from promotion_products pp where pp.product_id = any(${ids}))
        or pr.promotion_id in (select pc.promotion_id from promotion_categories pc
          join product_categories c on c.category_id = pc.category_id where c.product_id = any(${ids})))`),
  );
  return rows.map(ruleOf);
}

/** The reward's own columns; the other kinds' stay null. */
export function rewardColumns(reward: PromotionReward) {
  const none = { price: null, amount: null, percent: null, quantity: null, buy: null, get: null, nth: null };
  switch (reward.kind) {
    case 'unit_price':
      return { ...none, price: reward.price };
    case 'amount_off':
      return { ...none, amount: reward.amount };
    case 'percent_off':
      return { ...none, percent: reward.percent };
    case 'bundle':
      return { ...none, quantity: reward.quantity, price: reward.price };
    case 'buy_get':
      return { ...none, buy: reward.buy, get: reward.get };
    default:
      return { ...none, nth: reward.nth, percent: reward.percent };
  }
}

/** A reward in agorot and basis points (a file's, the pricing's) as the API writes it, in decimals. */
export function rewardInDecimals(reward: Reward): PromotionReward {
  const money = (agorot: number) => agorot / 100;
  switch (reward.kind) {
    case 'unit_price':
      return { kind: 'unit_price', price: money(reward.price) };
    case 'amount_off':
      return { kind: 'amount_off', amount: money(reward.amount) };
    case 'percent_off':
      return { kind: 'percent_off', percent: reward.basisPoints / 100 };
    case 'bundle':
      return { kind: 'bundle', quantity: reward.quantity, price: money(reward.price) };
    case 'buy_get':
      return reward;
    default:
      return { kind: 'nth_off', nth: reward.nth, percent: reward.basisPoints / 100 };
  }
}
