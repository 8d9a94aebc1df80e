import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let distDir: string;
const script = 'console.log("hello from the web app");'.repeat(20);
/** The page of one language's build; `index.html` is the English one. */
const page = (file: string) => `<!doctype html><meta name="file" content="${file}"><div id="root"></div>`;
const fileOf = (body: string) => /content="([^"]+)"/.exec(body)?.[1];
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  const write = (name: string, content: string | Buffer) => fs.writeFile(path.join(distDir, name), content);
  for (const file of ['index.html', 'index.en.html', 'index.he.html', 'index.th.html']) {
    await write(file, page(file));
    await write(`${file}.br`, brotliCompressSync(page(file)));
  }
  await write('assets/index-AbC123.js', 'console.log(1)');
  await write('assets/x-Zz9.js', script);
  await write('assets/x-Zz9.js.br', brotliCompressSync(script));
  await write('assets/x-Zz9.js.gz', gzipSync(script));
  await write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.copyFile(path.join(publicDir, 'favicon.ico'), path.join(distDir, 'favicon.ico'));
  t = await buildTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it('answers the pages of the app with index.html, 200, not cached', async () => {
    for (const url of [
      '/en',
      '/en/',
      '/he/products/3/2?sort=price',
      '/en/products/details/1',
      '/th/order-confirmation/1001',
      '/admin',
      '/admin/en/users',
      '/admin/th/regions/blackouts',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 with index.html for paths that are no page, so the app shows its not-found page', async () => {
    for (const url of [
      '/en/nope',
      '/xx/about',
      '/en/products',
      '/admin/en/nope',
      '/admin/xx',
      '/wp-login.php',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it.each([
    ['en', ['/en', '/en/products/details/1', '/admin/en/users'], ['/en/nope', '/admin/en/nope']],
    ['he', ['/he/', '/he/products/3/2?sort=price', '/admin/he'], ['/he/nope', '/xx/about', '/wp-login.php']],
    ['th', ['/th/order-confirmation/1001', '/admin/th/regions/blackouts'], ['/th/x', '/admin/th/nope']],
  ])('answers the pages and not-found paths in %s with that build', async (language, pages, missing) => {
    for (const url of [...pages, ...missing]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(pages.includes(url) ? 200 : 404);
      expect(fileOf(response.body), url).toBe(`index.${language}.html`);
    }
  });

  it('answers /admin, which the app sends to English, with index.html', async () => {
    for (const url of ['/admin', '/admin/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(fileOf(response.body), url).toBe('index.html');
    }
  });

  it.each([
    ['th-TH,en;q=0.5', '/th'],
    ['fr-FR,he;q=0.8,en;q=0.9', '/en'],
    ['fr, he-IL;q=0.7', '/he'],
    ['he;q=0, th;q=0.1', '/th'],
    ['de', '/en'],
    [undefined, '/en'],
  ])('redirects / with Accept-Language %s to %s, never kept', async (accept, target) => {
    const response = await get('/', accept === undefined ? {} : { 'accept-language': accept });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(target);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('accept-language');
  });

  it('sends the whole not-found page even to a browser that has it cached', async () => {
    const first = await get('/en/nope');
    const again = await get('/en/nope', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<div id="root">');
  });

  it('serves hashed assets with long-lived caching and an ETag', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
    const again = await get('/assets/index-AbC123.js', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
  });

  it('keeps unknown /api routes as JSON 404s, however the path is encoded, without echoing it', async () => {
    for (const url of ['/api/nothing/here', '/%61pi/nothing/here', '/api']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.body).not.toContain('nothing');
    }
  });

  it('does not answer a POST to a page path with the page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/en', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('serves /favicon.ico as an icon', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect([...response.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});

describe('pre-compressed files', () => {
  it('sends the .br sibling to a browser that takes brotli, and the .gz one for gzip', async () => {
    const br = await get('/assets/x-Zz9.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(await fs.readFile(path.join(distDir, 'assets/x-Zz9.js.br')))).toBe(true);
    const gz = await get('/assets/x-Zz9.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(await fs.readFile(path.join(distDir, 'assets/x-Zz9.js.gz')))).toBe(true);
  });

  it('sends the plain file to a client that takes no encoding', async () => {
    const plain = await get('/assets/x-Zz9.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the compressed page for pages too', async () => {
    const answer = await get('/he/about', { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.rawPayload.equals(await fs.readFile(path.join(distDir, 'index.he.html.br')))).toBe(true);
  });

  it('does not serve the siblings under their own names', async () => {
    expect((await get('/assets/x-Zz9.js.br')).statusCode).toBe(404);
  });
});
