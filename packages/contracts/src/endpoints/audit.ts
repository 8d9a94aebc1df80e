import type * as schemas from '../audit';
import { endpointsOf } from '../endpoint';

/** The audit log of admin changes, newest first by default. */
export const auditEndpoints = endpointsOf<typeof schemas>()('audit', {
  list: {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: ['admin_access', 'system:read'],
    cache: 'private',
    summary: 'Admin changes: who, what, when, before and after; filtered, sorted and paged.',
    query: 'auditLogQuery',
    response: 'auditLogResponse',
  },
});
