import { posSyncEndpoints as endpoints, posSignInResponse, syncCommandResponse } from '@grocery/contracts';
import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import { createTestDatabase } from '../../../test/database';
import { callEndpoint } from '../../../test/endpoint-calls';
import { buildJobApp, type JobApp, waitUntil } from '../../../test/job-apps';
import { type DatabaseHandle, rowsOf } from '../../db/client';

// POS_DELTA_SCHEDULE: the queue's schedule starts a changes-only run (sync.service.ts, deltaJob).
let pos: ReferencePos;
let database: DatabaseHandle;
let scheduled: JobApp;

beforeAll(async () => {
  pos = await startReferencePos({ items: 300 });
  database = await createTestDatabase();
  scheduled = await buildJobApp(database, { env: { POS_URL: pos.url, POS_DELTA_SCHEDULE: '* * * * *' } });
});
afterAll(async () => {
  await scheduled?.close();
  await database?.close();
  await pos?.stop();
});

const query = async <T>(statement: SQL) => rowsOf<T>(await database.db.execute(statement));
const runs = (since = '-infinity') =>
  query<{ kind: string; status: string }>(
    sql`select kind, status from pos_sync_runs where started_at > ${since}::timestamptz order by run_id`,
  );

describe('the scheduled delta sync', () => {
  it('is not scheduled unless POS_DELTA_SCHEDULE is set', async () => {
    const other = await createTestDatabase();
    const unscheduled = await buildJobApp(other, { env: { POS_URL: pos.url } });
    try {
      const names = rowsOf<{ name: string }>(await other.db.execute(sql`select name from pgboss.schedule`));
      expect(names.map((row) => row.name)).not.toContain('pos.syncDelta');
    } finally {
      await unscheduled.close();
      await other.close();
    }
  });

  it('does nothing before the POS is signed in, then brings what changed since the last full run', async () => {
    const names = await query<{ name: string; cron: string }>(sql`select name, cron from pgboss.schedule`);
    expect(names).toContainEqual({ name: 'pos.syncDelta', cron: '* * * * *' });

    const admin = await userHolding(scheduled.app, { groups: ['admin'] });
    const call = (endpoint: (typeof endpoints)[keyof typeof endpoints], body?: unknown) =>
      callEndpoint(scheduled, endpoint, { cookie: admin.cookie, body });
    const { username, password, code } = pos.credentials;
    const asked = await call(endpoints.signIn, { username, password });
    expect(asked.statusCode, asked.body).toBe(200);
    const second = await call(endpoints.signIn, { username, password, code });
    const signedIn = posSignInResponse.parse(second.json());
    expect(signedIn.reject, second.body).toBe(false);
    // Not signed in until now: a schedule that fired before found NOT_CONNECTED and wrote no run.
    expect((await runs()).filter((run) => run.kind === 'delta')).toEqual([]);

    const start = syncCommandResponse.parse((await call(endpoints.start, { kind: 'full' })).json());
    expect(start.reject).toBe(false);
    await waitUntil(
      async () => (await runs()).some((run) => run.kind === 'full' && run.status === 'done'),
      20_000,
    );

    // A scheduled run may have come between the full run and the change: wait for one after it.
    const [clock] = await query<{ changed: string }>(sql`select now()::text as changed`);
    const changed = clock?.changed;
    const item = pos.itemAt(7);
    pos.changePrice(item.code, '123.45');
    // The schedule's next tick, now: a job of the scheduled name, as pg-boss's cron makes one (the job
    // runner's own tests prove a schedule fires; waiting for the minute would cost up to 60 s).
    await database.db.execute(sql`insert into pgboss.job (name, data) values ('pos.syncDelta', '{}'::jsonb)`);
    await waitUntil(
      async () => (await runs(changed)).some((run) => run.kind === 'delta' && run.status === 'done'),
      20_000,
    );
    const [product] = await query<{ price: string }>(
      sql`select online_price::text as price from products where pos_code = ${item.code}`,
    );
    expect(product?.price).toBe('123.45');
    expect((await runs()).every((run) => run.status === 'done')).toBe(true);
  }, 60_000);
});
