import {
  geocodeResponse,
  geocodingEndpoints,
  reverseGeocodeResponse,
  userEndpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonHeaders, passwordDigest, seedTestDemoAccounts, sessionCookie } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { FakeGeocoder, unableToGeocode } from '../../../test/fake-geocoder';
import { rowsOf } from '../../db/client';
import { geocodeCache } from '../../db/schema';

let t: TestApp;
let fake: FakeGeocoder;
let shopper: string;
const userAgent = 'FreshCart tests';
const timeoutMs = 300;

beforeAll(async () => {
  fake = await new FakeGeocoder().start();
  t = await buildTestApp({
    env: {
      RATE_LIMITS_ENABLED: 'false',
      GEOCODER_URL: fake.url,
      GEOCODER_TIMEOUT_MS: String(timeoutMs),
      GEOCODER_USER_AGENT: userAgent,
      GEOCODER_MIN_INTERVAL_MS: '0',
    },
  });
  const [, { email, password }] = await seedTestDemoAccounts(t.database.db);
  shopper = sessionCookie(
    await t.app.inject({
      method: 'POST',
      url: userEndpoints.login.path,
      headers: jsonHeaders,
      payload: { email, password: passwordDigest(email, password) },
    }),
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  await t.database.db.delete(geocodeCache);
});

const get = (url: string, cookie = shopper) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const search = (q: string) => get(`${geocodingEndpoints.search.path}?q=${encodeURIComponent(q)}`);
const reverse = (lat: number | string, lon: number | string) =>
  get(`${geocodingEndpoints.reverse.path}?lat=${lat}&lon=${lon}`);
const cacheRows = async () =>
  rowsOf<{ key: string; days: number }>(
    await t.database.db.execute(
      sql`select request_key as key, round(extract(epoch from expires_at - now()) / 86400)::int as days
          from geocode_cache order by 1`,
    ),
  );

const dizengoff = {
  displayName: '50, Dizengoff Street, Lev HaIr, Tel Aviv-Yafo, Tel Aviv District, 6433222, Israel',
  latitude: 32.077518,
  longitude: 34.774847,
  addressLine1: 'Dizengoff Street 50',
  city: 'Tel Aviv-Yafo',
  state: 'Tel Aviv District',
  postalCode: '6433222',
  country: 'Israel',
};

describe('geocoding', () => {
  it('answers 401 to anonymous callers and 400 to bad queries, asking the service nothing', async () => {
    expect((await get(`${geocodingEndpoints.search.path}?q=Dizengoff`, '')).statusCode).toBe(401);
    expect((await get(`${geocodingEndpoints.reverse.path}?lat=32&lon=34`, '')).statusCode).toBe(401);
    for (const response of [
      await search('a'),
      await search('  b  '),
      await get(geocodingEndpoints.search.path),
      await reverse(91, 34),
      await reverse(32, -181),
      await reverse('north', 34),
      await get(`${geocodingEndpoints.reverse.path}?lat=32`),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    }
    expect(fake.requests).toEqual([]);
  });

  it('searches in English with our user agent, maps the places and caches them for 7 days', async () => {
    const response = await search('  Dizengoff 50 ');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    const { places } = geocodeResponse.parse(response.json());
    expect(places).toEqual([
      dizengoff,
      {
        displayName: 'Omer, Beersheba Subdistrict, Southern District, Israel',
        latitude: 31.2589,
        longitude: 34.7997,
        addressLine1: null,
        city: 'Omer',
        state: 'Southern District',
        postalCode: null,
        country: 'Israel',
      },
    ]);
    const [request] = fake.requests;
    expect(request?.path).toBe('/search');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      'accept-language': 'en',
      q: 'Dizengoff 50',
    });
    expect(request?.headers['user-agent']).toBe(userAgent);
    expect(await cacheRows()).toEqual([{ key: 'search:dizengoff 50', days: 7 }]);

    // The same question in other letters is a cache hit: no request to the service.
    const again = geocodeResponse.parse((await search('DIZENGOFF 50')).json());
    expect(again.places).toEqual(places);
    expect(fake.requests).toHaveLength(1);
  });

  it('asks again when the cached answer has expired', async () => {
    await search('Omer');
    await t.database.db.execute(sql`update geocode_cache set expires_at = now() - interval '1 minute'`);
    fake.searchAnswer = [];
    expect(geocodeResponse.parse((await search('Omer')).json()).places).toEqual([]);
    expect(fake.requests).toHaveLength(2);
    expect(await cacheRows()).toEqual([{ key: 'search:omer', days: 7 }]);
  });

  it('reverse-geocodes a point rounded to 5 decimals; a nearby point hits the cache', async () => {
    const response = await reverse(32.0775183, 34.7748467);
    expect(response.statusCode).toBe(200);
    expect(reverseGeocodeResponse.parse(response.json()).place).toEqual(dizengoff);
    const [request] = fake.requests;
    expect(request?.path).toBe('/reverse');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
      lat: '32.07752',
      lon: '34.77485',
    });
    expect(request?.headers['user-agent']).toBe(userAgent);
    expect((await reverse(32.077521, 34.774849)).json()).toMatchObject({ place: dizengoff });
    expect(fake.requests).toHaveLength(1);
    expect(await cacheRows()).toEqual([{ key: 'reverse:32.07752,34.77485', days: 7 }]);
  });

  it("answers place null where the service is 'Unable to geocode'", async () => {
    fake.reverseAnswer = unableToGeocode;
    const response = await reverse(33, 33);
    expect(response.json()).toEqual({ reject: false, reason: null, place: null });
  });

  it.each([
    ['answers 500', 'error'],
    ['answers HTML', 'not-json'],
  ] as const)('answers 502 GEOCODER_UNAVAILABLE when the service %s, caching nothing', async (_, mode) => {
    fake.mode = mode;
    const response = await search('Dizengoff 50');
    expect(response.statusCode).toBe(502);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.json()).toEqual({
      reject: true,
      reason: 'GEOCODER_UNAVAILABLE',
      message: "The address search service is not answering. Place the marker on the map or type 'lat, lon'.",
    });
    expect(await cacheRows()).toEqual([]);
    const warnings = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('geocoding service unavailable'));
    const warning = warnings.at(-1);
    expect(warning).toContain(mode === 'error' ? 'HTTP 500' : 'not JSON');
    expect(warning).not.toContain('Dizengoff');
  });

  it('answers 502 about the timeout after the service stops answering', async () => {
    fake.mode = 'hang';
    // Wait out the one-a-second spacing so the time measured is the timeout's.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = Date.now();
    const response = await reverse(32, 34);
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ reason: 'GEOCODER_UNAVAILABLE' });
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect(elapsed).toBeLessThan(timeoutMs + 700);
    expect(fake.requests).toHaveLength(1);
    expect(t.logs()).toContain(`no answer within ${timeoutMs} ms`);
  });
});
