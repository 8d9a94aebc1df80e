import path from 'node:path';
import {
  type EnvironmentSetting,
  type SettingsAnswer,
  settingsEndpoints,
  settingsResponse,
} from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { envSchema, loadConfig } from '../../config/config';
import { maskSecret } from '../../config/secrets';
import { settingsService, settingsVariableNames } from './settings.service';

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
      // Set to its default: still the default.
      UPLOAD_MAX_FILES: '10',
      SMTP_URL: `smtp://mailer:${encodeURIComponent(secrets.smtp)}@mail.example.com:2525`,
      STORAGE_DRIVER: 's3',
      STORAGE_S3_BUCKET: 'grocery-images',
      STORAGE_S3_ACCESS_KEY_ID: secrets.s3Key,
      STORAGE_S3_SECRET_ACCESS_KEY: secrets.s3Secret,
      POS_SECRET_KEY: secrets.posKey,
      POS_URL: 'https://pos.example.com/api',
      TRUST_PROXY: '10.0.0.2, loopback',
    },
  });
});
afterAll(() => t.close());

const read = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: settingsEndpoints.read.path, headers: cookie ? { cookie } : {} });

function settingOf(answer: Pick<SettingsAnswer, 'environment'>, name: string): EnvironmentSetting {
  const found = answer.environment.flatMap((group) => group.settings).find((s) => s.name === name);
  if (!found) throw new Error(`no setting ${name}`);
  return found;
}

describe('settings', () => {
  it('lists every variable the environment sets, by group, with its value and whether it is the default', async () => {
    const admin = await userHolding(t.app, { permissions: ['admin_access', 'system:read'] });
    const response = await read(admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = settingsResponse.parse(response.json());
    expect(answer.environment.map((group) => group.group)).toEqual([
      'server',
      'database',
      'storage',
      'mail',
      'pos',
      'delivery',
      'uploads',
      'security',
    ]);
    const dataDir = t.app.deps.config.dataDir;
    expect(settingOf(answer, 'PUBLIC_URL')).toEqual({
      name: 'PUBLIC_URL',
      value: 'https://shop.example.com',
      secret: null,
      isDefault: false,
      defaultValue: 'http://localhost:3000',
      note: null,
    });
    expect(settingOf(answer, 'PORT')).toMatchObject({ value: '3000', isDefault: true, defaultValue: null });
    expect(settingOf(answer, 'DATA_DIR')).toMatchObject({
      value: dataDir,
      isDefault: false,
      defaultValue: path.resolve('./data'),
    });
    expect(settingOf(answer, 'SESSION_TTL_DAYS')).toMatchObject({
      value: '14',
      isDefault: false,
      defaultValue: '30',
    });
    expect(settingOf(answer, 'UPLOAD_MAX_FILES')).toMatchObject({ value: '10', isDefault: true });
    expect(settingOf(answer, 'UPLOAD_MAX_BYTES')).toMatchObject({ value: '10485760', isDefault: true });
    expect(settingOf(answer, 'POS_PRICE_FILE_MAX_MB')).toMatchObject({ value: '100', isDefault: true });
    expect(settingOf(answer, 'RATE_LIMITS_ENABLED')).toMatchObject({ value: 'true', isDefault: true });
    expect(settingOf(answer, 'TRUST_PROXY')).toMatchObject({
      value: '10.0.0.2,loopback',
      isDefault: false,
      defaultValue: 'false',
    });
    // Unset and no default: not set, and that is the default.
    expect(settingOf(answer, 'DATABASE_URL')).toMatchObject({ value: null, secret: null, isDefault: true });
    expect(settingOf(answer, 'POS_DELTA_SCHEDULE')).toMatchObject({ value: null, isDefault: true });
    // The local folder is not read with the s3 driver.
    expect(settingOf(answer, 'STORAGE_DIR')).toMatchObject({ value: null, note: 'notUsed' });
    expect(settingOf(answer, 'STORAGE_S3_BUCKET')).toMatchObject({
      value: 'grocery-images',
      isDefault: false,
    });
    expect(settingOf(answer, 'STORAGE_S3_REGION')).toMatchObject({ value: 'us-east-1', isDefault: true });
    expect(settingOf(answer, 'POS_URL')).toMatchObject({ value: 'https://pos.example.com/api', note: null });
  });

  it('shows secrets only as set or not and a fingerprint, and server URLs without their user and password', async () => {
    const admin = await userHolding(t.app, { permissions: ['admin_access', 'system:read'] });
    const response = await read(admin.cookie);
    const text = response.body;
    for (const secret of Object.values(secrets)) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    }
    expect(text).not.toContain('mailer');
    const answer = settingsResponse.parse(response.json());
    expect(settingOf(answer, 'SMTP_URL')).toMatchObject({
      value: 'smtp://mail.example.com:2525',
      secret: maskSecret(secrets.smtp),
      isDefault: false,
    });
    expect(settingOf(answer, 'POS_SECRET_KEY')).toMatchObject({
      value: null,
      secret: maskSecret(secrets.posKey),
      isDefault: false,
      note: null,
    });
    expect(settingOf(answer, 'STORAGE_S3_ACCESS_KEY_ID').secret).toEqual(maskSecret(secrets.s3Key));
    expect(settingOf(answer, 'STORAGE_S3_SECRET_ACCESS_KEY')).toMatchObject({
      value: null,
      secret: { set: true, fingerprint: expect.stringMatching(/^sha256:[0-9a-f]{8}$/) },
    });
  });

  it('refuses without a session (401) and without system:read (403)', async () => {
    expect((await read()).statusCode).toBe(401);
    const adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
    expect((await read(adminOnly.cookie)).statusCode).toBe(403);
    const readerOnly = await userHolding(t.app, { permissions: ['system:read'] });
    expect((await read(readerOnly.cookie)).statusCode).toBe(403);
  });
});

describe('the settings list', () => {
  it('names every variable the configuration reads, each once', () => {
    expect([...settingsVariableNames].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('says what stands in for an unset variable: the demo POS, the key file; S3 unused with a local folder', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/settings-test', NODE_ENV: 'development' });
    const demo = { ...config, pos: { ...config.pos, url: 'http://127.0.0.1:4555', demo: true } };
    const answer = settingsService(demo).read();
    expect(settingOf(answer, 'POS_URL')).toMatchObject({ value: null, isDefault: true, note: 'demoPos' });
    expect(settingOf(answer, 'POS_SECRET_KEY')).toMatchObject({
      secret: { set: false, fingerprint: null },
      isDefault: true,
      note: 'keyFile',
    });
    expect(settingOf(answer, 'NODE_ENV')).toMatchObject({ value: 'development', defaultValue: 'production' });
    expect(settingOf(answer, 'STORAGE_DIR')).toMatchObject({
      value: path.join('/tmp/settings-test', 'files'),
      isDefault: true,
      note: null,
    });
    expect(settingOf(answer, 'STORAGE_S3_SECRET_ACCESS_KEY')).toMatchObject({
      secret: null,
      note: 'notUsed',
    });
  });

  it('a PostgreSQL URL without its user and password, the password as a fingerprint', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/settings-test',
      DATABASE_URL: 'postgresql://owner-7f3a:s%40cret-never-sent@db.internal:5433/grocery',
    });
    const answer = settingsService(config).read();
    const text = JSON.stringify(answer);
    for (const hidden of ['owner-7f3a', 's@cret-never-sent', 's%40cret-never-sent']) {
      expect(text).not.toContain(hidden);
    }
    expect(settingOf(answer, 'DATABASE_URL')).toMatchObject({
      value: 'postgresql://db.internal:5433/grocery',
      secret: maskSecret('s@cret-never-sent'),
      isDefault: false,
      defaultValue: null,
    });
  });
});
