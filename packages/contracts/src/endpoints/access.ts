import type * as schemas from '../access';
import { endpointsOf } from '../endpoint';

/** Permissions, groups and what each user holds. Granting is apart from editing users (users:grant). */
export const accessEndpoints = endpointsOf<typeof schemas>()('access', {
  permissions: {
    method: 'GET',
    path: '/api/admin/permissions',
    access: ['admin_access', 'users:read'],
    cache: 'private',
    summary: 'Every permission with its name, and every group with the permissions it holds.',
    response: 'permissionsResponse',
  },
  userAccess: {
    method: 'GET',
    path: '/api/admin/users/:userId/access',
    access: ['admin_access', 'users:read'],
    cache: 'private',
    summary: "A user's groups, direct permissions and effective permissions.",
    params: 'userAccessParams',
    response: 'userAccessResponse',
  },
  updateUserAccess: {
    method: 'PUT',
    path: '/api/admin/users/:userId/access',
    access: ['admin_access', 'users:grant'],
    summary:
      "Replaces a user's groups and direct permissions. Refused (GRANT_NOT_HELD, naming them in notGrantable; written to the audit log) when it gives or takes away a permission the caller does not hold or a group holding one (decision 0051), (OWN_ACCESS_REQUIRED) when callers would take admin_access or users:grant from themselves, and (LAST_ADMIN) when no one would be left in the admin group.",
    params: 'userAccessParams',
    body: 'updateUserAccessRequest',
    response: 'updateUserAccessResponse',
  },
});
