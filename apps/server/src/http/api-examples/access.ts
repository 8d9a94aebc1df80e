import type { accessEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const accessExamples = examplesOf<typeof accessEndpoints>()({
  permissions: {
    response: {
      reject: false,
      reason: null,
      permissions: [{ permission: 'admin_access', name: 'Back office' }],
      groups: [{ name: 'Store managers', permissions: ['admin_access'] }],
    },
  },
  userAccess: {
    response: {
      reject: false,
      reason: null,
      access: {
        userId: 15,
        groups: ['Store managers'],
        permissions: ['admin_access'],
        effectivePermissions: ['admin_access'],
      },
    },
  },
  updateUserAccess: {
    body: { groups: ['Store managers'], permissions: ['admin_access'] },
    response: {
      reject: false,
      reason: null,
      access: {
        userId: 15,
        groups: ['Store managers'],
        permissions: ['admin_access'],
        effectivePermissions: ['admin_access'],
      },
    },
  },
});
