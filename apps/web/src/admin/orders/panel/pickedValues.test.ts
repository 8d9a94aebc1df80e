import type { AdminOrderItem } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { formFieldOf, pickedBody, pickedFormSchema, pickedValues } from './pickedValues';

const line = (orderItemId: number, unit: 'unit' | 'kg', quantity: number, picked: number | null = null) =>
  ({
    orderItemId,
    productId: orderItemId,
    productName: `Product ${orderItemId}`,
    shortDesc: null,
    unit,
    quantity,
    unitPrice: 10,
    totalPrice: 10 * quantity,
    saving: 0,
    promotionName: null,
    dealUnitPrice: null,
    pickedQuantity: picked,
    pickedTotal: picked === null ? null : 10 * picked,
  }) satisfies AdminOrderItem;

const items = [line(1, 'kg', 0.5), line(2, 'unit', 2), line(3, 'kg', 1.2, 1.18)];

describe('picked weights', () => {
  it('asks for the weighed lines only, with what they weigh so far', () => {
    expect(pickedValues(items).lines).toEqual([
      { orderItemId: 1, ordered: 0.5, pickedQuantity: null },
      { orderItemId: 3, ordered: 1.2, pickedQuantity: 1.18 },
    ]);
  });

  it('sends the lines entered or changed, with the version loaded; nothing when nothing changed', () => {
    const values = pickedValues(items);
    expect(pickedBody(items, values, 4)).toBeNull();
    values.lines[0] = { ...values.lines[0], pickedQuantity: 0.476 } as (typeof values.lines)[number];
    expect(pickedBody(items, values, 4)).toEqual({
      version: 4,
      lines: [{ orderItemId: 1, pickedQuantity: 0.476 }],
    });
  });

  it('refuses 0, a fourth decimal and more than twice what was ordered', () => {
    const check = (pickedQuantity: number | null) =>
      pickedFormSchema.safeParse({ lines: [{ orderItemId: 1, ordered: 0.5, pickedQuantity }] }).error
        ?.issues[0]?.message ?? null;
    expect(check(null)).toBeNull();
    expect(check(1)).toBeNull();
    expect(check(0.476)).toBeNull();
    expect(check(1.001)).toBe('pickedTooMuch');
    expect(check(0.4765)).toBe('at most three decimals');
    expect(check(0)).not.toBeNull();
  });

  it("puts a refusal on the form line the server's request line names", () => {
    const values = pickedValues(items);
    const sent = { version: 4, lines: [{ orderItemId: 3, pickedQuantity: 9 }] };
    expect(formFieldOf('lines.0.pickedQuantity', sent, values)).toBe('lines.1.pickedQuantity');
    expect(formFieldOf('lines.5.pickedQuantity', sent, values)).toBeNull();
    expect(formFieldOf(undefined, sent, values)).toBeNull();
  });
});
