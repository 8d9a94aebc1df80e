import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { tileSource } from './security-headers';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  for (const file of ['index.html', 'index.en.html']) {
    await fs.writeFile(path.join(distDir, file), '<!doctype html><div id="root"></div>');
  }
  await fs.writeFile(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  t = await buildTestApp({
    webDistDir: distDir,
    env: { MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The policy's directives by name. */
function policy(header: unknown): Map<string, string[]> {
  const directives = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(directives.map(([name, ...values]) => [name as string, values]));
}

describe('security headers', () => {
  it.each(['/en/products/3', '/assets/index-AbC123.js', '/api/health', '/api/no-such-route'])(
    'are on %s',
    async (url) => {
      const { headers } = await get(url);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = policy(headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('img-src')).toContain('https://*.tiles.example.org');
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('give the API documentation a policy Swagger UI can run under', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    const csp = policy(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('send HSTS only when the shop is served over https', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
    try {
      const { headers } = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policy(headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  }, 120_000);

  it('take the map tiles origin from MAP_TILE_URL', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org:8443',
    );
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
