import { searchLimits } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { hitPrice, parseSearchAnswer, searchTerm } from './api';

describe('header search', () => {
  it('sends trimmed terms from 2 characters on, as the contracts say', () => {
    expect(searchTerm(' a ')).toBeNull();
    expect(searchTerm('  חל ')).toBe('חל');
    expect(searchTerm('x'.repeat(150))).toHaveLength(searchLimits.maxLength);
    expect(searchTerm('x'.repeat(searchLimits.minLength))).not.toBeNull();
    expect(searchTerm('x'.repeat(searchLimits.minLength - 1))).toBeNull();
  });
  it('checks the answer by hand and shows promotion, else online price', () => {
    const answer = {
      reject: false,
      reason: null,
      products: [
        {
          productId: 1,
          productName: 'חלב',
          imageFile: 'milk.webp',
          onlinePrice: 6.9,
          promotionPrice: 5.5,
          unitPrice: 5.5,
          outOfStock: false,
          barcode: null,
          customerPrice: null,
          minimumQuantity: 1,
          quantityStep: 1,
        },
        { productId: 2, productName: 'Bread', imageFile: null, onlinePrice: 12, promotionPrice: null },
      ],
    };
    const hits = parseSearchAnswer(answer);
    expect(hits.map(hitPrice)).toEqual([5.5, 12]);
    expect(() => parseSearchAnswer({ products: [{ productId: 'x' }] })).toThrow();
    expect(() => parseSearchAnswer({})).toThrow();
  });
});
