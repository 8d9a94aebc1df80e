/**
 * Named permissions. `admin_access` opens the back office; the others split read from write where
 * it matters. `users:grant` (giving permissions and groups) is apart from `users:write`, so that
 * editing users never lets anyone raise their own rights.
 */
export const permissionNames = [
  'admin_access',
  'catalogue:read',
  'catalogue:write',
  'pricing:read',
  'pricing:write',
  'users:read',
  'users:write',
  'users:grant',
  'user_types:read',
  'user_types:write',
  'orders:read',
  'orders:write',
  'delivery:read',
  'delivery:write',
  'tasks:read',
  'tasks:write',
  'sync:read',
  'sync:write',
  'system:read',
  'system:write',
] as const;

export type Permission = (typeof permissionNames)[number];

export const adminPermission = 'admin_access' satisfies Permission;

/** The seeded groups and what each holds; `admin` holds everything. */
export const permissionGroupSeeds = {
  admin: permissionNames,
  catalog_manager: [
    'admin_access',
    'catalogue:read',
    'catalogue:write',
    'pricing:read',
    'pricing:write',
    'user_types:read',
    'sync:read',
  ],
  order_manager: [
    'admin_access',
    'orders:read',
    'orders:write',
    'delivery:read',
    'users:read',
    'catalogue:read',
  ],
  dispatcher: ['admin_access', 'orders:read', 'delivery:read', 'delivery:write', 'tasks:read', 'tasks:write'],
  developer: ['admin_access', 'system:read', 'system:write', 'sync:read', 'sync:write', 'tasks:read'],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionGroupName = keyof typeof permissionGroupSeeds;
