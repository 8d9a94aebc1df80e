import { userEndpoints } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../test/accounts';
import { buildTestApp, type TestApp, testRouteConfig } from '../../test/app';
import { accountLimits } from './rate-limits';

let t: TestApp;
const proxy = '10.0.0.5';

beforeAll(async () => {
  t = await buildTestApp({
    env: { TRUST_PROXY: `${proxy},::1` },
    beforeReady: (app) => {
      app.get('/api/test/ip', { config: testRouteConfig('GET', '/api/test/ip') }, async (request) => ({
        ip: request.ip,
      }));
    },
  });
});
afterAll(() => t.close());

const ipOf = async (remoteAddress: string, forwardedFor?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().ip;

describe('the client address behind a trusted proxy', () => {
  it('is the hop our proxy added, whatever the client wrote before it', async () => {
    expect(await ipOf(proxy, '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(proxy, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(proxy, '1.2.3.4, 5.6.7.8, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the socket address when the request does not come through our proxy', async () => {
    expect(await ipOf('198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
  });

  it('counts a client that forges X-Forwarded-For against its real address in the rate limits', async () => {
    const forgot = (index: number, realClient: string) =>
      t.app.inject({
        method: 'POST',
        url: userEndpoints.forgotPassword.path,
        remoteAddress: proxy,
        headers: { ...jsonHeaders, 'x-forwarded-for': `1.2.3.${index}, ${realClient}` },
        payload: { email: `forger${index}@shop.example`, languageCode: 'en' },
      });
    const max = accountLimits.forgot.ip.max;
    for (let index = 0; index < max; index += 1) {
      expect((await forgot(index, '203.0.113.50')).statusCode).toBe(200);
    }
    expect((await forgot(max, '203.0.113.50')).statusCode).toBe(429);
    expect((await forgot(max + 1, '203.0.113.51')).statusCode).toBe(200);
  });
});
