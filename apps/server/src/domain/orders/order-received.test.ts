import { describe, expect, it } from 'vitest';
import { deliveryText } from './order-received';

describe('deliveryText', () => {
  const slot = { date: '2026-11-25', startTime: '08:00', endTime: '12:00' };

  it("names the shop day's weekday and date in the order's language, then the hours", () => {
    expect(deliveryText('en', slot)).toBe('Wednesday 25 November, 08:00–12:00');
    expect(deliveryText('he', slot)).toBe('יום רביעי, 25 בנובמבר, 08:00–12:00');
    expect(deliveryText('th', slot)).toBe('วันพุธที่ 25 พฤศจิกายน, 08:00–12:00');
  });

  it('keeps the date whatever the server time zone (a shop day, not an instant)', () => {
    expect(deliveryText('en', { ...slot, date: '2027-03-26' })).toContain('26 March');
  });
});
