import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows five pages either side of the current one', () => {
    expect(pageWindow(10, 30)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('stops at the first and the last page', () => {
    expect(pageWindow(1, 30)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageWindow(28, 30)).toEqual([23, 24, 25, 26, 27, 28, 29]);
  });

  it('shows every page of a short list', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
  });

  it('shows nothing without pages and keeps an index past the end on the last page', () => {
    expect(pageWindow(0, 0)).toEqual([]);
    expect(pageWindow(9, 4)).toEqual([0, 1, 2, 3]);
  });
});
