import { describe, expect, it } from 'vitest';
import { acceptNumberText, cleanNumberText, numberOf, stepNumber } from './numberText';

describe('number field text', () => {
  it('keeps digits, a leading minus and the first decimal point', () => {
    expect(cleanNumberText('1a2')).toBe('12');
    expect(cleanNumberText('1.2.3')).toBe('1.23');
    expect(cleanNumberText('--1')).toBe('-1');
    expect(cleanNumberText('5-')).toBe('5');
    expect(cleanNumberText('1,234.50')).toBe('1234.50');
  });

  it('holds null for nothing, a lone minus or dot', () => {
    expect(['', '-', '.', '-.'].map(numberOf)).toEqual([null, null, null, null]);
    expect(numberOf('-0')).toBe(0);
    expect(numberOf('.5')).toBe(0.5);
  });

  it('refuses only what typing on cannot bring back within min/max', () => {
    expect(acceptNumberText('15', { max: 10 })).toBeNull();
    expect(acceptNumberText('1', { min: 10 })).toEqual({ text: '1', value: 1 });
    expect(acceptNumberText('0', { min: 0.5 })).toEqual({ text: '0', value: 0 });
    expect(acceptNumberText('-', { min: 0 })).toBeNull();
    expect(acceptNumberText('-', {})).toEqual({ text: '-', value: null });
    expect(acceptNumberText('-12', { min: -5 })).toBeNull();
    expect(acceptNumberText('-1', { max: -5 })).toEqual({ text: '-1', value: -1 });
  });

  it('steps within the bounds, to the step’s decimals', () => {
    expect(stepNumber(null, 1, 1, {})).toBe(1);
    expect(stepNumber(0.1, 0.2, 1, {})).toBe(0.3);
    expect(stepNumber(9.5, 1, 1, { max: 10 })).toBe(10);
    expect(stepNumber(0, 1, -1, { min: 0 })).toBe(0);
  });
});
