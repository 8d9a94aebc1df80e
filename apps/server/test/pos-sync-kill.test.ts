import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { posSyncEndpoints, type SyncStatusAnswer, userEndpoints } from '@grocery/contracts';
import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, rowsOf } from '../src/db/client';
import { passwordDigest, seedDemoAccounts } from '../src/modules/accounts/demo-accounts';
import { SYNC_PAGE_SIZE } from '../src/modules/pos-sync/sync.run';
import { createTestDatabase, type TestDatabase, testDriver } from './database';

/**
 * Decision 0048's promise, tested on real processes: a server killed with SIGKILL in the middle of a
 * catalogue sync leaves only whole committed batches (staged, the catalogue untouched: decision
 * 0061), and the server started again on the same database resumes the run from its cursor (once the
 * dead worker's lease has run out) and finishes it with every POS item written exactly once.
 *
 * The kill lands at a known point: a test trigger holds the third batch's transaction just before the
 * run's cursor advances, its 500 items staged but not committed. A sync that committed the batch
 * apart from the cursor would leave it behind here. On PostgreSQL the trigger waits on an
 * advisory lock the test holds (the test sees the backend waiting); on PGlite, where the server's
 * process holds the whole database, it sleeps, and the test sees the server's queries stall.
 */

/** Enough for several seconds of sync; PGlite writes about half as fast and starts slower. */
const ITEMS = testDriver === 'postgres' ? 20_000 : 10_000;
const PAGE = SYNC_PAGE_SIZE;
/** The batch held at the gate starts from this many committed items (the third batch). */
const GATE_AT = 2 * PAGE;
const LEASE_SECONDS = 3;
const GATE_LOCK = 480_048;
const ADMIN = 'admin@freshcart.example';
const serverDir = path.resolve(import.meta.dirname, '..');
const syncPaths = {
  status: posSyncEndpoints.status.path,
  start: posSyncEndpoints.start.path,
  signIn: posSyncEndpoints.signIn.path,
};

/**
 * Test-only observers, added to the test database before the server first starts: every insert or
 * update of a product with a POS code is logged (in the writing transaction, so a rolled-back batch
 * leaves no log), and the cursor's advance past GATE_AT items first waits at the gate.
 */
const observers = [
  'create table kill_test_writes (pos_code text not null, op text not null)',
  `create function kill_test_log() returns trigger language plpgsql as $$
    begin
      if new.pos_code is not null then
        insert into kill_test_writes (pos_code, op) values (new.pos_code, tg_op);
      end if;
      return null;
    end $$`,
  `create trigger kill_test_log after insert or update on products
    for each row execute function kill_test_log()`,
  `create function kill_test_gate() returns trigger language plpgsql as $$
    begin
      ${testDriver === 'postgres' ? `perform pg_advisory_xact_lock_shared(${GATE_LOCK})` : 'perform pg_sleep(300)'};
      return new;
    end $$`,
  `create trigger kill_test_gate before update on pos_sync_runs for each row
    when (old.processed = ${GATE_AT} and new.cursor is distinct from old.cursor)
    execute function kill_test_gate()`,
];
/** The resumed run (which starts from GATE_AT items again) passes freely. */
const openGate = 'drop trigger kill_test_gate on pos_sync_runs';
async function observe(db: DatabaseHandle): Promise<void> {
  for (const statement of observers) await db.db.execute(sql.raw(statement));
}

interface ServerProcess {
  child: ChildProcess;
  url: string;
}

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  await Promise.all([...children].map(killed));
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}, 30_000);

/** `npm start`'s server process; resolves once it listens (rejects if it exits first or takes 60 s). */
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Listening on: +(\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
}

/** Kills with SIGKILL (unless it has exited); the signal that ended it. */
function killed(child: ChildProcess): Promise<NodeJS.Signals | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.signalCode);
    child.once('exit', (_code, signal) => resolve(signal));
    child.kill('SIGKILL');
  });
}

/** Signs in as the demo admin over HTTP (the client sends sha256(email + password)); the cookie. */
async function adminCookie(server: ServerProcess, password: string): Promise<string> {
  const response = await fetch(`${server.url}${userEndpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: passwordDigest(ADMIN, password) }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/**
 * The demo accounts only, made in the test's database before the server first starts: the server
 * runs without the demo catalogue, images and orders (SEED_DEMO_DATA=false), which took most of a
 * minute to start on a loaded two-core machine and have nothing to do with the sync.
 */
async function adminPassword(db: DatabaseHandle): Promise<string> {
  const logins = await seedDemoAccounts(db.db);
  const password = logins?.find((login) => login.email === ADMIN)?.password;
  if (!password) throw new Error(`${ADMIN} was not made`);
  return password;
}

function syncCalls(server: ServerProcess, cookie: string) {
  const call = async (method: 'GET' | 'POST', route: string, body?: unknown) => {
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: { cookie, 'x-requested-with': 'grocery', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return JSON.parse(text) as { reject: boolean; reason?: string; sync?: SyncStatusAnswer };
  };
  return {
    call,
    /** True when a status call gets no answer within `ms`. */
    stalled: async (ms: number) => {
      try {
        await fetch(`${server.url}${syncPaths.status}`, {
          headers: { cookie, 'x-requested-with': 'grocery' },
          signal: AbortSignal.timeout(ms),
        });
        return false;
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') return true;
        throw error;
      }
    },
    /**
     * Polls the status every 50 ms until `done` holds; fails after `seconds`. With `stallEnds`, a
     * status call unanswered for 2 s ends the wait with null: on PGlite a batch held at the gate
     * holds the server's one connection, and a poll may miss the moment before it.
     */
    until: async (
      done: (sync: SyncStatusAnswer) => boolean,
      what: string,
      seconds: number,
      stallEnds = false,
    ): Promise<SyncStatusAnswer | null> => {
      const deadline = Date.now() + seconds * 1000;
      for (;;) {
        const answer = await Promise.race([
          call('GET', syncPaths.status),
          ...(stallEnds ? [sleep(2000).then(() => null)] : []),
        ]);
        if (answer === null) return null;
        const sync = answer.sync as SyncStatusAnswer;
        if (done(sync)) return sync;
        if (Date.now() > deadline)
          throw new Error(`waited ${seconds} s for ${what}: ${JSON.stringify(sync)}`);
        await sleep(50);
      }
    },
  };
}

const one = async <T>(db: DatabaseHandle, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await db.db.execute(query))[0] as T;

/** The run's committed row and what the catalogue holds of the POS's items. */
async function committed(db: DatabaseHandle) {
  const run = await one<{
    runId: number;
    status: string;
    processed: number;
    cursor: string | null;
    runs: number;
  }>(
    db,
    sql`select run_id as "runId", status, processed, cursor, (select count(*)::int from pos_sync_runs) as runs
      from pos_sync_runs order by run_id desc limit 1`,
  );
  const products = await one<{
    count: number;
    codes: number;
    firstVersion: number;
    seenByRun: number;
    staged: number;
  }>(
    db,
    sql`select count(*)::int as count, count(distinct pos_code)::int as codes,
      count(*) filter (where version = 1)::int as "firstVersion",
      (select count(*)::int from pos_sync_seen s where s.run_id = ${run.runId}) as "seenByRun",
      (select coalesce(sum(jsonb_array_length(items)), 0)::int from pos_sync_staged s
        where s.run_id = ${run.runId}) as staged
      from products where pos_code is not null`,
  );
  const writes = await one<{ count: number; codes: number; inserts: number }>(
    db,
    sql`select count(*)::int as count, count(distinct pos_code)::int as codes,
      count(*) filter (where op = 'INSERT')::int as inserts from kill_test_writes`,
  );
  return { run, products, writes };
}

/** Probes every 50 ms until it answers something; fails after `seconds`. */
async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, seconds: number): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`waited ${seconds} s for ${what}`);
    await sleep(50);
  }
}

describe('a server killed with SIGKILL during a POS catalogue sync', () => {
  it(`resumes the run after a restart and writes each of ${ITEMS} POS items exactly once (${testDriver})`, async () => {
    const began = performance.now();
    const lap = (what: string) =>
      console.log(`[pos-sync-kill] ${what} at ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const pos: ReferencePos = await startReferencePos({ items: ITEMS });
    cleanups.push(() => pos.stop());
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-pos-kill-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));

    // The database, migrated and observed before the server first starts; on PostgreSQL the test
    // holds the gate's lock from the start.
    let postgres: TestDatabase | undefined;
    let gate: pg.Client | undefined;
    let open: () => Promise<DatabaseHandle>;
    let password: string;
    if (testDriver === 'postgres') {
      const created = await createTestDatabase();
      postgres = created;
      cleanups.push(() => created.close());
      open = async () => created;
      await observe(created);
      password = await adminPassword(created);
      const client = new pg.Client({ connectionString: created.url });
      gate = client;
      await client.connect();
      cleanups.push(() => client.end());
      await client.query('select pg_advisory_lock($1)', [GATE_LOCK]);
    } else {
      open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const fresh = await open();
      await fresh.migrate();
      await observe(fresh);
      password = await adminPassword(fresh);
      await fresh.close();
    }
    lap('database ready');
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      POS_URL: pos.url,
      POS_SYNC_LEASE_SECONDS: String(LEASE_SECONDS),
      RATE_LIMITS_ENABLED: 'false',
      SEED_DEMO_DATA: 'false',
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    };

    // 1. The first server: sign in to the POS (the code after CODE_REQUIRED), start a full run and
    //    watch it commit two batches.
    const first = await startServer(env);
    lap('first server listening');
    let calls = syncCalls(first, await adminCookie(first, password));
    const credentials = { username: pos.credentials.username, password: pos.credentials.password };
    expect(await calls.call('POST', syncPaths.signIn, credentials)).toMatchObject({
      reject: true,
      reason: 'CODE_REQUIRED',
    });
    expect(
      await calls.call('POST', syncPaths.signIn, { ...credentials, code: pos.credentials.code }),
    ).toMatchObject({ reject: false, sync: { positiveConnected: true } });
    expect(await calls.call('POST', syncPaths.start, { kind: 'full' })).toMatchObject({ reject: false });
    const going = await calls.until(
      (sync) => sync.totalProcessed >= GATE_AT,
      `${GATE_AT} items`,
      30,
      testDriver === 'pglite',
    );
    // null: already held at the gate (PGlite), which only a run past GATE_AT items reaches.
    if (going) expect(going).toMatchObject({ status: 'running', totalProcessed: GATE_AT, totalItems: ITEMS });

    // 2. The third batch reaches the gate, its products written; kill -9 there.
    let blockedPid = 0;
    if (gate) {
      const client = gate;
      blockedPid = await waitFor(
        async () =>
          (
            await client.query<{ pid: number }>(
              `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
                and wait_event_type = 'Lock' and wait_event = 'advisory'
                and query like '%update pos_sync_runs set cursor%'`,
            )
          ).rows[0]?.pid,
        'a batch transaction waiting at the gate',
        20,
      );
    } else {
      // The held transaction keeps PGlite's one connection: the status call stops answering.
      await waitFor(async () => ((await calls.stalled(2000)) ? true : undefined), 'the server to stall', 20);
    }
    expect(await killed(first.child)).toBe('SIGKILL');
    lap('first server killed at the gate');

    // 3. What the killed server left: the run still 'running', its first two batches, nothing of the
    //    third. (PGlite: its folder, opened here, is recovered from the crash.)
    if (gate) {
      const left = await committed(await open());
      expectWholeBatches(left);
      // The killed server's backend goes on once the gate opens, finds its client gone and rolls back.
      await gate.query('select pg_advisory_unlock($1)', [GATE_LOCK]);
      const client = gate;
      await waitFor(
        async () =>
          (await client.query('select 1 from pg_stat_activity where pid = $1', [blockedPid])).rows.length ===
          0
            ? true
            : undefined,
        `the killed server's backend ${blockedPid} to end`,
        20,
      );
      const db = await open();
      expect(await committed(db)).toEqual(left);
      await db.db.execute(sql.raw(openGate));
    } else {
      const check = await open();
      try {
        expectWholeBatches(await committed(check));
        await check.db.execute(sql.raw(openGate));
      } finally {
        await check.close();
      }
    }
    lap('state after the kill checked');

    // 4. The second server on the same database and DATA_DIR resumes the run once the lease has run
    //    out, and finishes it.
    const second = await startServer(env);
    lap('second server listening');
    calls = syncCalls(second, await adminCookie(second, password));
    const end = await calls.until(
      (sync) => ['done', 'failed', 'stopped', 'idle'].includes(sync.status),
      'the resumed run to end',
      90,
    );
    lap('resumed run done');
    expect(end).toMatchObject({ status: 'done', totalItems: ITEMS, totalProcessed: ITEMS, failedCount: 0 });
    expect(await killed(second.child)).toBe('SIGKILL');

    const db = await open();
    try {
      const final = await committed(db);
      expect(final.run).toMatchObject({ status: 'done', processed: ITEMS, cursor: null, runs: 1 });
      // Every POS item is one product written once: inserted, never written again (a rewrite of an
      // unchanged product would be logged as an update; a changed one would get a new version).
      // The codes the run read and its staged pages are gone once it has ended.
      expect(final.products).toEqual({
        count: ITEMS,
        codes: ITEMS,
        firstVersion: ITEMS,
        seenByRun: 0,
        staged: 0,
      });
      expect(final.writes).toEqual({ count: ITEMS, codes: ITEMS, inserts: ITEMS });
      const range = await one<{ first: string; last: string }>(
        db,
        sql`select min(pos_code) as first, max(pos_code) as last from products where pos_code is not null`,
      );
      expect(range).toEqual({ first: pos.itemAt(0).code, last: pos.itemAt(ITEMS - 1).code });
    } finally {
      if (!postgres) await db.close();
    }
  }, 150_000);
});

/**
 * Committed state at the gate: the run still running with two batches staged and their codes seen,
 * nothing more; no product written before the whole catalogue was read (decision 0061).
 */
function expectWholeBatches({ run, products, writes }: Awaited<ReturnType<typeof committed>>) {
  expect(run).toMatchObject({ status: 'running', processed: GATE_AT, runs: 1 });
  expect(products).toEqual({ count: 0, codes: 0, firstVersion: 0, seenByRun: GATE_AT, staged: GATE_AT });
  expect(writes).toEqual({ count: 0, codes: 0, inserts: 0 });
}
