import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { adminQuery, testDatabaseUrl, testDriver } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template each test file's database starts from: a PGlite dump file or a PostgreSQL database name. */
    templateDatabase: string;
  }
}

/**
 * Migrates one database before the run, and each test file's database starts as a copy of it:
 * on PGlite a new database from the dump skips initdb and the migrations (about 5 s a file on
 * this machine's two cores), on PostgreSQL `create database … template` skips the migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDriver === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.driver.client.dumpDataDir('none');
    await handle.close();
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-template-'));
    const file = path.join(folder, 'pglite.tar');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('templateDatabase', file);
    return () => fs.rm(folder, { recursive: true, force: true });
  }
  const name = `template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('templateDatabase', name);
  return () => adminQuery(`drop database if exists "${name}" with (force)`);
}
