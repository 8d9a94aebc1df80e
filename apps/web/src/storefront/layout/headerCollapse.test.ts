import { describe, expect, it } from 'vitest';
import { nextHeaderCollapsed } from './headerCollapse';

const page = (scrollTop: number, scrollHeight = 3000, clientHeight = 800) => ({
  scrollTop,
  scrollHeight,
  clientHeight,
});

describe('nextHeaderCollapsed', () => {
  it('stays expanded until the content is scrolled past 150 px', () => {
    expect(nextHeaderCollapsed(false, page(100))).toBe(false);
    expect(nextHeaderCollapsed(false, page(150))).toBe(false);
    expect(nextHeaderCollapsed(false, page(151))).toBe(true);
  });

  it('does not collapse when the scrollable range is 150 px or less', () => {
    expect(nextHeaderCollapsed(false, page(151, 950, 800))).toBe(false);
    expect(nextHeaderCollapsed(false, page(140, 950, 800))).toBe(false);
  });

  it('stays collapsed while scrolling between 1 and 150 px, and expands again at the top', () => {
    expect(nextHeaderCollapsed(true, page(80))).toBe(true);
    expect(nextHeaderCollapsed(true, page(1))).toBe(true);
    expect(nextHeaderCollapsed(true, page(0))).toBe(false);
  });

  it('changes nothing within 30 px of the bottom', () => {
    // range 2200: bottom zone starts at 2170
    expect(nextHeaderCollapsed(false, page(2170))).toBe(false);
    expect(nextHeaderCollapsed(true, page(2200))).toBe(true);
    expect(nextHeaderCollapsed(false, page(2169))).toBe(true);
  });

  it('treats overscroll above the top as the top', () => {
    expect(nextHeaderCollapsed(true, page(-20))).toBe(false);
  });
});
