import { endpointsOf } from '../endpoint';
import type * as schemas from '../tokens';

/** Apps' sign-in: bearer tokens, listed and revoked from the account (decision 0073). */
export const tokenEndpoints = endpointsOf<typeof schemas>()('tokens', {
  create: {
    method: 'POST',
    path: '/api/tokens',
    access: 'public',
    rateLimited: true,
    summary:
      'Signs in from an app: answers a bearer token for `Authorization: Bearer`, shown only this once.',
    body: 'createTokenRequest',
    response: 'createTokenResponse',
  },
  list: {
    method: 'GET',
    path: '/api/tokens',
    access: 'user',
    cache: 'private',
    summary: "The signed-in user's app tokens: device, first and last use, expiry.",
    response: 'tokensResponse',
  },
  refresh: {
    method: 'POST',
    path: '/api/tokens/refresh',
    access: 'user',
    summary:
      'Replaces the token the call is made with by a new one with a new expiry; the old one stops at once.',
    response: 'refreshTokenResponse',
  },
  revoke: {
    method: 'DELETE',
    path: '/api/tokens/:tokenId',
    access: 'user',
    summary: "Revokes one of the signed-in user's app tokens; its next call answers 401.",
    params: 'tokenParams',
    response: 'revokeTokenResponse',
  },
});
