import { endpointsOf } from '../endpoint';
import type * as schemas from '../users-admin';

/** The users admin: the users grid, one user, and saving their user types, groups and permissions. */
export const usersAdminEndpoints = endpointsOf<typeof schemas>()('users-admin', {
  list: {
    method: 'GET',
    path: '/api/admin/users',
    access: ['admin_access', 'users:read'],
    cache: 'private',
    summary: 'Users with their user types, groups and direct permissions; filtered, sorted and paged.',
    query: 'usersAdminListQuery',
    response: 'usersAdminListResponse',
    deprecated: { since: '2026-11-30', sunset: '2027-06-01', successor: '/api/v2/admin/users' },
  },
  page: {
    method: 'GET',
    path: '/api/v2/admin/users',
    access: ['admin_access', 'users:read'],
    cache: 'private',
    summary:
      'Users with their user types, groups and direct permissions in the one list shape; filtered, sorted and paged.',
    query: 'usersAdminPageQuery',
    response: 'usersAdminPageResponse',
  },
  user: {
    method: 'GET',
    path: '/api/admin/users/:userId',
    access: ['admin_access', 'users:read'],
    cache: 'private',
    summary: 'One user as the grid shows them, and whether their email is confirmed.',
    params: 'adminUserParams',
    response: 'adminUserResponse',
  },
  saveAssignments: {
    method: 'PUT',
    path: '/api/admin/users/:userId/assignments',
    access: ['admin_access', 'users:write'],
    summary:
      "Replaces a user's user types, groups and direct permissions in one transaction. Changing groups or permissions also needs users:grant, and is refused as the access call refuses (GRANT_NOT_HELD with notGrantable, OWN_ACCESS_REQUIRED, LAST_ADMIN).",
    params: 'adminUserParams',
    body: 'userAssignmentsRequest',
    response: 'userAssignmentsResponse',
  },
  sendResetLink: {
    method: 'POST',
    path: '/api/admin/users/:userId/reset-link',
    access: ['admin_access', 'users:write'],
    rateLimited: true,
    summary:
      'Mails the user a password-reset link in their language (the admin never knows the password); written to the audit log.',
    params: 'adminUserParams',
    response: 'resetLinkResponse',
  },
});
