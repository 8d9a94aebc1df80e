import * as contracts from '@grocery/contracts';
import { type AnyEndpoint, csrfHeader, errorEnvelopeSchema } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../test/access';
import { buildTestApp, type TestApp } from '../../test/app';
import { allEndpoints } from '../../test/endpoint-calls';

const guarded = allEndpoints().filter((endpoint) => endpoint.access !== 'public');
const withPermissions = guarded.filter((endpoint) => typeof endpoint.access === 'object');
const named = (endpoints: AnyEndpoint[]) =>
  endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);

/** The worst input a route can get: malformed path parameters, query and (on writes) a body that is not JSON. */
function malformedCall(t: TestApp, endpoint: AnyEndpoint, cookie?: string) {
  const url = `${endpoint.path.replace(/:[A-Za-z]+/g, 'not-an-id%00')}?pageIndex=-x&sort=%7B&languageCode=zz`;
  const writes = endpoint.method !== 'GET';
  return t.app.inject({
    method: endpoint.method,
    url,
    headers: {
      [csrfHeader.name]: csrfHeader.value,
      ...(writes ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(writes ? { payload: '{"malformed": [' } : {}),
  });
}

let t: TestApp;
let shopper: StaffMember;
let adminOnly: StaffMember;

beforeAll(async () => {
  t = await buildTestApp();
  shopper = await userHolding(t.app);
  adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
});
afterAll(() => t.close());

describe('access is checked before the input', () => {
  it('finds the endpoints (the contracts export them)', () => {
    expect(guarded.length).toBeGreaterThan(80);
    expect(guarded.filter((endpoint) => endpoint.path.startsWith('/api/admin/'))).toHaveLength(
      allEndpoints().filter((endpoint) => endpoint.path.startsWith('/api/admin/')).length,
    );
  });

  it.each(named(guarded))(
    '%s answers 401 to a signed-out caller with malformed input',
    async (_, endpoint) => {
      const response = await malformedCall(t, endpoint);
      expect(response.statusCode).toBe(401);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('UNAUTHORIZED');
    },
  );

  it.each(named(withPermissions))('%s answers 403 to a shopper with malformed input', async (_, endpoint) => {
    const response = await malformedCall(t, endpoint, shopper.cookie);
    expect(response.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('FORBIDDEN');
  });

  const beyondAdminAccess = withPermissions.filter(
    (endpoint) => typeof endpoint.access === 'object' && endpoint.access.length > 1,
  );
  it.each(named(beyondAdminAccess))(
    '%s answers 403 to an admin without its permission, malformed input or not',
    async (_, endpoint) => {
      const response = await malformedCall(t, endpoint, adminOnly.cookie);
      expect(response.statusCode).toBe(403);
    },
  );

  it('still answers 400 to a caller who may call the route', async () => {
    const response = await malformedCall(t, contracts.userEndpoints.preferences, shopper.cookie);
    expect(response.statusCode).toBe(400);
  });
});
