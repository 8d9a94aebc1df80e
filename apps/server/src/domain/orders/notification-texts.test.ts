import { languageCodes, orderStatusFlow } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { notificationTexts, type ReachedStatus } from './notification-texts';

describe('notification texts', () => {
  const values = {
    orderNumber: '100042',
    itemCount: 3,
    total: '₪42.50',
    delivery: '25 Nov, 08:00–12:00',
    zone: 'מרכז תל אביב',
  };

  it('has every text in every language, naming the order, its items, total, delivery slot and zone', () => {
    const kinds = Object.keys(notificationTexts.en).sort();
    for (const language of languageCodes) {
      expect(Object.keys(notificationTexts[language]).sort(), language).toEqual(kinds);
      const { subject, body } = notificationTexts[language].orderReceived;
      expect(subject(values), language).toContain('100042');
      for (const part of ['100042', '3', '₪42.50', '08:00–12:00', 'מרכז תל אביב'])
        expect(body(values), language).toContain(part);
    }
  });

  it('writes real Hebrew and Thai, and one item in the singular', () => {
    expect(notificationTexts.he.orderReceived.body(values)).toMatch(/[\u0590-\u05ff]/);
    expect(notificationTexts.th.orderReceived.body(values)).toMatch(/[\u0e00-\u0e7f]/);
    expect(notificationTexts.en.orderReceived.subject(values)).toBe('Order 100042 received');
    expect(notificationTexts.en.orderReceived.body({ ...values, itemCount: 1 })).toContain('of 1 item,');
    expect(notificationTexts.he.orderReceived.body({ ...values, itemCount: 1 })).toContain('פריט אחד');
  });

  /** Every status an order can be moved to. */
  const reached = [...new Set(Object.values(orderStatusFlow).flat())] as ReachedStatus[];

  it('has a message for every status an order can move to, in every language, each its own', () => {
    expect(reached.sort()).toEqual(
      [
        'cancelled',
        'confirmed',
        'delivered',
        'delivery_failed',
        'out_for_delivery',
        'packed',
        'picking',
      ].sort(),
    );
    for (const language of languageCodes) {
      const { subject, body } = notificationTexts[language].orderStatus;
      const texts = reached.map((status) => {
        const values = { orderNumber: '100042', status, comment: null, totals: null };
        expect(subject(values), `${language} ${status}`).toContain('100042');
        expect(body(values), `${language} ${status}`).toContain('100042');
        return `${subject(values)}|${body(values)}`;
      });
      expect(new Set(texts).size, language).toBe(reached.length);
    }
  });

  it('adds the reason, the shop’s comment and changed totals; tells notes; greets by name', () => {
    for (const language of languageCodes) {
      const texts = notificationTexts[language];
      const cancelled = texts.orderStatus.body({
        orderNumber: '100042',
        status: 'cancelled',
        comment: 'R-1',
        totals: null,
      });
      const packed = texts.orderStatus.body({
        orderNumber: '100042',
        status: 'packed',
        comment: 'C-2',
        totals: { placed: '₪42.50', final: '₪44.10' },
      });
      for (const part of ['R-1']) expect(cancelled, language).toContain(part);
      for (const part of ['C-2', '₪42.50', '₪44.10']) expect(packed, language).toContain(part);
      const note = { orderNumber: '100042', note: 'N-3' };
      expect(texts.orderNote.subject(note), language).toContain('100042');
      expect(texts.orderNote.body(note), language).toContain('N-3');
      expect(texts.orderMail.greeting({ name: 'Noa' }), language).toContain('Noa');
      expect(texts.orderMail.viewOrder, language).not.toBe('');
    }
    const packed = { orderNumber: '7', status: 'packed' as const, comment: null, totals: null };
    expect(notificationTexts.he.orderStatus.body(packed)).toMatch(/^[\u0590-\u05ff ]+7[\u0590-\u05ff .]+$/);
    expect(notificationTexts.th.orderStatus.body(packed)).toMatch(/^[\u0e00-\u0e7f ]+7[\u0e00-\u0e7f ]+$/);
    expect(
      notificationTexts.en.orderStatus.body({ ...packed, status: 'cancelled', comment: 'Out of stock' }),
    ).toBe('Your order 7 was cancelled. Reason: Out of stock');
  });
});
