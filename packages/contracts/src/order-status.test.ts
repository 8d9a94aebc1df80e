import { describe, expect, it } from 'vitest';
import { isOrderStatus, orderStatuses, orderStatusKey } from './order-status';

describe('order statuses a client knows', () => {
  it('keeps every known status and calls anything else, or none, unknown', () => {
    for (const status of orderStatuses) {
      expect(isOrderStatus(status)).toBe(true);
      expect(orderStatusKey(status)).toBe(status);
    }
    expect(isOrderStatus('refunded')).toBe(false);
    expect(orderStatusKey('refunded')).toBe('unknown');
    expect(orderStatusKey(null)).toBe('unknown');
    expect(orderStatusKey(undefined)).toBe('unknown');
  });
});
