import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uniqueEmail } from '../../test/accounts';
import { createTestDatabase, type TestDatabase, testDriver } from '../../test/database';
import { buildJobApp, type JobApp, waitUntil } from '../../test/job-apps';
import { startSmtpServer } from '../../test/smtp';
import { type DatabaseHandle, openDatabase, rowsOf } from '../db/client';
import { mailOutbox } from '../db/schema';
import { defineJob } from './job';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite is one database inside one process: a second instance cannot share it, so this runs on
// PostgreSQL only (TEST_DB=postgres).
describe.skipIf(testDriver !== 'postgres')('two app instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: JobApp;
  let b: JobApp;

  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ count: number }>(await database.db.execute(query))[0]?.count);

  /** Each instance has its own handler, so a run says which instance did it. */
  const jobsOf = (instance: string) => {
    const record = (n: number) =>
      database.db.execute(sql`insert into job_test_runs (n, instance) values (${n}, ${instance})`);
    return [
      defineJob({
        name: 'test.countOnce',
        payload: z.object({ n: z.number().int() }),
        handle: async ({ n }) => {
          await pause(20);
          await record(n);
        },
      }),
      defineJob({
        name: 'test.tick',
        payload: z.object({}),
        schedule: '* * * * *',
        handle: async () => {
          await record(-1);
        },
      }),
    ] as const;
  };
  const jobsA = jobsOf('a');
  const jobsB = jobsOf('b');

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table job_test_runs (run_id serial primary key, n integer not null, instance text not null)`,
    );
    secondHandle = await openDatabase({ databaseUrl: database.url as string, poolSize: 5 });
    smtp = await startSmtpServer();
    a = await buildJobApp(database, { jobs: [...jobsA], env: { SMTP_URL: smtp.url } });
    b = await buildJobApp(secondHandle, { jobs: [...jobsB], env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondHandle?.close();
    await database?.close();
    await smtp?.close();
  });

  it('runs each of 50 jobs exactly once, with both instances working', async () => {
    for (let n = 1; n <= 50; n += 1) {
      // Sent through either instance: both enqueue into the one queue.
      if (n % 2) await a.app.deps.jobs.send(jobsA[0], { n });
      else await b.app.deps.jobs.send(jobsB[0], { n });
    }
    await waitUntil(
      async () => (await count(sql`select count(*)::int as count from job_test_runs where n > 0`)) >= 50,
    );
    await pause(1000);
    expect(await count(sql`select count(*)::int as count from job_test_runs where n > 0`)).toBe(50);
    expect(await count(sql`select count(distinct n)::int as count from job_test_runs where n > 0`)).toBe(50);
    const byInstance = rowsOf<{ instance: string; runs: number }>(
      await database.db.execute(
        sql`select instance, count(*)::int as runs from job_test_runs where n > 0 group by instance`,
      ),
    );
    expect(byInstance.map((row) => row.instance).sort()).toEqual(['a', 'b']);
  });

  it('sends each of 20 mails exactly once, whichever instance queued it', async () => {
    const recipients = Array.from({ length: 20 }, () => uniqueEmail('twice'));
    for (const [index, to] of recipients.entries()) {
      const mailer = (index % 2 ? a : b).app.deps.mailer;
      await mailer.enqueue(database.db, { to, subject: 'Once', text: 'Once only', html: '<p>Once only</p>' });
    }
    await waitUntil(async () => recipients.every((to) => smtp.countTo(to) >= 1));
    await pause(1000);
    expect(recipients.map((to) => smtp.countTo(to))).toEqual(recipients.map(() => 1));
    const rows = await database.db.select().from(mailOutbox);
    const ours = rows.filter((row) => recipients.includes(row.toAddress));
    expect(ours.map((row) => [row.attempts, Boolean(row.sentAt)])).toEqual(recipients.map(() => [1, true]));
  });

  it('makes one scheduled run per period, though both instances check the schedule every second', async () => {
    const ticks = () => count(sql`select count(*)::int as count from job_test_runs where n = -1`);
    await waitUntil(async () => (await ticks()) >= 1, 20_000);
    await pause(4000);
    // pg-boss files each occurrence under its minute's slot; one job per slot is one run per period.
    const slots = rowsOf<{ slot: string; jobs: number }>(
      await database.db.execute(
        sql`select data->>'slot' as slot, count(*)::int as jobs from pgboss.job
            where name = '__pgboss__send-it' and data->>'name' = 'test.tick' group by 1`,
      ),
    );
    expect(slots.length).toBeGreaterThanOrEqual(1);
    expect(slots.every((slot) => slot.jobs === 1)).toBe(true);
    expect(await ticks()).toBe(slots.length);
  }, 30_000);
});
