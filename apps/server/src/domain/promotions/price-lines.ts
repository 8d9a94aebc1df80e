import { type LanguageCode, type PricedCart, priceCart, toThousandths } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/user-lock';
import { rulesForProducts } from './promotions.sql';

/** What pricing needs of a cart line, as SQL answers it in JSON (money and quantities as decimals). */
export interface LinePricing {
  lineId: number;
  productId: number;
  categoryIds: number[] | null;
  unit: 'unit' | 'kg';
  quantity: number;
  regularPrice: number;
  customerPrice: number | null;
  available: boolean;
}

/** Of cart line `ci` with product `p` and customer price `cp`: its LinePricing as JSON. */
export const linePricingJson = (available: SQL) => sql`json_build_object(
  'lineId', ci.cart_item_id, 'productId', p.product_id, 'unit', p.unit, 'quantity', ci.quantity,
  'categoryIds', array(select c.category_id from product_categories c where c.product_id = p.product_id),
  'regularPrice', coalesce(p.promotion_price, p.online_price), 'customerPrice', cp.price,
  'available', ${available})`;

const cents = (amount: number) => Math.round(amount * 100);

/** Prices the lines now with the promotions that may touch them (decision 0068). */
export async function priceLines(
  db: Executor,
  lines: readonly LinePricing[],
  userTypeIds: readonly number[],
  now = Date.now(),
): Promise<PricedCart> {
  const rules = await rulesForProducts(db, [...new Set(lines.map((line) => line.productId))]);
  return priceCart(
    lines.map((line) => ({
      lineId: line.lineId,
      productId: line.productId,
      categoryIds: line.categoryIds ?? [],
      unit: line.unit,
      quantity: toThousandths(line.quantity),
      regularPrice: cents(line.regularPrice),
      customerPrice: line.customerPrice === null ? null : cents(line.customerPrice),
      available: line.available,
    })),
    rules,
    { now, userTypeIds },
  );
}

/** A promotion's name in the language: the translation, else Hebrew (the price files' tongue), else English. */
export const nameIn = (names: Record<string, string>, language: LanguageCode): string =>
  names[language] || names.he || names.en || '';

/** Agorot as the API's decimal amount. */
export const amountOf = (agorot: number) => agorot / 100;
