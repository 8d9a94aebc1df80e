import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { csrfHeader, type Permission, userEndpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createStorage } from '../src/storage/storage';
import { jsonHeaders, passwordDigest, sessionCookie, uniqueEmail } from './accounts';
import type { TestApp } from './app';

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

/**
 * A new verified user holding exactly these permissions (given directly), signed in; returns the
 * session cookie. The permission rows are made when missing.
 */
export async function signedInUserWith(t: TestApp, permissions: readonly Permission[]): Promise<string> {
  const email = uniqueEmail('uploads');
  const password = passwordDigest(email, 'correct horse battery');
  const db = t.database.db;
  await t.app.inject({
    method: 'POST',
    url: userEndpoints.register.path,
    headers: jsonHeaders,
    payload: { email, password, displayName: 'Upload Tester', languageCode: 'en' },
  });
  await db.execute(sql`update users set email_verified_at = now() where email = ${email}`);
  for (const permission of permissions) {
    await db.execute(sql`insert into permissions (permission_id, permission_name)
      values (${permission}, ${permission}) on conflict do nothing`);
    await db.execute(sql`insert into user_permissions (user_id, permission_id)
      select user_id, ${permission} from users where email = ${email}`);
  }
  const login = await t.app.inject({
    method: 'POST',
    url: userEndpoints.login.path,
    headers: jsonHeaders,
    payload: { email, password },
  });
  return sessionCookie(login);
}

/**
 * A second instance of the app on the same database and the same file storage (the same env), as
 * a second server behind a load balancer would run.
 */
export async function secondInstance(t: TestApp, env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...env });
  // PGlite lives in one process: the second instance shares its handle.
  const ownDatabase: DatabaseHandle | null = t.database.url
    ? await openDatabase({ databaseUrl: t.database.url, poolSize: 2 })
    : null;
  const app = await buildApp({
    config,
    database: ownDatabase ?? t.database,
    storage: await createStorage(config.storage),
    logStream: new PassThrough().resume(),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await ownDatabase?.close();
    },
  };
}
