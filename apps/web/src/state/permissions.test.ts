import { describe, expect, it } from 'vitest';
import { hasPermission, isAllowed, type User } from './permissions';

const admin: User = {
  userId: 1,
  displayName: 'Dana',
  email: 'd@example.com',
  preferredLanguageCode: 'he',
  permissions: ['admin_access'],
};
const shopper: User = { ...admin, userId: 2, permissions: [] };

describe('permissions', () => {
  it('holds a permission only when the list contains it', () => {
    expect(hasPermission(admin, 'admin_access')).toBe(true);
    expect(hasPermission(shopper, 'admin_access')).toBe(false);
    expect(hasPermission({ ...admin, permissions: ['admin_access', 'orders:read'] }, 'orders:write')).toBe(
      false,
    );
    expect(hasPermission(null, 'admin_access')).toBe(false);
  });

  it('lets a route without a permission through and checks the others', () => {
    expect(isAllowed(null, 'admin_access')).toBe(false);
    expect(isAllowed(shopper, 'admin_access')).toBe(false);
    expect(isAllowed(admin, 'admin_access')).toBe(true);
    expect(isAllowed(null, undefined)).toBe(true);
    expect(isAllowed(shopper, undefined)).toBe(true);
  });
});
