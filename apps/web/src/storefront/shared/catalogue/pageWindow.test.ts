import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4, null, 19]);
    expect(pageWindow(10, 20)).toEqual([0, null, 9, 10, 11, null, 19]);
    expect(pageWindow(19, 20)).toEqual([0, null, 15, 16, 17, 18, 19]);
  });
  it('shows nothing for an empty category', () => {
    expect(pageWindow(0, 0)).toEqual([]);
  });
});
