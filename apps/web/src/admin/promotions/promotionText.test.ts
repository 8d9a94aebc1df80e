import { describe, expect, it } from 'vitest';
import { resolveTexts } from '../../i18n/dictionary';
import { promotionTimeText, rewardText, shopMinuteInstant, shopMinuteOf } from './promotionText';
import { promotionFormSchema, promotionFormValues, refusalField, requestOf } from './promotionValues';
import { promotionsListTexts } from './texts';

const money = (amount: number) => `₪${amount.toFixed(2)}`;
const en = resolveTexts(promotionsListTexts, 'en');
const he = resolveTexts(promotionsListTexts, 'he');

describe('shop time', () => {
  it('reads a shop-time minute as its instant, summer and winter', () => {
    expect(shopMinuteInstant('2026-07-01T12:00')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(shopMinuteInstant('2026-12-01T00:30')?.toISOString()).toBe('2026-11-30T22:30:00.000Z');
    expect(shopMinuteInstant('1 December')).toBeNull();
  });

  it('takes an answer in either shop minutes or instants to the editor’s minute', () => {
    expect(shopMinuteOf('2026-12-01T00:30')).toBe('2026-12-01T00:30');
    expect(shopMinuteOf('2026-11-30T22:30:00.000Z')).toBe('2026-12-01T00:30');
  });

  it('shows it through the one date formatter', () => {
    expect(promotionTimeText('en', '2026-12-01T00:30')).toBe('01/12/2026, 00:30');
  });
});

describe('rewardText', () => {
  it('says each kind as the shop does', () => {
    expect(rewardText(en, { kind: 'bundle', quantity: 3, price: 20 }, money, 'en')).toBe('3 for ₪20.00');
    expect(rewardText(en, { kind: 'percent_off', percent: 20 }, money, 'en')).toBe('20% off');
    expect(rewardText(en, { kind: 'unit_price', price: 9.9 }, money, 'en')).toBe('₪9.90 each / a kg');
    expect(rewardText(en, { kind: 'buy_get', buy: 2, get: 1 }, money, 'en')).toBe('2 + 1');
    expect(rewardText(en, { kind: 'nth_off', nth: 2, percent: 50 }, money, 'en')).toBe('2nd at 50% off');
    expect(rewardText(en, { kind: 'nth_off', nth: 3, percent: 100 }, money, 'en')).toBe('3rd free');
    expect(rewardText(en, { kind: 'amount_off', amount: 5 }, money, 'en')).toBe('₪5.00 off');
    expect(rewardText(he, { kind: 'nth_off', nth: 2, percent: 50 }, money, 'he')).toBe(
      'הפריט ה־2 ב־50% הנחה',
    );
  });
});

describe('the form’s request', () => {
  const promotion = {
    promotionId: 4,
    source: 'shop' as const,
    sourceKey: null,
    names: { en: 'Yogurts', he: 'יוגורטים' },
    descriptions: {},
    target: 'products' as const,
    productIds: [10, 11],
    categoryIds: [],
    reward: { kind: 'bundle' as const, quantity: 3, price: 20 },
    minQuantity: null,
    minOrderTotal: null,
    limitPerOrder: null,
    startsAt: '2026-12-01T00:00',
    endsAt: '2026-12-08T00:00',
    userTypeIds: [],
    combines: false,
    onCustomerPrice: 'lower' as const,
    active: true,
    state: 'future' as const,
    version: 3,
    createdAt: '2026-11-29T10:00:00.000Z',
    modifiedAt: '2026-11-29T10:00:00.000Z',
  };

  it('sends what was loaded as it came, without empty translations', () => {
    expect(promotionFormSchema.parse(promotionFormValues(promotion))).toMatchObject({
      names: { en: 'Yogurts', he: 'יוגורטים' },
      descriptions: {},
      reward: { kind: 'bundle', quantity: 3, price: 20 },
      productIds: [10, 11],
      version: 3,
    });
  });

  it('sends only the chosen kind’s fields and the chosen target’s ids', () => {
    const values = { ...promotionFormValues(promotion), target: 'order' as const };
    values.reward = { kind: 'percent_off', percent: 10, quantity: 3, price: 20 };
    expect(requestOf(values)).toMatchObject({ productIds: [], reward: { kind: 'percent_off', percent: 10 } });
    expect(requestOf(values).reward).toEqual({ kind: 'percent_off', percent: 10 });
  });

  it('puts a refusal on the field shown for it, else above the buttons', () => {
    const values = promotionFormValues(promotion);
    expect(refusalField('PRICE_NOT_LOWER', undefined, values)).toBe('reward.price');
    expect(refusalField('UNKNOWN_PRODUCT', 'productIds', values)).toBe('productIds');
    expect(refusalField('UNKNOWN_CATEGORY', 'categoryIds', values)).toBeNull();
    expect(refusalField('CONFLICT', undefined, values)).toBeNull();
  });
});
