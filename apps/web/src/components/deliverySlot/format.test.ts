import { describe, expect, it } from 'vitest';
import { formatSlotIn, formatSlotTimes } from './format';

const slot = { date: '2025-11-25', startTime: '08:00', endTime: '12:00' };

describe('formatSlotIn', () => {
  it('writes the day in the page language and the times start–end', () => {
    expect(formatSlotIn('en', slot)).toBe('Tue 25 Nov, 08:00–12:00');
    expect(formatSlotIn('he', slot)).toBe('יום ג׳, 25 בנוב׳, 08:00–12:00');
    expect(formatSlotIn('th', slot)).toBe('อังคาร 25 พ.ย., 08:00–12:00');
  });

  it('writes the long day when asked', () => {
    expect(formatSlotIn('en', slot, 'long')).toBe('Tuesday 25 November, 08:00–12:00');
  });

  it('keeps the shop date of a slot starting at midnight', () => {
    expect(formatSlotIn('en', { date: '2026-03-27', startTime: '00:00', endTime: '02:00' })).toBe(
      'Fri 27 Mar, 00:00–02:00',
    );
  });
});

describe('formatSlotTimes', () => {
  it('drops the seconds the server may send', () => {
    expect(formatSlotTimes({ startTime: '08:00:00', endTime: '12:30:00' })).toBe('08:00–12:30');
  });
});
