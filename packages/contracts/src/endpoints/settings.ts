import { endpointsOf } from '../endpoint';
import type * as schemas from '../settings';

/** The back office's Settings page (decision 0056). */
export const settingsEndpoints = endpointsOf<typeof schemas>()('settings', {
  read: {
    method: 'GET',
    path: '/api/admin/system/settings',
    access: ['admin_access', 'system:read'],
    cache: 'private',
    summary:
      'What the environment sets, by group: each variable, its value, whether it is the default; secrets only as set or not and a short fingerprint.',
    response: 'settingsResponse',
  },
});
