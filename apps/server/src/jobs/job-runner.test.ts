import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { buildJobApp, type JobApp, jobRow, waitUntil } from '../../test/job-apps';
import { rowsOf } from '../db/client';
import { defineJob } from './job';

const secret = 'hunter2-never-logged';

describe('the job queue', () => {
  let database: TestDatabase;
  let t: JobApp;
  let webOnly: JobApp;

  const record = (n: number) => database.db.execute(sql`insert into job_test_runs (n) values (${n})`);
  const runs = async (n: number) =>
    Number(
      rowsOf<{ runs: number }>(
        await database.db.execute(sql`select count(*)::int as runs from job_test_runs where n = ${n}`),
      )[0]?.runs,
    );
  const jobsNamed = async (name: string) =>
    rowsOf<{ state: string }>(
      await database.db.execute(sql`select state from pgboss.job where name = ${name}`),
    );

  const recordJob = defineJob({
    name: 'test.record',
    payload: z.object({ n: z.number().int() }),
    handle: async ({ n }) => {
      await record(n);
    },
  });
  const failingJob = defineJob({
    name: 'test.fail',
    payload: z.object({ n: z.number().int(), secret: z.string() }),
    retry: { limit: 2, delaySeconds: 0 },
    handle: async ({ n }) => {
      await record(n);
      throw new Error('broken on purpose');
    },
  });
  const onceJob = defineJob({
    name: 'test.once',
    payload: z.object({ n: z.number().int() }),
    onePending: true,
    handle: async ({ n }) => {
      await record(n);
    },
  });
  const tickJob = defineJob({
    name: 'test.tick',
    payload: z.object({}),
    schedule: '* * * * *',
    handle: async () => {
      await record(-1);
    },
  });
  const webOnlyJob = defineJob({ name: 'test.webOnly', payload: z.object({}), handle: async () => {} });

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table job_test_runs (run_id serial primary key, n integer not null)`,
    );
    t = await buildJobApp(database, { jobs: [recordJob, failingJob, onceJob, tickJob] });
    webOnly = await buildJobApp(database, { jobs: [webOnlyJob], env: { JOBS_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await webOnly?.close();
    await t?.close();
    await database?.close();
  });

  it('runs a job, and what it did is visible', async () => {
    const jobId = (await t.app.deps.jobs.send(recordJob, { n: 1 })) as string;
    await waitUntil(async () => (await jobRow(database, jobId))?.state === 'completed');
    expect(await runs(1)).toBe(1);
  });

  it('checks the payload when a job is sent: a bad one is refused and nothing is enqueued', async () => {
    const before = (await jobsNamed(recordJob.name)).length;
    await expect(t.app.deps.jobs.send(recordJob, { n: 'one' as unknown as number })).rejects.toThrow();
    expect((await jobsNamed(recordJob.name)).length).toBe(before);
  });

  it('retries a failing job, then gives up, logging its id and never its payload', async () => {
    const jobId = (await t.app.deps.jobs.send(failingJob, { n: 2, secret })) as string;
    await waitUntil(async () => (await jobRow(database, jobId))?.state === 'failed');
    expect(await jobRow(database, jobId)).toMatchObject({
      retry_count: 2,
      output: { message: 'broken on purpose' },
    });
    expect(await runs(2)).toBe(3);
    const logged = t
      .logs()
      .split('\n')
      .filter((line) => line.includes(jobId));
    expect(logged.filter((line) => line.includes('job failed; will retry'))).toHaveLength(2);
    expect(logged.filter((line) => line.includes('job failed; no retries left'))).toHaveLength(1);
    expect(t.logs()).not.toContain(secret);
  });

  it("enqueues in the caller's transaction: the job exists only if it commits", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await t.app.deps.jobs.send(recordJob, { n: 3 }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const jobId = await database.db.transaction((tx) => t.app.deps.jobs.send(recordJob, { n: 4 }, { tx }));
    await waitUntil(async () => (await jobRow(database, jobId as string))?.state === 'completed');
    expect(await runs(4)).toBe(1);
    expect(await runs(3)).toBe(0);
  });

  it('keeps one pending job per key: a second send is dropped', async () => {
    const [first, second] = await database.db.transaction(async (tx) => [
      await t.app.deps.jobs.send(onceJob, { n: 5 }, { tx, key: 'k' }),
      await t.app.deps.jobs.send(onceJob, { n: 5 }, { tx, key: 'k' }),
    ]);
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await waitUntil(async () => (await jobRow(database, first as string))?.state === 'completed');
    expect(await runs(5)).toBe(1);
  });

  it('runs a scheduled job', async () => {
    await waitUntil(async () => (await runs(-1)) >= 1, 20_000);
  });

  it('on an instance with JOBS_ENABLED=false, enqueues but runs nothing', async () => {
    const jobId = (await webOnly.app.deps.jobs.send(webOnlyJob, {})) as string;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await jobRow(database, jobId))?.state).toBe('created');
  });
});
