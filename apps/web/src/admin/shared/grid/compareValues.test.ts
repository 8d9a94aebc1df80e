import { describe, expect, it } from 'vitest';
import { compareValues } from './compareValues';

describe('compareValues', () => {
  it('orders numbers by value and text naturally', () => {
    expect([10, 2, 33].sort(compareValues)).toEqual([2, 10, 33]);
    expect(['item 10', 'Item 2', 'apple'].sort(compareValues)).toEqual(['apple', 'Item 2', 'item 10']);
  });

  it('puts numbers before text', () => {
    expect(['b', 3, 'a'].sort(compareValues)).toEqual([3, 'a', 'b']);
  });
});
