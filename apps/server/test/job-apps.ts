import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { type DatabaseHandle, rowsOf } from '../src/db/client';
import type { JobDefinition } from '../src/jobs/job';
import type { JobTiming } from '../src/jobs/job-runner';
import { LocalStorage } from '../src/storage/local-storage';

/** Fast enough for a test to see a retry or a schedule within seconds. */
export const quickJobTiming: JobTiming = { pollSeconds: 0.5, scheduleCheckSeconds: 1 };

export interface JobApp {
  app: App;
  logs(): string;
  close(): Promise<void>;
}

/**
 * The real app on a database the test owns (several apps may share one), with extra jobs
 * registered before it starts. close() leaves the database open.
 */
export async function buildJobApp(
  database: DatabaseHandle,
  options: { jobs?: JobDefinition[]; env?: Record<string, string>; timing?: Partial<JobTiming> } = {},
): Promise<JobApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-jobs-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED_DEMO_DATA: 'false',
    ...options.env,
  });
  const logStream = new PassThrough();
  let logText = '';
  logStream.on('data', (chunk: Buffer) => {
    logText += chunk.toString('utf8');
  });
  const app = await buildApp({
    config,
    database,
    storage: new LocalStorage(path.join(dataDir, 'files')),
    logStream,
    jobTiming: { ...quickJobTiming, ...options.timing },
  });
  app.deps.jobs.register(...(options.jobs ?? []));
  await app.ready();
  return {
    app,
    logs: () => logText,
    close: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A job's row in pg-boss's table: its state and how often it was retried. */
export async function jobRow(database: DatabaseHandle, jobId: string) {
  const rows = rowsOf<{ state: string; retry_count: number; output: { message?: string } | null }>(
    await database.db.execute(sql`select state, retry_count, output from pgboss.job where id = ${jobId}`),
  );
  return rows[0];
}

/** Polls until `check` answers true (or throws after the timeout). */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
