import { endpointsOf } from '../endpoint';
import type * as schemas from '../system';

/** The shop's health, the configuration the web needs before it renders, and the bare ping. */
export const systemEndpoints = endpointsOf<typeof schemas>()('system', {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Up, with the database reachable (503 when it is not).',
    response: 'healthResponse',
  },
  publicConfig: {
    method: 'GET',
    path: '/api/public-config',
    access: 'public',
    response: 'publicConfigResponse',
  },
  ping: {
    method: 'GET',
    path: '/api/ping',
    access: 'public',
    summary: 'The bare JSON answer benchmarks compare every call against: no database, no work.',
    response: 'pingResponse',
  },
});
