import { userEndpoints } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { accountLimits } from './rate-limits';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a 429', () => {
  it('names the limit passed in RateLimit-Policy and RateLimit, with the wait of Retry-After', async () => {
    const email = uniqueEmail('limited');
    const limit = accountLimits.resend.email;
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let attempt = 0; attempt <= limit.max && !refused; attempt++) {
      const response = await send(t, 'POST', userEndpoints.resendConfirmation.path, {
        email,
        languageCode: 'en',
      });
      if (response.statusCode === 429) refused = response;
      else expect(response.headers.ratelimit).toBeUndefined();
    }
    if (!refused) throw new Error('never refused');
    const wait = refused.headers['retry-after'];
    expect(refused.headers['ratelimit-policy']).toBe(
      `"resend-email";q=${accountLimits.resend.email.max};w=${accountLimits.resend.email.windowSeconds}`,
    );
    expect(refused.headers.ratelimit).toBe(`"resend-email";r=0;t=${wait}`);
  });
});
