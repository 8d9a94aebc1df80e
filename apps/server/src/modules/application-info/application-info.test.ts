import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type ApplicationInfo,
  applicationInfoResponse,
  publicConfigResponse,
  systemAdminEndpoints,
  systemEndpoints,
} from '@grocery/contracts';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import { seedTestDemoAccounts } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { testDriver } from '../../../test/database';
import { maskSecret } from '../../config/secrets';
import { setSessionCookie } from '../accounts/sessions';
import { posSecretKey } from '../pos-sync/sync-secret';
import { applicationInfoService, secretProperty } from './application-info.service';

/** Secrets of the test configuration: none may appear in the answer, in any form seen here. */
const secrets = {
  smtp: 'smtp-Pa55-never-sent',
  s3Key: 'AKIA-TEST-KEY-never-sent',
  s3Secret: 's3-secret-never-sent',
  posKey: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'https://shop.example.com',
      SESSION_TTL_DAYS: '14',
      SMTP_URL: `smtp://mailer:${encodeURIComponent(secrets.smtp)}@mail.example.com:2525`,
      STORAGE_DRIVER: 's3',
      STORAGE_S3_BUCKET: 'grocery-images',
      STORAGE_S3_ACCESS_KEY_ID: secrets.s3Key,
      STORAGE_S3_SECRET_ACCESS_KEY: secrets.s3Secret,
      POS_SECRET_KEY: secrets.posKey,
      POS_URL: 'https://pos.example.com/api',
    },
  });
});
afterAll(() => t.close());

const read = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: systemAdminEndpoints.application.path,
    headers: cookie ? { cookie } : {},
  });

function property(answer: Pick<ApplicationInfo, 'sections'>, key: string) {
  const found = answer.sections.flatMap((section) => section.properties).find((p) => p.key === key);
  if (!found) throw new Error(`no property ${key}`);
  return found;
}

describe('application info', () => {
  it('answers every section from the configuration, private and never stored', async () => {
    const admin = await userHolding(t.app, { permissions: ['admin_access', 'system:read'] });
    const response = await read(admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = applicationInfoResponse.parse(response.json());
    expect(answer.sections.map((section) => section.section)).toEqual([
      'server',
      'sessions',
      'database',
      'storage',
      'mail',
      'pos',
      'jobs',
    ]);
    for (const section of answer.sections) expect(section.properties.length).toBeGreaterThan(0);
    expect(property(answer, 'version')).toMatchObject({ value: t.app.deps.version });
    expect(property(answer, 'nodeVersion')).toMatchObject({ value: process.version });
    expect(property(answer, 'https')).toMatchObject({ value: true });
    expect(property(answer, 'publicUrl')).toMatchObject({ kind: 'url', value: 'https://shop.example.com' });
    expect(property(answer, 'tokenExpiry')).toMatchObject({ kind: 'duration', value: 14 * 86_400 });
    expect(property(answer, 'databaseDriver')).toMatchObject({ value: testDriver });
    expect(property(answer, 'storageBucket')).toMatchObject({ value: 'grocery-images' });
    expect(property(answer, 'mailMode')).toMatchObject({ value: 'smtp' });
    expect(property(answer, 'smtpHost')).toMatchObject({ value: 'mail.example.com:2525' });
    expect(property(answer, 'posConnection')).toMatchObject({ value: 'posApi' });
    expect(property(answer, 'posUrl')).toMatchObject({ value: 'https://pos.example.com/api' });
    expect(property(answer, 'posSecretKey')).toEqual({
      ...secretProperty('posSecretKey', secrets.posKey, 'POS_SECRET_KEY'),
      source: { from: 'environment', variable: 'POS_SECRET_KEY' },
    });
    expect(property(answer, 'environment')).toMatchObject({ value: 'production' });
    expect(property(answer, 'jobQueue')).toMatchObject({ value: 'ok' });
    expect(answer.jobQueues.map((queue) => queue.name)).toEqual([
      'accounts.cleanUp',
      'idempotency.cleanUp',
      'mail.send',
      'mail.sweep',
      'pos.sync',
    ]);

    const migrations = property(answer, 'migrationsApplied');
    expect(migrations.kind === 'number' && migrations.value).toBeGreaterThan(15);
    expect(property(answer, 'lastMigration')).toMatchObject({ value: expect.stringMatching(/^\d{4}_\w+$/) });

    expect(property(answer, 'smtpPassword')).toEqual(
      secretProperty('smtpPassword', secrets.smtp, 'SMTP_URL'),
    );
    expect(property(answer, 'smtpPassword')).toMatchObject({
      source: { from: 'environment', variable: 'SMTP_URL' },
    });
    expect(property(answer, 'storageSecretAccessKey')).toMatchObject({
      set: true,
      fingerprint: expect.stringMatching(/^sha256:[0-9a-f]{8}$/),
    });
    // The test databases have no password.
    expect(property(answer, 'databasePassword')).toEqual({
      key: 'databasePassword',
      kind: 'secret',
      set: false,
      fingerprint: null,
      source: null,
    });
  });

  it('never sends a secret, nor the user of a server URL', async () => {
    const admin = await userHolding(t.app, { permissions: ['admin_access', 'system:read'] });
    const text = (await read(admin.cookie)).body;
    for (const secret of Object.values(secrets)) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    }
    expect(text).not.toContain('mailer');
  });

  it('shows a PostgreSQL URL as host and database, its password as a fingerprint', async () => {
    const databaseUrl = 'postgresql://owner-7f3a:s%40cret-never-sent@db.internal:5433/grocery';
    const service = await applicationInfoService({
      config: t.app.deps.config,
      version: 'test',
      database: { ...t.database, kind: 'postgres', driver: { kind: 'postgres', databaseUrl } },
    });
    const answer = await service.read();
    const text = JSON.stringify(answer);
    for (const hidden of ['owner-7f3a', 's@cret-never-sent', 's%40cret-never-sent']) {
      expect(text).not.toContain(hidden);
    }
    expect(property(answer, 'databaseHost')).toMatchObject({ value: 'db.internal:5433' });
    expect(property(answer, 'databaseName')).toMatchObject({ value: 'grocery' });
    expect(property(answer, 'databasePassword')).toEqual(
      secretProperty('databasePassword', 's@cret-never-sent', 'DATABASE_URL'),
    );
  });

  it('the cookie path shown is the one the session cookie is set with', async () => {
    const admin = await userHolding(t.app, { permissions: ['admin_access', 'system:read'] });
    const answer = applicationInfoResponse.parse((await read(admin.cookie)).json());
    let options: { path?: string } = {};
    const reply = {
      setCookie: (_name: string, _value: string, set: { path?: string }) => {
        options = set;
      },
    } as unknown as FastifyReply;
    setSessionCookie(reply, 'session', t.app.deps.config);
    expect(property(answer, 'cookiePath')).toMatchObject({ value: options.path });
  });

  it('refuses without a session (401) and without system:read (403)', async () => {
    expect((await read()).statusCode).toBe(401);
    const adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
    expect((await read(adminOnly.cookie)).statusCode).toBe(403);
    const readerOnly = await userHolding(t.app, { permissions: ['system:read'] });
    expect((await read(readerOnly.cookie)).statusCode).toBe(403);
  });
});

describe('where the POS session key comes from, and the local folder', () => {
  const config = () => t.app.deps.config;
  const serviceOn = (changes: Partial<ReturnType<typeof config>>) =>
    applicationInfoService({ config: { ...config(), ...changes }, version: 'test', database: t.database });

  it('a key file in the data folder: named before it is made, then set with the fingerprint of its text', async () => {
    const dataDir = await fs.mkdtemp(path.join(t.dataDir, 'keys-'));
    const pos = { ...config().pos, secretKey: undefined, keyFromDataDir: true };
    const service = await serviceOn({ dataDir, pos });
    const file = path.join(dataDir, 'pos-secret.key');
    expect(property(await service.read(), 'posSecretKey')).toEqual({
      key: 'posSecretKey',
      kind: 'secret',
      set: false,
      fingerprint: null,
      source: { from: 'keyFile', path: file },
    });
    // The first POS sign-in makes the key file.
    await posSecretKey({ ...config(), dataDir, pos });
    const text = (await fs.readFile(file, 'utf8')).trim();
    expect(property(await service.read(), 'posSecretKey')).toEqual({
      key: 'posSecretKey',
      kind: 'secret',
      ...maskSecret(text),
      source: { from: 'keyFile', path: file },
    });
    expect(JSON.stringify(await service.read())).not.toContain(text);
  });

  it('in production without POS_SECRET_KEY: not set, from nowhere', async () => {
    const pos = { ...config().pos, secretKey: undefined, keyFromDataDir: false };
    const service = await serviceOn({ pos });
    expect(property(await service.read(), 'posSecretKey')).toMatchObject({ set: false, source: null });
  });

  it('the local driver: no bucket (a local folder) and its folder', async () => {
    const storage = { driver: 'local' as const, directory: path.join(t.dataDir, 'files') };
    const answer = await (await serviceOn({ storage })).read();
    expect(property(answer, 'storageBucket')).toEqual({
      key: 'storageBucket',
      kind: 'state',
      value: 'localFolder',
    });
    expect(property(answer, 'storageDirectory')).toMatchObject({ value: storage.directory });
    expect(property(answer, 'storageAccessKeyId')).toMatchObject({ set: false, source: null });
  });
});

describe('the environment of a demo store', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await buildTestApp({ env: { SEED_DEMO_DATA: 'true' } });
  });
  afterAll(() => demo.close());

  const environments = async (cookie?: string) => {
    const info = cookie
      ? applicationInfoResponse.parse(
          (
            await demo.app.inject({
              method: 'GET',
              url: systemAdminEndpoints.application.path,
              headers: { cookie },
            })
          ).json(),
        )
      : null;
    const publicConfig = publicConfigResponse.parse(
      (await demo.app.inject({ method: 'GET', url: systemEndpoints.publicConfig.path })).json(),
    );
    const infoEnvironment = info ? property(info, 'environment') : null;
    return {
      info: infoEnvironment?.kind === 'text' ? infoEnvironment.value : null,
      dashboard: publicConfig.environment,
    };
  };

  it('is NODE_ENV until the demo accounts are made, then demo; never demo with SEED_DEMO_DATA=false', async () => {
    expect(await environments()).toEqual({ info: null, dashboard: 'production' });
    await seedTestDemoAccounts(demo.database.db);
    const admin = await userHolding(demo.app, { permissions: ['admin_access', 'system:read'] });
    expect(await environments(admin.cookie)).toEqual({ info: 'demo', dashboard: 'demo' });

    const withoutDemoData = await applicationInfoService({
      config: { ...demo.app.deps.config, seedDemoData: false },
      version: 'test',
      database: demo.database,
    });
    expect(property(await withoutDemoData.read(), 'environment')).toMatchObject({ value: 'production' });
  });
});

describe('secret fingerprints', () => {
  it("are 'sha256:' and the first 8 hex digits of the secret's SHA-256, or nothing when unset", () => {
    // printf %s 'correct horse' | sha256sum
    expect(secretProperty('smtpPassword', 'correct horse', 'SMTP_URL')).toEqual({
      key: 'smtpPassword',
      kind: 'secret',
      set: true,
      fingerprint: 'sha256:4104d36f',
      source: { from: 'environment', variable: 'SMTP_URL' },
    });
    expect(secretProperty('smtpPassword', '', 'SMTP_URL')).toMatchObject({
      set: false,
      fingerprint: null,
      source: null,
    });
    expect(secretProperty('smtpPassword', undefined, 'SMTP_URL')).toMatchObject({ set: false, source: null });
  });
});
