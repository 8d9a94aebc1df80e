import {
  type AdminUserDetails,
  mayGrantGroup,
  mayGrantPermission,
  type Permission,
} from '@grocery/contracts';
import type { KeptAccess } from './assignmentValues';
import { type AssignmentChoices, permissionOptions } from './UserAssignmentsForm';

type GroupHoldings = { name: string; permissions: readonly Permission[] };

/** The user's access as the signed-in admin may change it (decision 0051). */
type GrantScope = {
  /** Groups the admin may give or take away: all of whose permissions it holds. */
  groups: string[];
  /** Permissions the admin may give or take away: those it holds. */
  permissions: Permission[];
  /** What the user holds beyond that: shown read-only and sent back unchanged with every save. */
  kept: { groups: string[]; permissions: Permission[] };
};

/**
 * Splits the choices by the server's own rule: `held` is the admin's effective permissions (the
 * session's), `groups` every group with what it holds, `permissions` every permission.
 */
export function grantScope(
  held: readonly Permission[],
  permissions: readonly Permission[],
  groups: readonly GroupHoldings[],
  user: Pick<AdminUserDetails, 'permissionGroups' | 'permissions'>,
): GrantScope {
  const grantableGroups = groups
    .filter((group) => mayGrantGroup(held, group.permissions))
    .map((group) => group.name);
  const grantablePermissions = permissions.filter((permission) => mayGrantPermission(held, permission));
  return {
    groups: grantableGroups,
    permissions: grantablePermissions,
    kept: {
      groups: user.permissionGroups.filter((name) => !grantableGroups.includes(name)),
      permissions: user.permissions.filter((permission) => !grantablePermissions.includes(permission)),
    },
  };
}

type AccessLists = { permissions: { permission: Permission }[]; groups: GroupHoldings[] };

/**
 * The form's choices and what it keeps apart. With users:grant (`held`, the admin's permissions)
 * groups and permissions offer only what the admin may grant; without it (`held` null) they show
 * everything, none changeable (the form disables both), and nothing is kept apart.
 */
export function assignmentChoices(
  user: AdminUserDetails,
  userTypes: readonly { userTypeId: number; name: string }[],
  access: AccessLists,
  held: readonly Permission[] | null,
  titles: Record<Permission, string>,
): { choices: AssignmentChoices; kept: KeptAccess } {
  const every = access.permissions.map((item) => item.permission);
  const scope = grantScope(held ?? every, every, access.groups, user);
  return {
    choices: {
      userTypes: userTypes.map((type) => ({ value: String(type.userTypeId), label: type.name })),
      groups: scope.groups.map((name) => ({ value: name, label: name })),
      permissions: permissionOptions(scope.permissions, titles),
    },
    kept: scope.kept,
  };
}
