import {
  apiDocsPath,
  errorEnvelopeSchema,
  healthResponse,
  publicConfigResponse,
  systemEndpoints,
} from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { testDriver } from '../../../test/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CURRENCY_SYMBOL: '฿' } });
});
afterAll(() => t.close());

describe('system routes', () => {
  it('health checks the database and names the driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: systemEndpoints.health.path });
    expect(response.statusCode).toBe(200);
    const body = healthResponse.parse(response.json());
    expect(body.database).toBe(testDriver);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('public config carries the configured currency symbol', async () => {
    const response = await t.app.inject({ method: 'GET', url: systemEndpoints.publicConfig.path });
    const body = publicConfigResponse.parse(response.json());
    expect(body.currencySymbol).toBe('฿');
  });

  it('the bare ping route answers the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: systemEndpoints.ping.path });
    expect(response.json()).toEqual({ reject: false, reason: null });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${apiDocsPath}/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain(systemEndpoints.health.path);
    const page = await t.app.inject({ method: 'GET', url: `${apiDocsPath}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers 503 with the envelope when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: systemEndpoints.health.path });
    expect(response.statusCode).toBe(503);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('SERVICE_UNAVAILABLE');
    await broken.app.close();
  });
});
