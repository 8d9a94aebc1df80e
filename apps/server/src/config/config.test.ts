import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.currencySymbol).toBe('₪');
    expect(config.sessionTtlDays).toBe(30);
    expect(config.storage).toEqual({ driver: 'local', directory: path.resolve('./data/files') });
    expect(config.uploads).toEqual({ maxBytes: 10 * 1024 * 1024, maxFiles: 10 });
    expect(config.jobsEnabled).toBe(true);
    expect(config.deliveryHoldMinutes).toBe(10);
    expect(config.logFormat).toBe('auto');
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      PUBLIC_URL: 'https://shop.example/',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      SMTP_URL: 'smtp://mail:25',
      SESSION_TTL_DAYS: '7',
      CURRENCY_SYMBOL: '฿',
      UPLOAD_MAX_BYTES: '2097152',
      UPLOAD_MAX_FILES: '3',
      JOBS_ENABLED: 'false',
      DELIVERY_HOLD_MINUTES: '15',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/shop',
      databaseUrl: 'postgres://shop@db:5432/shop',
      publicUrl: 'https://shop.example',
      logLevel: 'debug',
      logFormat: 'json',
      smtpUrl: 'smtp://mail:25',
      sessionTtlDays: 7,
      currencySymbol: '฿',
      uploads: { maxBytes: 2_097_152, maxFiles: 3 },
      jobsEnabled: false,
      deliveryHoldMinutes: 15,
    });
  });

  it('reads LOG_FORMAT: pretty or json on any output, auto by default', () => {
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBe('auto');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/shop'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'text'],
    ['SMTP_URL', 'http://mail'],
    ['SESSION_TTL_DAYS', '-1'],
    ['STORAGE_DRIVER', 'ftp'],
    ['UPLOAD_MAX_BYTES', '10 MiB'],
    ['DELIVERY_HOLD_MINUTES', '0'],
    ['DELIVERY_HOLD_MINUTES', '121'],
    ['DELIVERY_HOLD_MINUTES', '2.5'],
    ['UPLOAD_MAX_BYTES', '0'],
    ['UPLOAD_MAX_FILES', '0'],
    ['UPLOAD_MAX_FILES', '2.5'],
    ['JOBS_ENABLED', 'yes'],
  ])('rejects a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('needs a bucket and keys for S3 storage', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /STORAGE_S3_BUCKET.*\n.*STORAGE_S3_ACCESS_KEY_ID/,
    );
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      STORAGE_S3_BUCKET: 'shop',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_ACCESS_KEY_ID: 'id',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'shop', forcePathStyle: true });
  });

  it('trusts no proxy by default, or exactly the proxy addresses given', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'loopback',
      'fd00::/8',
    ]);
  });

  it.each(['true', '1', '2', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,'])(
    'refuses TRUST_PROXY=%s, which would let a client choose its own address',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: give the addresses or CIDR ranges/,
      );
    },
  );

  it('lists no CORS origin by default, or exactly the origins given', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://app.shop.example, http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://app.shop.example', 'http://localhost:5173']);
  });

  it.each([
    '*',
    'app.shop.example',
    'https://app.shop.example/',
    'https://app.shop.example/path',
    'ftp://x.example',
  ])('refuses CORS_ORIGINS=%s, which is no origin', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(
      /CORS_ORIGINS: give origins as a browser sends them/,
    );
  });
});
