import { formatPrice, type LanguageCode, type ProductDeal } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { resolveTexts } from '../../../i18n/dictionary';
import { dealText } from './dealText';
import { dealTexts } from './dealTexts';

const money = (amount: number) => formatPrice(amount, '₪');
const deal = (reward: ProductDeal['reward'], forCustomerTypes = false): ProductDeal => ({
  promotionId: 7,
  reward,
  endsAt: '2026-11-30T23:59',
  forCustomerTypes,
  minQuantity: null,
});
const text = (language: LanguageCode, shown: ProductDeal, unit: 'unit' | 'kg' = 'unit') =>
  dealText(shown, unit, language, resolveTexts(dealTexts, language), money);

describe('a deal badge’s text', () => {
  it('says each kind of reward in English, with the last day', () => {
    expect(text('en', deal({ kind: 'bundle', quantity: 3, price: 20 }))).toBe('3 for ₪20.00 · until 30/11');
    expect(text('en', deal({ kind: 'buy_get', buy: 2, get: 1 }))).toBe('2 + 1 · until 30/11');
    expect(text('en', deal({ kind: 'nth_off', nth: 2, percent: 50 }))).toBe('2nd at 50% off · until 30/11');
    expect(text('en', deal({ kind: 'nth_off', nth: 3, percent: 100 }))).toBe('3rd free · until 30/11');
    expect(text('en', deal({ kind: 'percent_off', percent: 20 }))).toBe('20% off · until 30/11');
    expect(text('en', deal({ kind: 'amount_off', amount: 5 }))).toBe('₪5.00 off · until 30/11');
    expect(text('en', deal({ kind: 'unit_price', price: 9.9 }))).toBe('₪9.90 · until 30/11');
    expect(text('en', deal({ kind: 'unit_price', price: 39.9 }), 'kg')).toBe('₪39.90 a kg · until 30/11');
  });

  it('marks a club deal', () => {
    expect(text('en', deal({ kind: 'percent_off', percent: 12.5 }, true))).toBe(
      '12.5% off · until 30/11 · Club',
    );
  });

  it('reads in Hebrew, day and month with a dot', () => {
    expect(text('he', deal({ kind: 'bundle', quantity: 3, price: 20 }))).toBe('3 ב-₪20.00 · עד 30.11');
    expect(text('he', deal({ kind: 'nth_off', nth: 2, percent: 50 }, true))).toBe(
      'ה-2 ב-50% הנחה · עד 30.11 · מועדון',
    );
    expect(text('he', deal({ kind: 'unit_price', price: 39.9 }), 'kg')).toBe('₪39.90 לק״ג · עד 30.11');
  });

  it('reads in Thai', () => {
    expect(text('th', deal({ kind: 'buy_get', buy: 2, get: 1 }))).toBe('ซื้อ 2 แถม 1 · ถึง 30/11');
    expect(text('th', deal({ kind: 'amount_off', amount: 5 }, true))).toBe('ลด ₪5.00 · ถึง 30/11 · สมาชิก');
  });
});
