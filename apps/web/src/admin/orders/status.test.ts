import {
  formatQuantity,
  isOrderStatus,
  orderStatuses,
  orderStatusFlow,
  toThousandths,
} from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { needsReason, nextStatusesOf, totalsText } from './status';

describe('status options', () => {
  it("offers a row the contracts' next statuses of its status, in their order", () => {
    expect(nextStatusesOf('pending')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatusesOf('packed')).toEqual(['out_for_delivery', 'picking', 'cancelled']);
    expect(nextStatusesOf('delivery_failed')).toEqual(['out_for_delivery', 'cancelled']);
    for (const status of orderStatuses) expect(nextStatusesOf(status)).toEqual(orderStatusFlow[status]);
  });

  it('offers nothing from a final status or one this client does not know', () => {
    expect(nextStatusesOf('delivered')).toEqual([]);
    expect(nextStatusesOf('cancelled')).toEqual([]);
    expect(nextStatusesOf('refunded')).toEqual([]);
    expect(isOrderStatus('refunded')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
    expect(isOrderStatus('packed')).toBe(true);
  });

  it('asks a reason for cancelling and a failed delivery only', () => {
    expect(orderStatuses.filter(needsReason)).toEqual(['delivery_failed', 'cancelled']);
    expect(needsReason(undefined)).toBe(false);
  });
});

describe('money and quantities', () => {
  it('shows the placed total, and the final one beside it once weighed', () => {
    expect(totalsText({ totalAmount: 123.4, finalTotal: null, currencySymbol: '₪' })).toBe('₪123.40');
    expect(totalsText({ totalAmount: 123.4, finalTotal: 121.87, currencySymbol: '₪' })).toBe(
      '₪123.40 → ₪121.87',
    );
    expect(totalsText({ totalAmount: 1234.5, finalTotal: 1234.5, currencySymbol: '$' })).toBe(
      '$1,234.50 → $1,234.50',
    );
  });

  it('shows quantities to the gram, without trailing zeros or grouping', () => {
    expect(formatQuantity(toThousandths(0.5))).toBe('0.5');
    expect(formatQuantity(toThousandths(1.25))).toBe('1.25');
    expect(formatQuantity(toThousandths(0.476))).toBe('0.476');
    expect(formatQuantity(toThousandths(3))).toBe('3');
    expect(formatQuantity(toThousandths(1200))).toBe('1200');
  });
});
