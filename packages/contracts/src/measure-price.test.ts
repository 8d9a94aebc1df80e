import { describe, expect, it } from 'vitest';
import { measurePriceOf } from './measure-price';

const packaged = (price: number, packageQuantity: number | null, packageUnit: never | string | null) =>
  measurePriceOf({ price, unit: 'unit', packageQuantity, packageUnit: packageUnit as never });

describe('the price per unit of measure', () => {
  it('is per 100 g or 100 ml for packaged goods, as the real file gives it (16.90 for 454 g: 3.72)', () => {
    expect(packaged(16.9, 454, 'g')).toEqual({ amount: 3.72, per: '100g' });
    expect(packaged(7.9, 1500, 'ml')).toEqual({ amount: 0.53, per: '100ml' });
    expect(packaged(12.9, 100, 'g')).toEqual({ amount: 12.9, per: '100g' });
  });

  it('is per kg, litre, metre or unit where the package is measured so; a pack of one unit says nothing new', () => {
    expect(packaged(24.9, 2, 'kg')).toEqual({ amount: 12.45, per: 'kg' });
    expect(packaged(9.9, 0.75, 'l')).toEqual({ amount: 13.2, per: 'l' });
    expect(packaged(19.9, 6, 'unit')).toEqual({ amount: 3.32, per: 'unit' });
    expect(packaged(9.9, 1, 'l')).toEqual({ amount: 9.9, per: 'l' });
    expect(packaged(9.9, 1, 'unit')).toBeNull();
  });

  it('is per 100 g for weighed goods, from the price per kg, rounded half up once', () => {
    expect(measurePriceOf({ price: 139, unit: 'kg', packageQuantity: null, packageUnit: null })).toEqual({
      amount: 13.9,
      per: '100g',
    });
    expect(measurePriceOf({ price: 12.45, unit: 'kg', packageQuantity: null, packageUnit: null })).toEqual({
      amount: 1.25,
      per: '100g',
    });
  });

  it('is null without a package or a price', () => {
    expect(packaged(10, null, null)).toBeNull();
    expect(packaged(10, 0, 'g')).toBeNull();
    expect(packaged(0, 500, 'g')).toBeNull();
  });
});
