import { describe, expect, it } from 'vitest';
import { type PricingLine, type PromotionRule, priceCart } from './pricing';

const now = Date.parse('2026-11-29T12:00:00Z');
const day = 86_400_000;

const rule = (over: Partial<PromotionRule> & Pick<PromotionRule, 'reward'>): PromotionRule => ({
  promotionId: 1,
  names: { en: 'Deal' },
  target: 'products',
  productIds: [10, 11, 12],
  categoryIds: [],
  minQuantity: null,
  minOrderTotal: null,
  limitPerOrder: null,
  startsAt: now - day,
  endsAt: now + day,
  userTypeIds: [],
  combines: false,
  onCustomerPrice: 'lower',
  ...over,
});

let nextId = 1;
const line = (
  productId: number,
  quantity: number,
  regularPrice: number,
  over: Partial<PricingLine> = {},
): PricingLine => ({
  lineId: nextId++,
  productId,
  categoryIds: [],
  unit: 'unit',
  quantity,
  regularPrice,
  customerPrice: null,
  available: true,
  ...over,
});

const shopper = { now, userTypeIds: [] as number[] };
const totals = (cart: ReturnType<typeof priceCart>) =>
  cart.lines.map((priced) => [priced.total, priced.saving]);

describe('priceCart', () => {
  it('without deals prices each line once: 1.234 kg at 39.90 is 49.24', () => {
    const cart = priceCart([line(10, 1234, 3990, { unit: 'kg' }), line(11, 2000, 790)], [], shopper);
    expect(totals(cart)).toEqual([
      [4924, 0],
      [1580, 0],
    ]);
    expect(cart).toMatchObject({ subtotal: 6504, discount: 0, total: 6504 });
  });

  it('"3 for ₪20": three yogurts pay 20.00, a fourth its price', () => {
    const bundle = rule({ reward: { kind: 'bundle', quantity: 3, price: 2000 } });
    expect(totals(priceCart([line(10, 3000, 790)], [bundle], shopper))).toEqual([[2000, 370]]);
    const four = priceCart([line(10, 4000, 790)], [bundle], shopper);
    expect(totals(four)).toEqual([[2790, 370]]);
    expect(four.lines[0]?.promotion?.promotionId).toBe(1);
  });

  it('mixes flavours in a bundle and shares its price by price, the lines summing to it exactly', () => {
    const bundle = rule({ reward: { kind: 'bundle', quantity: 3, price: 2000 } });
    const cart = priceCart([line(10, 2000, 790), line(11, 1000, 690)], [bundle], shopper);
    // 790, 790, 690 of 2270: 696.03 → 696 + 1 remainder, 696, 607.9 → 607.
    expect(totals(cart)).toEqual([
      [1393, 187],
      [607, 83],
    ]);
    expect(cart.total).toBe(2000);
  });

  it('"2 + 1" frees the cheapest of three; "the second at 50 %" halves the second', () => {
    const buyGet = rule({ reward: { kind: 'buy_get', buy: 2, get: 1 } });
    const cart = priceCart(
      [line(10, 1000, 500), line(11, 1000, 300), line(12, 1000, 400)],
      [buyGet],
      shopper,
    );
    expect(totals(cart)).toEqual([
      [500, 0],
      [0, 300],
      [400, 0],
    ]);
    const nth = rule({ reward: { kind: 'nth_off', nth: 2, basisPoints: 5000 } });
    expect(totals(priceCart([line(10, 2000, 1090)], [nth], shopper))).toEqual([[1635, 545]]);
  });

  it('prices weighed goods per kg and keeps the deal price for the picked weight', () => {
    const perKg = rule({ reward: { kind: 'unit_price', price: 3990 } });
    const cart = priceCart([line(10, 1500, 4990, { unit: 'kg' })], [perKg], shopper);
    expect(totals(cart)).toEqual([[5985, 1500]]);
    expect(cart.lines[0]?.dealUnitPrice).toBe(3990);
    const bundle = rule({ reward: { kind: 'bundle', quantity: 2, price: 5000 } });
    expect(totals(priceCart([line(10, 2000, 4990, { unit: 'kg' })], [bundle], shopper))).toEqual([[9980, 0]]);
  });

  it('rewards at most the limit per order, the rest at the price', () => {
    const limited = rule({ reward: { kind: 'percent_off', basisPoints: 2000 }, limitPerOrder: 2000 });
    const cart = priceCart([line(10, 5000, 1000)], [limited], shopper);
    expect(totals(cart)).toEqual([[4600, 400]]);
    expect(cart.lines[0]?.dealUnitPrice).toBeNull();
  });

  it('gives a club deal only to its customer types', () => {
    const club = rule({ reward: { kind: 'unit_price', price: 500 }, userTypeIds: [7] });
    expect(priceCart([line(10, 1000, 790)], [club], shopper).total).toBe(790);
    expect(priceCart([line(10, 1000, 790)], [club], { now, userTypeIds: [3, 7] }).total).toBe(500);
  });

  it('over a customer-type price: the lower wins, or the deal goes on top when it says so', () => {
    const lower = rule({ reward: { kind: 'percent_off', basisPoints: 2000 } });
    const business = line(10, 1000, 790, { customerPrice: 600 });
    // 20 % off 7.90 is 6.32, above the 6.00 customer price: the customer price stays.
    expect(totals(priceCart([business], [lower], shopper))).toEqual([[600, 0]]);
    const onTop = { ...lower, onCustomerPrice: 'on_top' as const };
    expect(totals(priceCart([business], [onTop], shopper))).toEqual([[480, 120]]);
    // Deeper than the customer price: the deal wins and the saving counts from the customer price.
    const deep = rule({ reward: { kind: 'unit_price', price: 500 } });
    expect(totals(priceCart([business], [deep], shopper))).toEqual([[500, 100]]);
  });

  it('gives a line the deal that saves most, once', () => {
    const tenOff = rule({ promotionId: 1, reward: { kind: 'percent_off', basisPoints: 1000 } });
    const fiveShekels = rule({ promotionId: 2, reward: { kind: 'unit_price', price: 500 } });
    const cart = priceCart([line(10, 2000, 790)], [tenOff, fiveShekels], shopper);
    expect(totals(cart)).toEqual([[1000, 580]]);
    expect(cart.lines[0]?.promotion?.promotionId).toBe(2);
  });

  it('applies nothing before the start or after the end, and tells of a deal that ended', () => {
    const future = rule({ reward: { kind: 'unit_price', price: 500 }, startsAt: now + 1 });
    const over = rule({ promotionId: 9, reward: { kind: 'unit_price', price: 500 }, endsAt: now });
    const cart = priceCart([line(10, 1000, 790)], [future, over], shopper);
    expect(totals(cart)).toEqual([[790, 0]]);
    expect(cart.lines[0]?.ended).toMatchObject({ promotionId: 9, endsAt: now });
  });

  it('needs the minimum quantity and order total', () => {
    const minQty = rule({ reward: { kind: 'percent_off', basisPoints: 1000 }, minQuantity: 3000 });
    expect(priceCart([line(10, 2000, 1000)], [minQty], shopper).discount).toBe(0);
    expect(priceCart([line(10, 1000, 1000), line(11, 2000, 1000)], [minQty], shopper).discount).toBe(300);
    const minTotal = rule({ reward: { kind: 'percent_off', basisPoints: 1000 }, minOrderTotal: 5000 });
    expect(priceCart([line(10, 4000, 1000)], [minTotal], shopper).discount).toBe(0);
    expect(priceCart([line(10, 5000, 1000)], [minTotal], shopper).discount).toBe(500);
  });

  it('takes an order deal off lines whose deal combines, not off a deal that does not', () => {
    const order = rule({
      promotionId: 5,
      target: 'order',
      reward: { kind: 'percent_off', basisPoints: 1000 },
      combines: true,
    });
    const onYogurt = rule({ promotionId: 6, productIds: [10], reward: { kind: 'unit_price', price: 500 } });
    const cart = priceCart([line(10, 1000, 790), line(11, 1000, 2000)], [order, onYogurt], shopper);
    // The yogurt's deal does not combine: 10 % comes off the 20.00 line only.
    expect(cart).toMatchObject({ subtotal: 2790, discount: 290 + 200, total: 2300 });
    expect(cart.orderPromotion).toMatchObject({ promotionId: 5, saving: 200 });
    const both = priceCart(
      [line(10, 1000, 790), line(11, 1000, 2000)],
      [order, { ...onYogurt, combines: true }],
      shopper,
    );
    expect(both.orderPromotion?.saving).toBe(250);
  });

  it('counts no unavailable line', () => {
    const cart = priceCart([line(10, 1000, 790, { available: false }), line(11, 1000, 100)], [], shopper);
    expect(cart).toMatchObject({ subtotal: 100, total: 100 });
  });
});
