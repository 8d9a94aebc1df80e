import { describe, expect, it } from 'vitest';
import { earlierDay, laterDay, parseDay } from './dateText';

describe('form days', () => {
  it('reads only whole, real YYYY-MM-DD days', () => {
    expect(parseDay(' 2025-06-15 ')).toBe('2025-06-15');
    expect(parseDay('2025-6-15')).toBeNull();
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('15/06/2025')).toBeNull();
  });

  it('takes the later or earlier of two bounds, either missing', () => {
    expect(laterDay('2025-01-02', '2025-01-10')).toBe('2025-01-10');
    expect(laterDay(undefined, '2025-01-10')).toBe('2025-01-10');
    expect(earlierDay('2025-01-02', null)).toBe('2025-01-02');
    expect(earlierDay(undefined, null)).toBeUndefined();
  });
});
