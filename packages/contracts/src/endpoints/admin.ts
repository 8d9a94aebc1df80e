import { endpointsOf } from '../endpoint';
import type * as schemas from '../users';

/** The admin area's own calls; every one requires admin_access (the server refuses others at start). */
export const adminEndpoints = endpointsOf<typeof schemas>()('admin', {
  me: {
    method: 'GET',
    path: '/api/admin/me',
    access: ['admin_access'],
    cache: 'private',
    summary: 'The signed-in admin and the permissions they hold; the smallest call behind admin_access.',
    response: 'adminMeResponse',
  },
});
