import type * as schemas from '../application-info';
import { endpointsOf } from '../endpoint';

/** The back office's view of the server itself (decision 0049). */
export const systemAdminEndpoints = endpointsOf<typeof schemas>()('system-admin', {
  application: {
    method: 'GET',
    path: '/api/admin/system/application',
    access: ['admin_access', 'system:read'],
    cache: 'private',
    summary:
      'The configuration and health of the answering instance; secrets only as set or not and a short fingerprint.',
    response: 'applicationInfoResponse',
  },
});
