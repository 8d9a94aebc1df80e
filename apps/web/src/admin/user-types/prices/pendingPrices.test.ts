import type { UserTypePriceRow } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, type PriceEdit, pendingChanges, pricesRequest, rejectedField } from './pendingPrices';

const milk: UserTypePriceRow = {
  productId: 10,
  productName: 'Milk',
  externalId: null,
  onlinePrice: 7.9,
  unit: 'unit',
  price: 6.5,
  minimumQuantity: 1,
  quantityStep: 1,
};
const cheese: UserTypePriceRow = { ...milk, productId: 11, productName: 'Cheese', unit: 'kg', price: null };

const edit = (row: UserTypePriceRow, typed: Partial<ReturnType<typeof draftOf>>): [number, PriceEdit] => [
  row.productId,
  { row, draft: { ...draftOf(row), ...typed } },
];

describe('draftOf', () => {
  it('shows no price as an empty field and numbers as typed', () => {
    expect(draftOf(cheese)).toEqual({ price: '', minimumQuantity: '1', quantityStep: '1' });
    expect(draftOf(milk).price).toBe('6.5');
  });
});

describe('pendingChanges', () => {
  it('is empty when every edit is back at the loaded values (6.50 reads as 6.5)', () => {
    expect(pendingChanges(new Map([edit(milk, { price: '6.50' }), edit(cheese, { price: ' ' })]))).toEqual(
      [],
    );
  });

  it('lists old and new values of each changed row; an emptied price disables it (null)', () => {
    const changes = pendingChanges(
      new Map([edit(milk, { price: '' }), edit(cheese, { price: '45', quantityStep: '0.25' })]),
    );
    expect(changes).toEqual([
      {
        productId: 10,
        productName: 'Milk',
        unit: 'unit',
        before: { price: 6.5, minimumQuantity: 1, quantityStep: 1 },
        after: { price: null, minimumQuantity: 1, quantityStep: 1 },
        typed: { price: '', minimumQuantity: '1', quantityStep: '1' },
        problems: {},
      },
      {
        productId: 11,
        productName: 'Cheese',
        unit: 'kg',
        before: { price: null, minimumQuantity: 1, quantityStep: 1 },
        after: { price: 45, minimumQuantity: 1, quantityStep: 0.25 },
        typed: { price: '45', minimumQuantity: '1', quantityStep: '0.25' },
        problems: {},
      },
    ]);
  });

  it('refuses a decimal minimum or step for goods sold by the unit, not by weight', () => {
    const [unitGoods, weighed] = pendingChanges(
      new Map([edit(milk, { minimumQuantity: '1.5' }), edit(cheese, { minimumQuantity: '1.5' })]),
    );
    expect(unitGoods?.after).toBeNull();
    expect(unitGoods?.problems).toEqual({ minimumQuantity: 'WHOLE_NUMBER_FOR_UNIT_GOODS' });
    expect(weighed?.after).toEqual({ price: null, minimumQuantity: 1.5, quantityStep: 1 });
  });

  it('names the problem of each field: three decimals in a price, a zero or empty step', () => {
    const [change] = pendingChanges(
      new Map([edit(cheese, { price: '1.234', quantityStep: '0', minimumQuantity: '' })]),
    );
    expect(change?.problems).toEqual({
      price: 'twoDecimals',
      quantityStep: 'positiveQuantity',
      minimumQuantity: 'required',
    });
    expect(change?.after).toBeNull();
  });
});

describe('pricesRequest and rejectedField', () => {
  const changes = pendingChanges(new Map([edit(milk, { price: '6' }), edit(cheese, { price: '45' })]));
  const body = pricesRequest(changes);

  it('sends the changed rows in the order of the preview', () => {
    expect(body).toEqual({
      prices: [
        { productId: 10, price: 6, minimumQuantity: 1, quantityStep: 1 },
        { productId: 11, price: 45, minimumQuantity: 1, quantityStep: 1 },
      ],
    });
  });

  it("reads a rejection's field as the row's product and the field", () => {
    expect(rejectedField('prices.1.quantityStep', body)).toEqual({ productId: 11, field: 'quantityStep' });
    expect(rejectedField('prices.0', body)).toEqual({ productId: 10, field: null });
    expect(rejectedField('prices.7.price', body)).toBeNull();
    expect(rejectedField(undefined, body)).toBeNull();
  });
});
