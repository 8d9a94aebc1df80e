import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  await fs.writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers page routes with index.html, not cached', async () => {
    for (const url of ['/', '/en', '/he/products/3/2?sort=price', '/admin/th/regions', '/en/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long-lived caching and an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
  });

  it('keeps unknown /api routes as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('does not answer a POST to a page path with the page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/en', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
