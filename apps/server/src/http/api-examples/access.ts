import type { accessEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const accessExamples = examplesOf<typeof accessEndpoints>()({
  permissions: {
    response: {
      reject: false,
      reason: null,
      permissions: [{ permission: 'admin_access', name: 'Fresh milk 3% 1 L' }],
      groups: [{ name: 'Fresh milk 3% 1 L', permissions: ['admin_access'] }],
    },
  },
  userAccess: {
    response: {
      reject: false,
      reason: null,
      access: {
        userId: 15,
        groups: ['text'],
        permissions: ['admin_access'],
        effectivePermissions: ['admin_access'],
      },
    },
  },
  updateUserAccess: {
    body: { groups: ['text'], permissions: ['admin_access'] },
    response: {
      reject: false,
      reason: null,
      access: {
        userId: 15,
        groups: ['text'],
        permissions: ['admin_access'],
        effectivePermissions: ['admin_access'],
      },
    },
  },
});
