import { describe, expect, it } from 'vitest';
import { cartSubtotal, deviceLine } from './cartLines';

const price = {
  onlinePrice: 7.9,
  promotionPrice: null,
  customerPrice: null,
  unitPrice: 7.9,
  minimumQuantity: 0.5,
  quantityStep: 0.25,
  deal: null,
};
const facts = {
  productName: 'Tomatoes',
  imageFile: 't.webp',
  barcode: '729',
  unit: 'kg' as const,
  shortDesc: null,
};

describe('device cart lines', () => {
  it('uses the product id as the line id and prices the line exactly', () => {
    const line = deviceLine({ productId: 5, quantity: 0.75 }, facts, { '5': price });
    expect(line).toMatchObject({
      cartItemId: 5,
      productId: 5,
      quantity: 750,
      lineTotalCents: 593,
      available: true,
    });
    expect(line.rule).toEqual({ minimum: 500, step: 250 });
  });
  it('shows what is known without a server, and a product the prices call left out as unavailable', () => {
    const offline = deviceLine({ productId: 5, quantity: 1 }, {}, null);
    expect(offline).toMatchObject({ productName: null, price: null, lineTotalCents: null, available: true });
    const remembered = deviceLine({ productId: 5, quantity: 1 }, { ...facts, ...price }, null);
    expect(remembered.lineTotalCents).toBe(790);
    const gone = deviceLine({ productId: 5, quantity: 1 }, facts, {});
    expect(gone).toMatchObject({ available: false, price: null });
  });
  it('adds up the lines that can be bought and says when a price is unknown', () => {
    const a = deviceLine({ productId: 1, quantity: 0.75 }, facts, { '1': price });
    const b = deviceLine({ productId: 2, quantity: 2 }, facts, { '2': { ...price, unitPrice: 3.5 } });
    const gone = deviceLine({ productId: 3, quantity: 1 }, facts, {});
    expect(cartSubtotal([a, b, gone])).toEqual({ cents: 1293, complete: true });
    expect(cartSubtotal([a, deviceLine({ productId: 4, quantity: 1 }, {}, null)])).toEqual({
      cents: 593,
      complete: false,
    });
  });
});
