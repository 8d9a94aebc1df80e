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
    deprecated: { since: '2026-11-30', sunset: '2027-06-01', successor: '/api/v2/admin/audit-log' },
  },
  page: {
    method: 'GET',
    path: '/api/v2/admin/audit-log',
    access: ['admin_access', 'system:read'],
    cache: 'private',
    summary:
      'Admin changes in the one list shape: who, what, when, before and after; filtered, sorted and paged.',
    query: 'auditLogPageQuery',
    response: 'auditLogPageResponse',
  },
});
