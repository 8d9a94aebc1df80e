import { endpointsOf } from '../endpoint';
import type * as schemas from '../system';

/** The shop's health, the configuration the web needs before it renders, and the bare ping. */
export const systemEndpoints = endpointsOf<typeof schemas>()('system', {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the shop is up and its database reachable (503 when it is not).',
    access: 'public',
    response: 'healthResponse',
  },
  publicConfig: {
    method: 'GET',
    path: '/api/public-config',
    summary: 'The shop settings the web app needs before it renders: currency, version, map tiles.',
    access: 'public',
    response: 'publicConfigResponse',
  },
  ping: {
    method: 'GET',
    path: '/api/ping',
    summary: 'A bare JSON answer with no database work, the baseline for benchmarks.',
    access: 'public',
    response: 'pingResponse',
  },
});
