import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { csrfHeader } from '@grocery/contracts';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { App } from '../src/app';

export interface UploadFile {
  bytes: Uint8Array;
  /** The name the client gives; never the stored name. */
  name: string;
  /** The part's Content-Type the client claims; never believed. */
  type: string;
}

/** A multipart/form-data body as a browser sends it: FormData through Response gives bytes and boundary. */
export async function multipartBody(files: UploadFile[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') as string,
  };
}

/** An upload POST the way the web app sends it: multipart with the forgery-check header. */
export async function upload(
  app: App,
  url: string,
  files: UploadFile[],
  options: { cookie?: string; csrf?: boolean } = {},
) {
  const { payload, contentType } = await multipartBody(files);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      ...(options.csrf === false ? {} : { [csrfHeader.name]: csrfHeader.value }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** A picture with some detail (so encoders have work), as JPEG, PNG or another format sharp writes. */
export async function sampleImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif',
  width: number,
  height: number,
  options: { orientation?: number; copyright?: string; noise?: boolean } = {},
): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i += 1) {
    const pixel = Math.floor(i / channels);
    const [x, y] = [pixel % width, Math.floor(pixel / width)];
    // Noise does not compress (a large file); a gradient does.
    raw[i] = options.noise ? Math.floor(Math.random() * 256) : (x + 2 * y + 90 * (i % channels)) % 256;
  }
  let image = sharp(raw, { raw: { width, height, channels } });
  if (options.orientation || options.copyright) {
    image = image
      .withMetadata(options.orientation ? { orientation: options.orientation } : {})
      .withExif(options.copyright ? { IFD0: { Copyright: options.copyright } } : {});
  }
  return image.toFormat(format).toBuffer();
}

/** Every file under a folder (recursively), e.g. a local storage folder or s3rver's. */
export async function filesUnder(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A file storage two instances share, and how to count what it holds. */
export interface StorageSetup {
  env: Record<string, string>;
  /** The files that hold stored objects, to count. */
  storedFiles(): Promise<string[]>;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free port, in a temporary folder. */
export async function s3StorageSetup(): Promise<StorageSetup> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'shop' }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      STORAGE_S3_BUCKET: 'shop',
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's built-in account.
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    storedFiles: async () => (await filesUnder(directory)).filter((file) => file.endsWith('._S3rver_object')),
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** A temporary local folder. */
export async function localStorageSetup(): Promise<StorageSetup> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-shared-files-'));
  return {
    env: { STORAGE_DRIVER: 'local', STORAGE_DIR: directory },
    storedFiles: () => filesUnder(directory),
    stop: () => fs.rm(directory, { recursive: true, force: true }),
  };
}

/**
 * An animated PNG as a browser saves it: a PNG whose acTL and fcTL chunks (before IDAT) make it an
 * APNG; readers that know no animation show its default image.
 */
export async function animatedPng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return framed;
  };
  const png = await sampleImage('png', width, height);
  const idat = png.indexOf(Buffer.from('IDAT')) - 4;
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(1, 0);
  const frame = Buffer.alloc(26);
  frame.writeUInt32BE(width, 4);
  frame.writeUInt32BE(height, 8);
  frame.writeUInt16BE(1, 20);
  frame.writeUInt16BE(10, 22);
  return Buffer.concat([
    png.subarray(0, idat),
    chunk('acTL', animation),
    chunk('fcTL', frame),
    png.subarray(idat),
  ]);
}
