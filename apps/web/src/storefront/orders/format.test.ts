import { countText, orderStatuses, orderStatusKey } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { orderStatusTexts } from '../../components/orderStatus/texts';
import { resolveTexts } from '../../i18n/dictionary';
import { isPlacedStep, orderMoney, quantityAmount, stepsOldestFirst } from './format';
import { orderSharedTexts } from './texts';

describe('orderMoney', () => {
  it("shows the order's own currency symbol, never a fixed one", () => {
    expect(orderMoney(123.4, { currencySymbol: '₪' })).toBe('₪123.40');
    expect(orderMoney(1234.5, { currencySymbol: '$' })).toBe('$1,234.50');
    expect(orderMoney(0, { currencySymbol: '฿' })).toBe('฿0.00');
  });
});

describe('the status labels', () => {
  it('labels each status in en, he and th, each one differently', () => {
    const expected = {
      en: [
        'Pending',
        'Confirmed',
        'Being picked',
        'Packed',
        'Out for delivery',
        'Delivered',
        'Delivery failed',
        'Cancelled',
      ],
      he: ['ממתינה', 'אושרה', 'בליקוט', 'נארזה', 'יצאה למשלוח', 'נמסרה', 'המסירה נכשלה', 'בוטלה'],
      th: [
        'รอดำเนินการ',
        'ยืนยันแล้ว',
        'กำลังจัดสินค้า',
        'แพ็กสินค้าแล้ว',
        'กำลังจัดส่ง',
        'จัดส่งแล้ว',
        'จัดส่งไม่สำเร็จ',
        'ยกเลิกแล้ว',
      ],
    } as const;
    for (const language of ['en', 'he', 'th'] as const) {
      const texts = resolveTexts(orderStatusTexts, language);
      expect(orderStatuses.map((status) => texts[status])).toEqual(expected[language]);
      expect(texts[orderStatusKey('something new')]).toBe(
        { en: 'Status unknown', he: 'הסטטוס אינו ידוע', th: 'ไม่ทราบสถานะ' }[language],
      );
    }
  });
});

describe('item counts and quantities', () => {
  it('says 1 item and {count} items in the plural forms of each language', () => {
    const items = (language: 'en' | 'he' | 'th', count: number) =>
      countText(language, resolveTexts(orderSharedTexts, language).items, count);
    expect([items('en', 1), items('en', 4)]).toEqual(['1 item', '4 items']);
    expect([items('he', 1), items('he', 2), items('he', 4)]).toEqual(['פריט אחד', 'שני פריטים', '4 פריטים']);
    expect([items('th', 1), items('th', 4)]).toEqual(['1 รายการ', '4 รายการ']);
  });

  it('shows weighed quantities with up to three decimals', () => {
    expect(quantityAmount(1.25)).toBe('1.25');
    expect(quantityAmount(0.5)).toBe('0.5');
    expect(quantityAmount(0.125)).toBe('0.125');
    expect(quantityAmount(3)).toBe('3');
  });
});

describe('the steps the shopper was told', () => {
  const placed = { status: 'pending' as const, note: null, at: '2026-11-20T08:00:00.000Z' };
  const confirmed = { status: 'confirmed' as const, note: null, at: '2026-11-20T09:00:00.000Z' };
  const note = { status: null, note: 'Your bread comes fresh at noon', at: '2026-11-20T09:00:00.000Z' };
  const cancelled = { status: 'cancelled' as const, note: 'Out of stock', at: '2026-11-21T07:30:00.000Z' };

  it('are shown oldest first, keeping the server order for steps at the same moment', () => {
    expect(stepsOldestFirst([cancelled, placed, confirmed, note])).toEqual([
      placed,
      confirmed,
      note,
      cancelled,
    ]);
    expect(stepsOldestFirst([placed, note, confirmed])).toEqual([placed, note, confirmed]);
    expect(stepsOldestFirst([])).toEqual([]);
  });

  it('name the first pending step as the order being placed, and nothing else', () => {
    const steps = [placed, confirmed, note];
    expect(steps.map((step) => isPlacedStep(steps, step))).toEqual([true, false, false]);
    expect(isPlacedStep([confirmed], confirmed)).toBe(false);
  });
});
