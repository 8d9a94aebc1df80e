import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqlOn } from './admin-session';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'apps/server');
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  sql: (statement: string, values?: unknown[]) => ReturnType<typeof sqlOn>;
  /**
   * The server's DATA_DIR for this database: the demo accounts' first passwords are written there at
   * the server's first start, so a kept database keeps it too (BENCH_KEEP_DB=1).
   */
  dataDir: string;
  /** Runs a server script (path from apps/server) on this database; throws when it fails. */
  runInServer: (args: string[]) => void;
  /** Fills it with seed:large up to this many generated products (nothing when already there). */
  seedLarge: (products: number) => void;
  /** Drops it, unless BENCH_KEEP_DB=1 keeps it for a later run. */
  close: () => Promise<void>;
}

/**
 * A PostgreSQL database of its own for a benchmark, on BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres): created when missing, reused when kept.
 */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const sql = (statement: string, values: unknown[] = []) => sqlOn(url, statement, values);
  const exists = (await sql('select 1 as n').catch(() => [])).length > 0;
  if (!exists) await sqlOn(adminUrl, `create database ${name}`);
  const keep = process.env.BENCH_KEEP_DB === '1';
  const dataDir = keep
    ? path.join(os.tmpdir(), `${name}-data`)
    : await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
  await fs.mkdir(dataDir, { recursive: true });
  const runInServer = (args: string[]) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: serverDir, DATABASE_URL: url },
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  return {
    url,
    dataDir,
    sql,
    runInServer,
    seedLarge: (products) => runInServer(['src/seed/large.ts', '--products', String(products)]),
    close: async () => {
      if (keep) return;
      await fs.rm(dataDir, { recursive: true, force: true });
      await sqlOn(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
