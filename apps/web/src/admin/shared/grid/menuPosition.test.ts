import { describe, expect, it } from 'vitest';
import { menuPosition } from './menuPosition';

const view = { width: 1000, height: 800 };
const menu = { width: 200, height: 120 };

describe('menuPosition', () => {
  it('opens at the pointer when the menu fits', () => {
    expect(menuPosition({ x: 300, y: 200 }, menu, view)).toEqual({ x: 300, y: 200 });
  });

  it('keeps 12 px from the end and bottom edges', () => {
    expect(menuPosition({ x: 990, y: 790 }, menu, view)).toEqual({ x: 788, y: 668 });
  });

  it('keeps 12 px from the start and top edges', () => {
    expect(menuPosition({ x: 2, y: 5 }, menu, view)).toEqual({ x: 12, y: 12 });
  });
});
