import { endpointsOf } from '../endpoint';
import type * as schemas from '../system';

/** The shop's health, the configuration the web needs before it renders, and the bare ping (the
 * storefront's first load holds this object: summaries go in comments, not strings). */
export const systemEndpoints = endpointsOf<typeof schemas>()('system', {
  /** Up, with the database reachable (503 when it is not). */
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: 'healthResponse',
  },
  publicConfig: {
    method: 'GET',
    path: '/api/public-config',
    access: 'public',
    response: 'publicConfigResponse',
  },
  /** The bare JSON answer benchmarks compare every call against: no database, no work. */
  ping: {
    method: 'GET',
    path: '/api/ping',
    access: 'public',
    response: 'pingResponse',
  },
});
