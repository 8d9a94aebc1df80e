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
  'promotions:read',
  'promotions:write',
  'users:read',
  'users:write',
  'users:grant',
  'user_types:read',
  'user_types:write',
  'orders:read',
  'orders:status',
  'orders:write',
  'delivery:read',
  'delivery:write',
  'tasks:read',
  'tasks:write',
  'sync:read',
  'sync:write',
  'sync:credentials',
  'system:read',
  'system:write',
] as const;

export type Permission = (typeof permissionNames)[number];

/** Today's permissions among stored names, in the list's order, each once (a dropped name is left out). */
export function namedPermissions(names: Iterable<string>): Permission[] {
  const held = new Set(names);
  return permissionNames.filter((name) => held.has(name));
}

/** The human names stored beside each permission (the database's `permission_name`). */
export const permissionTitles: Record<Permission, string> = {
  admin_access: 'Open the back office',
  'catalogue:read': 'See the catalogue',
  'catalogue:write': 'Edit the catalogue',
  'pricing:read': 'See prices',
  'pricing:write': 'Edit prices',
  'promotions:read': 'See promotions',
  'promotions:write': 'Edit promotions',
  'users:read': 'See users',
  'users:write': 'Edit users',
  'users:grant': 'Grant permissions and groups',
  'user_types:read': 'See customer types',
  'user_types:write': 'Edit customer types',
  'orders:read': 'See orders',
  'orders:status': 'Move orders along: status, notes, picked weights',
  'orders:write': "Edit orders' delivery and contact details",
  'delivery:read': 'See deliveries',
  'delivery:write': 'Plan deliveries',
  'tasks:read': 'See tasks',
  'tasks:write': 'Edit tasks',
  'sync:read': 'See synchronisation',
  'sync:write': 'Run synchronisation',
  'sync:credentials': 'Connect the point-of-sale system (its sign-in)',
  'system:read': 'See system settings and the audit log',
  'system:write': 'Change system settings',
};

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
    'promotions:read',
    'promotions:write',
    'user_types:read',
    'sync:read',
  ],
  order_manager: [
    'admin_access',
    'orders:read',
    'orders:status',
    'orders:write',
    'delivery:read',
    'catalogue:read',
  ],
  dispatcher: [
    'admin_access',
    'orders:read',
    'orders:status',
    'delivery:read',
    'delivery:write',
    'tasks:read',
    'tasks:write',
  ],
  developer: [
    'admin_access',
    'system:read',
    'system:write',
    'sync:read',
    'sync:write',
    'sync:credentials',
    'tasks:read',
  ],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionGroupName = keyof typeof permissionGroupSeeds;

/** The group that holds every permission; the last user in it cannot be removed. */
export const adminGroup = 'admin' satisfies PermissionGroupName;
