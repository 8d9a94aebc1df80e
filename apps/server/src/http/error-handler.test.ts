import { errorEnvelopeSchema } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, testRouteConfig } from '../../test/app';
import { HttpError } from './http-error';

let t: TestApp;
let writes = 0;

beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      // Routes of the test's own, to drive the shared error handling through real requests.
      app.post(
        '/api/test/items',
        {
          config: testRouteConfig('POST', '/api/test/items'),
          schema: { body: z.object({ name: z.string().min(2), quantity: z.number().positive() }) },
        },
        async (request) => {
          writes += 1;
          await t.database.db.execute(sql`select ${request.body.name}`);
          return { reject: false, reason: null };
        },
      );
      app.get('/api/test/crash', { config: testRouteConfig('GET', '/api/test/crash') }, async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
      app.get('/api/test/limited', { config: testRouteConfig('GET', '/api/test/limited') }, async () => {
        throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
      });
      app.get('/api/test/forbidden', { config: testRouteConfig('GET', '/api/test/forbidden') }, async () => {
        throw new HttpError(403, 'FORBIDDEN', 'You may not do that.');
      });
    },
  });
});
afterAll(() => t.close());

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/items',
    payload,
    headers: { 'content-type': contentType, 'x-requested-with': 'grocery' },
  });

describe('the error envelope', () => {
  it('answers 404 with the envelope for an unknown /api route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
  });

  it('answers 400 for a body that is not JSON, and writes nothing', async () => {
    const before = writes;
    const response = await post('{"name": "milk",');
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
    expect(writes).toBe(before);
  });

  it('answers 400 with the failing fields when the schema rejects the body', async () => {
    const before = writes;
    const response = await post(JSON.stringify({ name: 'x', quantity: -1 }));
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['body.name', 'body.quantity']);
    expect(writes).toBe(before);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await post(JSON.stringify({ name: 'a'.repeat(1_100_000), quantity: 1 }));
    expect(response.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for a content type the route does not read', async () => {
    const response = await post('name=milk', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'milk', quantity: 1.5 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reject: false, reason: null });
  });

  it('keeps its own status and reason for an HttpError', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ reject: true, reason: 'FORBIDDEN', message: 'You may not do that.' });
  });

  it('answers a rate-limited request with 429 and the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(response.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('TOO_MANY_REQUESTS');
    // A source that does not say when gets a minute.
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json().retryAfterSeconds).toBe(60);
    // No limit named: the RateLimit header alone, under the draft's default name.
    expect(response.headers.ratelimit).toBe('"default";r=0;t=60');
    expect(response.headers['ratelimit-policy']).toBeUndefined();
  });

  it('answers a crash with 500, a ticket id that is in the log, and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.reason).toBe('INTERNAL_ERROR');
    expect(body.ticketId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('/srv/app.ts');
    const logged = t
      .logs()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { ticketId?: string; err?: { message: string } })
      .find((line) => line.ticketId === body.ticketId);
    expect(logged?.err?.message).toContain('secret internal detail');
  });

  it('does not write cookies or authorization headers to the log', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { cookie: 'session=top-secret-cookie', authorization: 'Bearer top-secret-token' },
    });
    expect(t.logs()).not.toContain('top-secret');
  });
});
