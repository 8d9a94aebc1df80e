import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3StorageSetup } from '../../test/uploads';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

/** A stand-in for an S3-compatible service on loopback: keeps objects in memory, checks signatures are sent. */
function startObjectStore() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const unsigned: string[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const key = decodeURIComponent(request.url ?? '');
    paths.push(key);
    if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
      unsigned.push(key);
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const object = objects.get(key);
      if (request.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
        response.writeHead(200, { etag: '"v1"' }).end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else if (!object) {
        response.writeHead(404).end();
      } else if (request.method === 'HEAD') {
        response.writeHead(200).end();
      } else {
        response.writeHead(200, { 'content-type': object.type, etag: '"v1"' }).end(object.body);
      }
    });
  });
  return { server, objects, unsigned, paths };
}

const store = startObjectStore();
let localDir: string;
const drivers: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  localDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-storage-'));
  await new Promise<void>((resolve) => store.server.listen(0, '127.0.0.1', resolve));
  const port = (store.server.address() as AddressInfo).port;
  drivers.local = () => new LocalStorage(localDir);
  drivers.s3 = () =>
    new S3Storage({
      driver: 's3',
      bucket: 'shop',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
});
afterAll(async () => {
  store.server.close();
  await fs.rm(localDir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (driver) => {
  const storage = () => drivers[driver]?.() as FileStorage;

  it('stores, reads, checks and deletes a file', async () => {
    const body = Buffer.from('RIFF....WEBP');
    await storage().put('product-images/milk-1.webp', body, 'image/webp');
    expect(await storage().exists('product-images/milk-1.webp')).toBe(true);
    const file = await storage().get('product-images/milk-1.webp');
    expect(file?.body.equals(body)).toBe(true);
    expect(file?.contentType).toBe('image/webp');
    expect(file?.etag).toMatch(/^".+"$/);
    await storage().delete('product-images/milk-1.webp');
    expect(await storage().exists('product-images/milk-1.webp')).toBe(false);
    expect(await storage().get('product-images/milk-1.webp')).toBeNull();
  });

  it('stores a stream and reads it back as one; a failing stream leaves nothing', async () => {
    const key = 'price-files/streamed';
    expect(
      await storage().putStream(
        key,
        Readable.from(['<Root>', '<Items/>', '</Root>'].map((part) => Buffer.from(part))),
        'application/xml',
      ),
    ).toBe(21);
    const stream = await storage().getStream(key);
    expect(stream && (await text(stream))).toBe('<Root><Items/></Root>');
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('the client went away');
    }
    await expect(storage().putStream('price-files/failed', failing(), 'application/xml')).rejects.toThrow(
      'went away',
    );
    expect(await storage().exists('price-files/failed')).toBe(false);
    await storage().delete(key);
    expect(await storage().getStream(key)).toBeNull();
    if (driver === 'local') expect(await fs.readdir(path.join(localDir, 'price-files'))).toEqual([]);
  });

  it.each(['../etc/passwd', 'product-images/../../x', '/abs/path.webp', 'no-folder.webp', 'a/b c.webp'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    },
  );
});

it('signs every request to S3-compatible storage and addresses the bucket by path', () => {
  expect(store.paths.length).toBeGreaterThan(0);
  expect(store.unsigned).toEqual([]);
  expect(store.paths.every((key) => /^\/shop\/(product-images|price-files)\//.test(key))).toBe(true);
});

it('streams a file larger than one part to S3 as a multipart upload (s3rver), and reads it back', async () => {
  const s3 = await s3StorageSetup();
  try {
    const storage = new S3Storage({
      driver: 's3',
      bucket: 'shop',
      region: 'us-east-1',
      endpoint: s3.env.STORAGE_S3_ENDPOINT as string,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const block = Buffer.alloc(1024 * 1024, 'x');
    const blocks = Array.from({ length: 9 }, (_, i) => Buffer.concat([Buffer.from(`${i}`), block]));
    expect(await storage.putStream('price-files/large', Readable.from(blocks), 'application/gzip')).toBe(
      9 * (block.length + 1),
    );
    const stream = await storage.getStream('price-files/large');
    let length = 0;
    for await (const chunk of stream as Readable) length += (chunk as Buffer).length;
    expect(length).toBe(9 * (block.length + 1));
    expect(await s3.storedFiles()).toHaveLength(1);
  } finally {
    await s3.stop();
  }
});
