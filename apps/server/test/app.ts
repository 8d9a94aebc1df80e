import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createStorage, type FileStorage } from '../src/storage/storage';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** The configured driver: a local folder under dataDir unless the env says STORAGE_DRIVER=s3. */
  storage: FileStorage;
  dataDir: string;
  /** Every log line the app wrote so far, as text. */
  logs(): string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (PGlite, or PostgreSQL with TEST_DB=postgres) and a temporary
 * data folder. Call once per test file (beforeAll) and close() in afterAll.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string;
    beforeReady?: (app: App) => void;
    sitemapUrlsPerFile?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-test-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO_DATA: 'false', ...options.env },
    options.webDistDir,
  );
  const database = await createTestDatabase();
  const storage = await createStorage(config.storage);
  const logStream = new PassThrough();
  let logText = '';
  logStream.on('data', (chunk: Buffer) => {
    logText += chunk.toString('utf8');
  });
  const app = await buildApp({
    config,
    database,
    storage,
    logStream,
    sitemapUrlsPerFile: options.sitemapUrlsPerFile,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    storage,
    dataDir,
    logs: () => logText,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The config of a route a test adds under /api to drive shared handling (errors, logs): like every
 * /api route it needs an access rule and an endpoint object (http/route-access.ts).
 */
export function testRouteConfig(method: 'GET' | 'POST', path: string) {
  const endpoint = { method, path, access: 'public', tag: 'test', operationId: 'test' } as const;
  return { access: endpoint.access, endpoint };
}

/**
 * A second instance of the app on the same database and the same file storage (the same env), as
 * a second server behind a load balancer would run.
 */
export async function secondInstance(
  t: TestApp,
  env: Record<string, string>,
  options: { beforeReady?: (app: App) => void } = {},
) {
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
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await ownDatabase?.close();
    },
  };
}
