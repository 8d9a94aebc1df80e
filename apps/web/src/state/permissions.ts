import type { Permission, User } from '@grocery/contracts';

export type { Permission, User };

/** A user holds a permission when the list contains that exact string; with no user, none. */
export function hasPermission(user: User | null, permission: Permission): boolean {
  return user?.permissions.includes(permission) ?? false;
}

/** Whether the route guard lets the user through: a route without a permission is open to all. */
export function isAllowed(user: User | null, permission: Permission | undefined): boolean {
  if (!permission) return true;
  return hasPermission(user, permission);
}
