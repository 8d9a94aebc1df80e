import { type AnyEndpoint, cacheControl, permissionNames } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../test/access';
import { buildTestApp, type TestApp } from '../../test/app';
import { allEndpoints, callEndpoint } from '../../test/endpoint-calls';

const endpoints = allEndpoints();
const reads = endpoints.filter((endpoint) => endpoint.method === 'GET');
const named = (list: AnyEndpoint[]) =>
  list.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);

/**
 * Reads whose handlers choose their own Cache-Control, tested beside them: the catalogue's answers
 * (public a minute, `private, no-store` when signed in) and image files, and the geocoder's hour.
 */
const ownCaching = (endpoint: AnyEndpoint) => endpoint.tag === 'catalogue' || endpoint.tag === 'geocoding';
/** The one other read whose handler sets a header: the public config, kept five minutes. */
const handlerHeaders: Record<string, string> = { '/api/public-config': 'public, max-age=300' };

/** Path parameters any read accepts: the page's language, an id (found or not, the header is the same). */
function paramsOf(endpoint: AnyEndpoint, admin: StaffMember) {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  return Object.fromEntries(
    names.map((name) => [name, name === 'languageCode' ? 'en' : name === 'userId' ? admin.userId : 1]),
  );
}

/** The query the few reads with required parameters need. */
const queries: Record<string, Record<string, string>> = {
  '/api/admin/delivery/lookup': { latitude: '0', longitude: '0' },
  '/api/delivery/availability': { shippingAddressId: '1' },
  '/api/admin/category-rules/preview': { kind: 'manufacturer', manufacturer: 'x' },
};

let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await userHolding(t.app, { permissions: [...permissionNames] });
});
afterAll(() => t.close());

describe('Cache-Control comes from the endpoint declaration (decision 0059)', () => {
  it('is declared on reads only, and on every read needing a session', () => {
    expect(endpoints.filter((endpoint) => endpoint.method !== 'GET' && endpoint.cache)).toEqual([]);
    const undeclared = reads.filter(
      (endpoint) => endpoint.access !== 'public' && !endpoint.cache && !ownCaching(endpoint),
    );
    expect(undeclared.map((endpoint) => endpoint.path)).toEqual([]);
    expect(reads.filter((endpoint) => endpoint.access === 'public' && endpoint.cache)).toEqual([]);
  });

  it.each(named(reads.filter((endpoint) => !ownCaching(endpoint))))(
    '%s answers the Cache-Control it declares',
    async (_, endpoint) => {
      const response = await callEndpoint(t, endpoint, {
        params: paramsOf(endpoint, admin),
        query: queries[endpoint.path],
        cookie: admin.cookie,
      });
      expect([200, 404]).toContain(response.statusCode);
      const declared = endpoint.cache ? cacheControl[endpoint.cache] : handlerHeaders[endpoint.path];
      expect(response.headers['cache-control']).toBe(declared);
    },
  );
});

describe('a handler that sends its own reply', () => {
  it('is not answered a second time (no "Reply was already sent" warning)', async () => {
    const own = reads.filter(ownCaching);
    expect(own.length).toBeGreaterThan(0);
    for (const endpoint of own) {
      const response = await callEndpoint(t, endpoint, {
        params: paramsOf(endpoint, admin),
        query: queries[endpoint.path],
        cookie: admin.cookie,
      });
      expect([200, 400, 404]).toContain(response.statusCode);
    }
    const warned = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('Reply was already sent'));
    expect(warned.map((line) => line.slice(0, 300))).toEqual([]);
  });
});
