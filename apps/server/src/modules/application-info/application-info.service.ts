import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ApplicationInfo,
  ApplicationInfoProperty,
  ApplicationJobQueue,
  SecretSource,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { type Config, posKeyBytes, posKeyFile } from '../../config/config';
import { maskSecret } from '../../config/secrets';
import { type DatabaseHandle, migrationsFolder, rowsOf } from '../../db/client';
import { demoStoreCheck, environmentName } from '../../seed/demo-store';

export interface ApplicationInfoDeps {
  config: Config;
  database: DatabaseHandle;
  version: string;
}

type Property = ApplicationInfoProperty;
type Section = ApplicationInfo['sections'][number];

/** A secret as set or not, its fingerprint (decision 0049) and, when set, the variable it came from. */
export function secretProperty(
  key: Property['key'],
  secret: string | undefined | null,
  variable: string,
): Property {
  const masked = maskSecret(secret);
  const source: SecretSource | null = masked.set ? { from: 'environment', variable } : null;
  return { key, kind: 'secret', ...masked, source };
}

/**
 * The POS session key (decision 0048): POS_SECRET_KEY, or outside production the key file in the
 * data folder, read at each call since the first POS sign-in makes it; its fingerprint is of the
 * file's text without the line end. In production without the variable: not set.
 */
async function posKeyProperty(config: Config): Promise<Property> {
  const file = posKeyFile(config);
  if (!file) return secretProperty('posSecretKey', config.pos.secretKey, 'POS_SECRET_KEY');
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  const masked = maskSecret(posKeyBytes(text) ? text : null);
  return { key: 'posSecretKey', kind: 'secret', ...masked, source: { from: 'keyFile', path: file } };
}

/** A server URL's host and port, path and password (decoded); never its user name. */
function urlParts(url: string) {
  try {
    const parsed = new URL(url);
    return {
      host: parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname,
      path: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || null,
      password: parsed.password ? decodeURIComponent(parsed.password) : null,
    };
  } catch {
    return { host: null, path: null, password: null };
  }
}

/** The sections read from the configuration, which does not change while the server runs. */
function configSections({ config, database }: ApplicationInfoDeps): Record<Section['section'], Property[]> {
  const https = config.publicUrl.startsWith('https://');
  const driver = database.driver;
  const db = driver.kind === 'postgres' ? urlParts(driver.databaseUrl) : null;
  const smtp = config.smtpUrl ? urlParts(config.smtpUrl) : null;
  const storage = config.storage;
  return {
    server: [
      { key: 'host', kind: 'text', value: config.host },
      { key: 'port', kind: 'number', value: config.port },
      { key: 'publicUrl', kind: 'url', value: config.publicUrl },
      { key: 'https', kind: 'flag', value: https },
      { key: 'trustProxy', kind: 'text', value: config.trustProxy ? config.trustProxy.join(', ') : null },
      { key: 'dataDirectory', kind: 'text', value: config.dataDir },
    ],
    sessions: [
      { key: 'tokenExpiry', kind: 'duration', value: Math.round(config.sessionTtlDays * 86_400) },
      // As setSessionCookie sets it (its test compares the two).
      { key: 'cookiePath', kind: 'text', value: '/' },
      // The origins whose pages may call the API (http/cors.ts); with none, no CORS header is sent.
      config.corsOrigins.length > 0
        ? { key: 'cors', kind: 'text', value: config.corsOrigins.join(', ') }
        : { key: 'cors', kind: 'state', value: 'sameOrigin' },
      { key: 'rateLimits', kind: 'flag', value: config.rateLimitsEnabled },
    ],
    database: [
      { key: 'databaseDriver', kind: 'state', value: database.kind },
      { key: 'databaseHost', kind: 'text', value: db?.host ?? null },
      { key: 'databaseName', kind: 'text', value: db?.path ?? null },
      secretProperty('databasePassword', db?.password, 'DATABASE_URL'),
    ],
    storage: [
      { key: 'storageDriver', kind: 'state', value: storage.driver },
      ...(storage.driver === 's3'
        ? ([
            { key: 'storageBucket', kind: 'text', value: storage.bucket },
            { key: 'storageRegion', kind: 'text', value: storage.region },
            { key: 'storageEndpoint', kind: 'url', value: storage.endpoint ?? null },
          ] satisfies Property[])
        : ([
            { key: 'storageBucket', kind: 'state', value: 'localFolder' },
            { key: 'storageDirectory', kind: 'text', value: storage.directory },
          ] satisfies Property[])),
      secretProperty(
        'storageAccessKeyId',
        storage.driver === 's3' ? storage.accessKeyId : null,
        'STORAGE_S3_ACCESS_KEY_ID',
      ),
      secretProperty(
        'storageSecretAccessKey',
        storage.driver === 's3' ? storage.secretAccessKey : null,
        'STORAGE_S3_SECRET_ACCESS_KEY',
      ),
    ],
    mail: [
      { key: 'mailMode', kind: 'state', value: smtp ? 'smtp' : 'outbox' },
      { key: 'smtpHost', kind: 'text', value: smtp?.host ?? null },
      secretProperty('smtpPassword', smtp?.password, 'SMTP_URL'),
    ],
    pos: [
      { key: 'posConnection', kind: 'state', value: posSource(config.pos) },
      { key: 'posUrl', kind: 'url', value: config.pos.url ?? null },
      { key: 'posPriceFile', kind: 'text', value: config.pos.priceFile ?? null },
      { key: 'posDeltaSchedule', kind: 'text', value: config.pos.deltaSchedule ?? null },
    ],
    jobs: [{ key: 'jobWorkers', kind: 'flag', value: config.jobsEnabled }],
  };
}

/** Where the catalogue sync reads from (decision 0048). */
function posSource(pos: Config['pos']): 'demoPos' | 'posApi' | 'priceFile' | 'notConfigured' {
  if (pos.demo) return 'demoPos';
  if (pos.url) return 'posApi';
  return pos.priceFile ? 'priceFile' : 'notConfigured';
}

/** Migration tags by the `when` that drizzle stores as each applied migration's created_at. */
async function migrationTags(): Promise<Map<string, string>> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((entry) => [String(entry.when), entry.tag]));
}

/** The server's configuration and health (decision 0049); secrets only as fingerprints. */
export async function applicationInfoService(deps: ApplicationInfoDeps) {
  const fixed = configSections(deps);
  const tags = await migrationTags();
  const { db } = deps.database;
  const isDemo = demoStoreCheck(db, deps.config.seedDemoData);

  async function migrations(): Promise<Property[]> {
    const [row] = rowsOf<{ applied: number; last: string | null }>(
      await db.execute(
        sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
      ),
    );
    return [
      { key: 'migrationsApplied', kind: 'number', value: row?.applied ?? 0 },
      { key: 'lastMigration', kind: 'text', value: row?.last ? (tags.get(row.last) ?? row.last) : null },
    ];
  }

  /** pg-boss's counts per queue (its own internal ones left out), kept by its monitor: no scan of the jobs. */
  async function jobQueues(): Promise<ApplicationJobQueue[] | null> {
    try {
      return rowsOf<ApplicationJobQueue>(
        await db.execute(sql`
          select name, queued_count as queued, active_count as active,
                 deferred_count as deferred, failed_count as failed
          from pgboss.queue where not starts_with(name, '__pgboss__') order by name`),
      );
    } catch {
      return null;
    }
  }

  return {
    async read(): Promise<Omit<ApplicationInfo, 'reject' | 'reason'>> {
      const [applied, queues, environment, posKey] = await Promise.all([
        migrations(),
        jobQueues(),
        environmentName(isDemo, deps.config.environment),
        posKeyProperty(deps.config),
      ]);
      const running: Property[] = [
        { key: 'version', kind: 'text', value: deps.version },
        { key: 'nodeVersion', kind: 'text', value: process.version },
        { key: 'uptime', kind: 'duration', value: Math.floor(process.uptime()) },
        { key: 'environment', kind: 'text', value: environment },
      ];
      return {
        sections: [
          { section: 'server', properties: [...running, ...fixed.server] },
          { section: 'sessions', properties: fixed.sessions },
          { section: 'database', properties: [...fixed.database, ...applied] },
          { section: 'storage', properties: fixed.storage },
          { section: 'mail', properties: fixed.mail },
          { section: 'pos', properties: [...fixed.pos, posKey] },
          {
            section: 'jobs',
            properties: [
              ...fixed.jobs,
              { key: 'jobQueue', kind: 'state', value: queues ? 'ok' : 'unavailable' },
            ],
          },
        ],
        jobQueues: queues ?? [],
      };
    },
  };
}
