import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format';
import {
  checkQuantity,
  firstAllowed,
  isQuantityDraft,
  lastAllowed,
  lineTotalCents,
  parseQuantity,
  parseQuantityDraft,
  quantityProblem,
  quantityRule,
  quantityText,
  raiseToAllowed,
  stepDown,
  stepUp,
  toThousandths,
} from './quantity';

const kg = quantityRule({ minimumQuantity: 0.5, quantityStep: 0.25 });
const pieces = quantityRule({ minimumQuantity: 1, quantityStep: 1 });

describe('quantity rules in thousandths', () => {
  it('reads the price info, with defaults 1 and 1', () => {
    expect(kg).toEqual({ minimum: 500, step: 250 });
    expect(quantityRule({})).toEqual({ minimum: 1000, step: 1000 });
    expect(quantityRule({ minimumQuantity: 0.1, quantityStep: 0.1 })).toEqual({ minimum: 100, step: 100 });
  });
  it('counts the step grid from 0, as the server does', () => {
    expect(firstAllowed(kg)).toBe(500);
    expect(firstAllowed({ minimum: 300, step: 250 })).toBe(500);
    expect(lastAllowed(pieces)).toBe(10_000_000);
    expect(lastAllowed({ minimum: 6000, step: 6000 })).toBe(9_996_000);
  });
  it('steps up and down without floats and never below the minimum', () => {
    expect(stepUp(500, kg)).toBe(750);
    expect(stepUp(0, kg)).toBe(500);
    expect(stepDown(750, kg)).toBe(500);
    expect(stepDown(500, kg)).toBe(500);
    // 0.1 + 0.2 is exact here
    expect(stepUp(stepUp(100, { minimum: 100, step: 100 }), { minimum: 100, step: 100 })).toBe(300);
  });
  it('raises a quantity to the next allowed one', () => {
    expect(raiseToAllowed(100, kg)).toBe(500);
    expect(raiseToAllowed(600, kg)).toBe(750);
    expect(raiseToAllowed(750, kg)).toBe(750);
    expect(raiseToAllowed(3000, { minimum: 12000, step: 12000 })).toBe(12000);
  });
  it('checks typed quantities', () => {
    expect(checkQuantity(750, kg)).toBe('ok');
    expect(checkQuantity(250, kg)).toBe('belowMinimum');
    expect(checkQuantity(-1000, kg)).toBe('belowMinimum');
    expect(checkQuantity(600, kg)).toBe('offStep');
    expect(checkQuantity(10_000_250, kg)).toBe('aboveMaximum');
  });
});

describe('typing a quantity (spec 5)', () => {
  it('accepts only digits, one leading minus and one decimal point', () => {
    for (const text of ['', '-', '1', '12', '1.', '1.25', '.5', '-2', '0.125'])
      expect(isQuantityDraft(text)).toBe(true);
    for (const text of ['a', '1a', '1.2.3', '--1', '1-', '1,5', ' 1', '1e3', '+1', '0.1255'])
      expect(isQuantityDraft(text)).toBe(false);
  });
  it('parses drafts to thousandths', () => {
    expect(parseQuantityDraft('1.25')).toBe(1250);
    expect(parseQuantityDraft('.5')).toBe(500);
    expect(parseQuantityDraft('-2')).toBe(-2000);
    expect(parseQuantityDraft('3.')).toBe(3000);
    expect(parseQuantityDraft('-')).toBeNull();
    expect(parseQuantityDraft('.')).toBeNull();
    expect(parseQuantityDraft('')).toBeNull();
  });
  it('formats thousandths back', () => {
    expect(formatQuantity(750)).toBe('0.75');
    expect(formatQuantity(12000)).toBe('12');
    expect(formatQuantity(1500)).toBe('1.5');
    expect(formatQuantity(100)).toBe('0.1');
    expect(toThousandths(0.1 + 0.2)).toBe(300);
  });
});

describe('lineTotalCents', () => {
  it('multiplies exactly and rounds once, half away from zero', () => {
    expect(lineTotalCents(7.9, 750)).toBe(593); // 5.925 → 5.93
    expect(lineTotalCents(19.99, 3000)).toBe(5997);
    expect(lineTotalCents(0.1, 3000)).toBe(30);
    expect(lineTotalCents(12.34, 125)).toBe(154); // 1.5425 → 1.54
  });
});

describe('cart quantities in thousandths', () => {
  it('reads numeric text and JSON numbers exactly', () => {
    expect(parseQuantity('0.250')).toBe(250);
    expect(parseQuantity('12')).toBe(12_000);
    expect(parseQuantity('-1.5')).toBe(-1500);
    expect(toThousandths(0.1 + 0.2)).toBe(300);
    expect(toThousandths(-0.25)).toBe(-250);
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
