import { cartEndpoints, systemAdminEndpoints, userEndpoints } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../test/access';
import { passwordDigest, seedTestDemoAccounts, sessionCookie } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import type { DemoLogins } from '../modules/accounts/demo-accounts';

const listed = 'https://app.shop.example';
const unlisted = 'https://evil.example';

describe('CORS for the origins the shop lists', () => {
  let t: TestApp;
  let shopper: DemoLogins[1];
  beforeAll(async () => {
    t = await buildTestApp({ env: { CORS_ORIGINS: `${listed},http://localhost:5173` } });
    [, shopper] = await seedTestDemoAccounts(t.database.db);
  });
  afterAll(() => t.close());

  const preflight = (origin: string, method = 'POST') =>
    t.app.inject({
      method: 'OPTIONS',
      url: cartEndpoints.addItem.path,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });

  it('answers a listed origin’s preflight with the grant, credentials included', async () => {
    const answer = await preflight(listed);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(listed);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('grants an unlisted origin nothing, in the preflight or the answer', async () => {
    const answer = await preflight(unlisted);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await t.app.inject({ url: '/api/categories/en', headers: { origin: unlisted } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a listed page read answers and their headers, refusals too', async () => {
    const read = await t.app.inject({ url: '/api/categories/en', headers: { origin: listed } });
    expect(read.headers['access-control-allow-origin']).toBe(listed);
    expect(String(read.headers.vary)).toMatch(/origin/i);
    expect(String(read.headers['access-control-expose-headers'])).toContain('Retry-After');
    const refused = await t.app.inject({
      url: userEndpoints.authenticate.path,
      headers: { origin: listed, authorization: 'Bearer not-a-token-at-all-really' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(listed);
  });

  it("takes a listed page's cookie call as the shop's own, and refuses an unlisted one's", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: userEndpoints.login.path,
      payload: { email: shopper.email, password: passwordDigest(shopper.email, shopper.password) },
    });
    const cookie = sessionCookie(login);
    const logoutFrom = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: userEndpoints.logout.path,
        headers: { origin, cookie, 'sec-fetch-site': 'cross-site', 'x-requested-with': 'grocery' },
      });
    expect((await logoutFrom(unlisted)).statusCode).toBe(403);
    expect((await logoutFrom(listed)).statusCode).toBe(200);
  });

  it('shows the origins on the Application info page', async () => {
    const admin = await userHolding(t.app, { permissions: ['admin_access', 'system:read'] });
    const answer = await t.app.inject({
      url: systemAdminEndpoints.application.path,
      headers: { cookie: admin.cookie },
    });
    const properties = answer
      .json()
      .sections.flatMap((section: { properties: unknown[] }) => section.properties);
    expect(properties).toContainEqual({
      key: 'cors',
      kind: 'text',
      value: `${listed}, http://localhost:5173`,
    });
  });
});

describe('CORS with no origin listed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends no CORS header at all', async () => {
    const read = await t.app.inject({ url: '/api/categories/en', headers: { origin: listed } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await t.app.inject({
      method: 'OPTIONS',
      url: cartEndpoints.addItem.path,
      headers: { origin: listed, 'access-control-request-method': 'POST' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
