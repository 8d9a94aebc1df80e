import { describe, expect, it } from 'vitest';
import { isMenuItemActive } from './activeItem';

describe('isMenuItemActive', () => {
  it('is active on its own path, with or without a trailing slash', () => {
    expect(isMenuItemActive('/admin/en/orders', '/admin/en/orders')).toBe(true);
    expect(isMenuItemActive('/admin/en/orders/', '/admin/en/orders')).toBe(true);
  });

  it('is active below its path', () => {
    expect(isMenuItemActive('/admin/en/products/new', '/admin/en/products')).toBe(true);
    expect(isMenuItemActive('/admin/he/regions/blackouts', '/admin/he/regions')).toBe(true);
    expect(isMenuItemActive('/admin/en/development/tasks/12', '/admin/en/development/tasks')).toBe(true);
  });

  it('does not match a sibling that merely shares a prefix', () => {
    expect(isMenuItemActive('/admin/en/user-types', '/admin/en/users')).toBe(false);
    expect(isMenuItemActive('/admin/en/user-type-prices', '/admin/en/user-types')).toBe(false);
  });

  it('keeps the dashboard (exact) from being active for every admin page', () => {
    expect(isMenuItemActive('/admin/en', '/admin/en', true)).toBe(true);
    expect(isMenuItemActive('/admin/en/', '/admin/en', true)).toBe(true);
    expect(isMenuItemActive('/admin/en/products', '/admin/en', true)).toBe(false);
  });

  it('is not active in another language', () => {
    expect(isMenuItemActive('/admin/th/orders', '/admin/en/orders')).toBe(false);
  });
});
