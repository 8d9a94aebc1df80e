import { quantityRule } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { commitDraft, fieldText, type QuantityDraft, showValue } from './quantityDraft';

const pieces = quantityRule({ minimumQuantity: 1, quantityStep: 1 });
const typed = (text: string): QuantityDraft => ({ state: 'typed', text });

describe('committing a typed quantity', () => {
  it('applies a typed value once: Enter, then the blur that follows before the value arrives', () => {
    const enter = commitDraft(typed('5'), 1000, pieces);
    expect(enter.change).toBe(5000);
    expect(fieldText(enter.draft, 1000)).toBe('5');
    const blur = commitDraft(enter.draft, 1000, pieces);
    expect(blur.change).toBeNull();
    expect(blur.problem).toBeNull();
  });
  it('applies nothing when nothing was typed, or the value typed is the current one', () => {
    expect(commitDraft(showValue, 1000, pieces).change).toBeNull();
    const same = commitDraft(typed('1'), 1000, pieces);
    expect(same).toEqual({ draft: showValue, change: null, problem: null });
    expect(commitDraft(typed(''), 1000, pieces).draft).toEqual(showValue);
  });
  it('refuses a value out of range or off the step and shows the current value again', () => {
    expect(commitDraft(typed('0'), 2000, pieces)).toEqual({
      draft: showValue,
      change: null,
      problem: 'belowMinimum',
    });
    expect(commitDraft(typed('10001'), 2000, pieces).problem).toBe('aboveMaximum');
    expect(commitDraft(typed('1.5'), 2000, pieces).problem).toBe('offStep');
    expect(fieldText(showValue, 2000)).toBe('2');
  });
  it('takes the largest quantity a line may hold', () => {
    expect(commitDraft(typed('10000'), 2000, pieces).change).toBe(10_000_000);
  });
});
