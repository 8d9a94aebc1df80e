import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenPglite, listenPostgres, type NoticeHandlers, type StopListening } from './notices';
import * as schema from './schema';
import { seedPermissions } from './seed-permissions';

export type Schema = typeof schema;
/** The one Drizzle API both drivers share; code never needs to know which one it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations in apps/server/drizzle, then seeds the permissions. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * The rows of a hot read, as a named prepared statement on PostgreSQL: each connection parses it
   * once and, once PostgreSQL sees that a generic plan costs no more, stops planning it (decision
   * 0044). Results as `db.execute` gives them, minus Drizzle's date parsing: for statements that
   * answer JSON and plain values. PGlite runs it as usual.
   */
  readPrepared<T>(query: SQL): Promise<T[]>;
  /** Listens to NOTIFY on a channel; stopped by the returned function (and by close()). */
  listen(channel: string, handlers: NoticeHandlers): StopListening;
  close(): Promise<void>;
  /** The driver underneath, for a library that runs its own SQL (the job queue). */
  driver: { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; client: PGlite };
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  /** postgres://…: that PostgreSQL; without it the embedded database. */
  databaseUrl?: string;
  /** How many connections the pool keeps (PostgreSQL; 10). */
  poolSize?: number;
  /** How long a query waits for a free connection of the pool (PostgreSQL; 5 s). */
  connectWaitMs?: number;
  /** The embedded database's folder; without it, in memory (tests). */
  dataDir?: string;
  /** A dump of a migrated embedded database to start from (tests). */
  loadDataDir?: Blob;
}

export class DatabaseUnavailableError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize, options.connectWaitMs);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(
  databaseUrl: string,
  poolSize = 10,
  connectWaitMs = 5000,
): Promise<DatabaseHandle> {
  // JIT off: every query here is short, and on a table whose statistics are not yet gathered the
  // planner's high estimates made PostgreSQL compile a query for ~50 ms that then ran in 1 ms.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: connectWaitMs,
    options: '-c jit=off',
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${redactUrl(databaseUrl)}: ${(error as Error).message}`,
    );
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const listeners = new Set<StopListening>();
  const dialect = new PgDialect();
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }).then(() => seedPermissions(db)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    readPrepared: async <T>(query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await pool.query({ name: preparedName(text), text, values: params })).rows as T[];
    },
    listen: (channel, handlers) => {
      const stop = listenPostgres(databaseUrl, channel, handlers);
      listeners.add(stop);
      return () => {
        listeners.delete(stop);
        return stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    driver: { kind: 'postgres', databaseUrl },
  };
}

/**
 * The embedded database's postgresql.conf (PGlite writes it on each start): 32 MB of shared buffers
 * instead of 128, which the WebAssembly memory holds for good once touched; the files underneath
 * stay in the system's page cache (decision 0045).
 */
const embeddedSettings = ['shared_buffers = 32MB'];

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  try {
    if (dataDir) await fs.mkdir(dataDir, { recursive: true });
    client = await PGlite.create({
      dataDir,
      loadDataDir,
      extensions: { pg_trgm },
      postgresqlconf: embeddedSettings,
    });
  } catch (error) {
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in ${dataDir ?? 'memory'}: ${(error as Error).message}`,
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }).then(() => seedPermissions(db)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    readPrepared: async <T>(query: SQL) => rowsOf<T>(await db.execute(query)),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
    driver: { kind: 'pglite', client },
  };
}

/** A prepared statement's name: the same text gets the same name on every connection. */
export const preparedName = (text: string) =>
  `q${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** The rows of a raw `db.execute(sql...)` answer; both drivers return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
