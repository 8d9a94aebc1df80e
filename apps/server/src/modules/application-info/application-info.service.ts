import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApplicationInfo, ApplicationInfoProperty, ApplicationJobQueue } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config/config';
import { type DatabaseHandle, migrationsFolder, rowsOf } from '../../db/client';

export interface ApplicationInfoDeps {
  config: Config;
  database: DatabaseHandle;
  version: string;
}

type Property = ApplicationInfoProperty;
type Section = ApplicationInfo['sections'][number];

/**
 * A secret as set or not, and 'sha256:' with the first 8 hex digits of its SHA-256: two instances'
 * settings compare, and `printf %s "$SECRET" | sha256sum` checks one by hand (decision 0049).
 */
export function secretProperty(key: Property['key'], secret: string | undefined | null): Property {
  if (!secret) return { key, kind: 'secret', set: false, fingerprint: null };
  const hex = createHash('sha256').update(secret, 'utf8').digest('hex');
  return { key, kind: 'secret', set: true, fingerprint: `sha256:${hex.slice(0, 8)}` };
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
      { key: 'environment', kind: 'text', value: config.environment },
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
      // No CORS headers are ever sent: only pages of this origin may call the API.
      { key: 'cors', kind: 'state', value: 'sameOrigin' },
      { key: 'rateLimits', kind: 'flag', value: config.rateLimitsEnabled },
    ],
    database: [
      { key: 'databaseDriver', kind: 'state', value: database.kind },
      { key: 'databaseHost', kind: 'text', value: db?.host ?? null },
      { key: 'databaseName', kind: 'text', value: db?.path ?? null },
      secretProperty('databasePassword', db?.password),
    ],
    storage: [
      { key: 'storageDriver', kind: 'state', value: storage.driver },
      ...(storage.driver === 's3'
        ? ([
            { key: 'storageBucket', kind: 'text', value: storage.bucket },
            { key: 'storageRegion', kind: 'text', value: storage.region },
            { key: 'storageEndpoint', kind: 'url', value: storage.endpoint ?? null },
          ] satisfies Property[])
        : ([{ key: 'storageDirectory', kind: 'text', value: storage.directory }] satisfies Property[])),
      secretProperty('storageAccessKeyId', storage.driver === 's3' ? storage.accessKeyId : null),
      secretProperty('storageSecretAccessKey', storage.driver === 's3' ? storage.secretAccessKey : null),
    ],
    mail: [
      { key: 'mailMode', kind: 'state', value: smtp ? 'smtp' : 'outbox' },
      { key: 'smtpHost', kind: 'text', value: smtp?.host ?? null },
      secretProperty('smtpPassword', smtp?.password),
    ],
    pos: [
      { key: 'posConnection', kind: 'state', value: posSource(config.pos) },
      { key: 'posUrl', kind: 'url', value: config.pos.url ?? null },
      { key: 'posPriceFile', kind: 'text', value: config.pos.priceFile ?? null },
      secretProperty('posSecretKey', config.pos.secretKey),
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
      const [applied, queues] = await Promise.all([migrations(), jobQueues()]);
      const running: Property[] = [
        { key: 'version', kind: 'text', value: deps.version },
        { key: 'nodeVersion', kind: 'text', value: process.version },
        { key: 'uptime', kind: 'duration', value: Math.floor(process.uptime()) },
      ];
      return {
        sections: [
          { section: 'server', properties: [...running, ...fixed.server] },
          { section: 'sessions', properties: fixed.sessions },
          { section: 'database', properties: [...fixed.database, ...applied] },
          { section: 'storage', properties: fixed.storage },
          { section: 'mail', properties: fixed.mail },
          { section: 'pos', properties: fixed.pos },
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
