import { type ApplicationInfo, applicationInfoResponse, systemAdminEndpoints } from '@grocery/contracts';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { testDriver } from '../../../test/database';
import { setSessionCookie } from '../accounts/sessions';
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
    expect(property(answer, 'posSecretKey')).toEqual(secretProperty('posSecretKey', secrets.posKey));
    expect(property(answer, 'jobQueue')).toMatchObject({ value: 'ok' });
    expect(answer.jobQueues.map((queue) => queue.name)).toEqual([
      'accounts.cleanUp',
      'mail.send',
      'mail.sweep',
      'pos.sync',
    ]);

    const migrations = property(answer, 'migrationsApplied');
    expect(migrations.kind === 'number' && migrations.value).toBeGreaterThan(15);
    expect(property(answer, 'lastMigration')).toMatchObject({ value: expect.stringMatching(/^\d{4}_\w+$/) });

    expect(property(answer, 'smtpPassword')).toEqual(secretProperty('smtpPassword', secrets.smtp));
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
      secretProperty('databasePassword', 's@cret-never-sent'),
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

describe('secret fingerprints', () => {
  it("are 'sha256:' and the first 8 hex digits of the secret's SHA-256, or nothing when unset", () => {
    // printf %s 'correct horse' | sha256sum
    expect(secretProperty('smtpPassword', 'correct horse')).toEqual({
      key: 'smtpPassword',
      kind: 'secret',
      set: true,
      fingerprint: 'sha256:4104d36f',
    });
    expect(secretProperty('smtpPassword', '')).toMatchObject({ set: false, fingerprint: null });
    expect(secretProperty('smtpPassword', undefined)).toMatchObject({ set: false, fingerprint: null });
  });
});
