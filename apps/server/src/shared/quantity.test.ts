import { describe, expect, it } from 'vitest';
import { fromNumber, parseQuantity, quantityProblem, quantityText } from './quantity';

describe('cart quantities in thousandths', () => {
  it('reads numeric text and JSON numbers exactly', () => {
    expect(parseQuantity('0.250')).toBe(250);
    expect(parseQuantity('12')).toBe(12_000);
    expect(parseQuantity('-1.5')).toBe(-1500);
    expect(fromNumber(0.1 + 0.2)).toBe(300);
    expect(fromNumber(-0.25)).toBe(-250);
    expect(() => parseQuantity('1e3')).toThrow();
  });

  it('writes numeric text', () => {
    expect(quantityText(250)).toBe('0.250');
    expect(quantityText(12_000)).toBe('12.000');
    expect(quantityText(-1500)).toBe('-1.500');
  });

  it('counts the step grid from 0 and checks the minimum', () => {
    const weighed = { minimum: 500, step: 250 };
    expect(quantityProblem(500, weighed)).toBeNull();
    expect(quantityProblem(750, weighed)).toBeNull();
    expect(quantityProblem(250, weighed)).toBe('QUANTITY_BELOW_MINIMUM');
    expect(quantityProblem(600, weighed)).toBe('QUANTITY_OFF_STEP');
    const offGridMinimum = { minimum: 300, step: 250 };
    expect(quantityProblem(300, offGridMinimum)).toBe('QUANTITY_OFF_STEP');
    expect(quantityProblem(500, offGridMinimum)).toBeNull();
    expect(quantityProblem(10_000_001, { minimum: 1000, step: 1 })).toBe('QUANTITY_TOO_LARGE');
  });
});
