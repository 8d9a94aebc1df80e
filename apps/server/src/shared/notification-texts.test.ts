import { languageCodes } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { notificationTexts } from './notification-texts';

describe('notification texts', () => {
  const values = { orderNumber: '100042', itemCount: 3, total: '₪42.50' };

  it('has every text in every language, naming the order, its items and total', () => {
    const kinds = Object.keys(notificationTexts.en).sort();
    for (const language of languageCodes) {
      expect(Object.keys(notificationTexts[language]).sort(), language).toEqual(kinds);
      const { subject, body } = notificationTexts[language].orderReceived;
      expect(subject(values), language).toContain('100042');
      for (const part of ['100042', '3', '₪42.50']) expect(body(values), language).toContain(part);
    }
  });

  it('writes real Hebrew and Thai, and one item in the singular', () => {
    expect(notificationTexts.he.orderReceived.body(values)).toMatch(/[\u0590-\u05ff]/);
    expect(notificationTexts.th.orderReceived.body(values)).toMatch(/[\u0e00-\u0e7f]/);
    expect(notificationTexts.en.orderReceived.subject(values)).toBe('Order 100042 received');
    expect(notificationTexts.en.orderReceived.body({ ...values, itemCount: 1 })).toContain('of 1 item,');
    expect(notificationTexts.he.orderReceived.body({ ...values, itemCount: 1 })).toContain('פריט אחד');
  });
});
