import type { usersAdminEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { adminUserDetails, asPage, usersPage } from './shapes';

export const usersAdminExamples = examplesOf<typeof usersAdminEndpoints>()({
  list: { response: usersPage },
  page: { response: asPage(usersPage) },
  user: { response: { reject: false, reason: null, user: adminUserDetails } },
  saveAssignments: {
    body: { userTypeIds: [2], groups: ['Store managers'], permissions: ['admin_access'] },
    response: { reject: false, reason: null, user: adminUserDetails },
  },
  sendResetLink: { response: { reject: false, reason: null, sentTo: 'dana@example.com' } },
});
