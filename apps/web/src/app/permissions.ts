/**
 * Permission checks. The accounts issue turns `enforcePermissions` on; until then there are no
 * accounts, so the admin shell must load for anyone and the guard only records what routes need.
 */
export const enforcePermissions = false;

export type Permission = 'admin_access';

export type User = {
  userId: number | string;
  displayName: string;
  email: string;
  preferredLanguageCode: string;
  permissions: string[];
};

/** A user holds a permission when the list contains that exact string; with no user, none. */
export function hasPermission(user: User | null, permission: string): boolean {
  return user?.permissions.includes(permission) ?? false;
}

/** Whether the guard lets the user through, honouring the `enforce` switch. */
export function isAllowed(
  user: User | null,
  permission: string | undefined,
  enforce = enforcePermissions,
): boolean {
  if (!permission || !enforce) return true;
  return hasPermission(user, permission);
}
