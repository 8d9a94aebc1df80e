import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import { type Database, rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import { type PosPage, PosUnavailable } from './connector';
import { type RunConnection, runConnection } from './sync.connection';
import { failureOf, failureText } from './sync.failure';
import type { SyncSourceConfig } from './sync.source';
import { deactivateUnseen, forgetSeen, writeBatch } from './sync.sql';

/** Items asked of the POS per page, each page written in one transaction. */
export const SYNC_PAGE_SIZE = 500;

export interface RunDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  source: SyncSourceConfig;
  pageSize?: number;
}

interface RunRow {
  runId: number;
  kind: 'full' | 'delta';
  status: string;
  cursor: string | null;
  processed: number;
  itemsPerSecond: string | null;
  since: string | null;
  stoppedRequested: boolean;
  worker: string | null;
  heartbeatAt: string | null;
}

const runColumns = sql`run_id as "runId", kind, status, cursor, processed, items_per_second::text as "itemsPerSecond",
  since::text as since, stopped_requested as "stoppedRequested", worker, heartbeat_at::text as "heartbeatAt"`;

/**
 * Takes the run for this worker: it is waiting (init) or its worker went silent for `leaseSeconds`
 * (POS_SYNC_LEASE_SECONDS; a worker renews its heartbeat with every batch).
 */
async function claim(
  db: Database,
  runId: number,
  worker: string,
  leaseSeconds: number,
): Promise<RunRow | null> {
  const rows = rowsOf<RunRow>(
    await db.execute(sql`
      update pos_sync_runs set worker = ${worker}, heartbeat_at = now(),
        status = case when stopped_requested then 'stopped' else 'running' end,
        phase = case when stopped_requested then phase else 'connecting' end
      where run_id = ${runId} and status in ('init', 'running')
        and (worker is null or worker = ${worker} or heartbeat_at < now() - make_interval(secs => ${leaseSeconds}))
      returning ${runColumns}`),
  );
  const run = rows[0] ?? null;
  if (run?.status === 'stopped') {
    await db.execute(sql`update pos_sync_runs set worker = null where run_id = ${runId}`);
    return null;
  }
  return run;
}

/** The run's row locked by this worker, or null when another took it over (or an admin reset it). */
async function lockOwn(tx: Executor, runId: number, worker: string): Promise<RunRow | null> {
  const rows = rowsOf<RunRow>(
    await tx.execute(sql`select ${runColumns} from pos_sync_runs
      where run_id = ${runId} and worker = ${worker} and status = 'running' for update`),
  );
  return rows[0] ?? null;
}

async function finish(db: Database, runId: number, worker: string, set: ReturnType<typeof sql>) {
  await db.execute(sql`update pos_sync_runs set ${set}, worker = null, heartbeat_at = null
    where run_id = ${runId} and worker = ${worker}`);
}

/**
 * Runs (or resumes) one sync run as `worker` (decision 0048): page by page from the run's cursor,
 * each page written with the cursor's advance in one transaction, the stop request honoured between
 * pages; a full run ends by deactivating what the POS no longer has. An expired POS session is
 * renewed with the kept refresh token (decision 0053); a POS failure fails the run with its reason
 * (one that wants a sign-in again also forgets the connection); what was committed stays.
 * Waits for a silent worker's lease to run out before taking its run over.
 */
export async function runSync(deps: RunDeps, runId: number, worker: string): Promise<void> {
  const { db, log } = deps;
  const lease = deps.config.pos.leaseSeconds;
  let run = await claim(db, runId, worker, lease);
  let lastHeartbeat: string | null = null;
  while (!run) {
    const [row] = rowsOf<RunRow>(
      await db.execute(sql`select ${runColumns} from pos_sync_runs where run_id = ${runId}`),
    );
    if (!row || !['init', 'running'].includes(row.status)) return;
    // Another live worker is renewing it: that one runs it.
    if (lastHeartbeat !== null && row.heartbeatAt !== lastHeartbeat) return;
    lastHeartbeat = row.heartbeatAt;
    await sleep(Math.min(5, lease / 2) * 1000);
    run = await claim(db, runId, worker, lease);
  }
  const connector = deps.source.open();
  let connection: RunConnection | null = null;
  try {
    if (!connector)
      throw new PosUnavailable('UNREACHABLE', 'no POS is configured (POS_URL or POS_PRICE_FILE)');
    if (!deps.source.fixedSession) connection = await runConnection(deps, connector);
    let session = deps.source.fixedSession ?? connection?.session ?? '';
    await db.execute(sql`update pos_sync_runs set phase = 'reading' where run_id = ${runId}`);
    let cursor = run.cursor;
    let speed = run.itemsPerSecond === null ? null : Number(run.itemsPerSecond);
    const limit = deps.pageSize ?? SYNC_PAGE_SIZE;
    const since = run.kind === 'delta' && run.since ? new Date(run.since).toISOString() : null;
    const read = (): Promise<PosPage> =>
      since
        ? connector.changesSince(session, since, cursor, limit)
        : connector.catalogue(session, cursor, limit);
    for (;;) {
      const began = performance.now();
      const page = await read().catch(async (error: unknown) => {
        const expired = error instanceof PosUnavailable && error.reason === 'SESSION_EXPIRED';
        if (!expired || !connection) throw error;
        session = await connection.renew(session);
        // Expired again at once: the run fails (SIGN_IN_REQUIRED) rather than renewing in a loop.
        return read();
      });
      const outcome = await db.transaction(async (tx) => {
        const own = await lockOwn(tx, runId, worker);
        if (!own) return 'lost' as const;
        await writeBatch(tx, runId, page.items, page.problems);
        const count = page.items.length + page.problems.length;
        const seconds = Math.max((performance.now() - began) / 1000, 0.001);
        const current = count / seconds;
        speed = speed === null ? current : speed * 0.7 + current * 0.3;
        const end = page.next === null;
        const stop = !end && own.stoppedRequested;
        await tx.execute(sql`update pos_sync_runs set cursor = ${page.next}, processed = processed + ${count},
          total_items = coalesce(${page.total}, total_items), items_per_second = ${speed.toFixed(1)},
          heartbeat_at = now(),
          status = ${stop ? 'stopped' : 'running'}, worker = ${stop ? null : worker},
          phase = ${end && run?.kind === 'full' ? 'deactivating' : 'reading'}
          where run_id = ${runId}`);
        return end ? ('end' as const) : stop ? ('stopped' as const) : ('more' as const);
      });
      if (outcome === 'lost' || outcome === 'stopped') return;
      if (outcome === 'end') break;
      cursor = page.next;
    }
    await db.transaction(async (tx) => {
      if (!(await lockOwn(tx, runId, worker))) return;
      const deactivated = run?.kind === 'full' ? await deactivateUnseen(tx, runId) : 0;
      await forgetSeen(tx, runId);
      await tx.execute(sql`update pos_sync_runs set status = 'done', phase = 'finished', finished_at = now(),
        worker = null, heartbeat_at = null where run_id = ${runId}`);
      log.info({ runId, deactivated }, 'POS sync run done');
    });
  } catch (error) {
    const failure = failureOf(error);
    if (failure.reason === 'CODE_REQUIRED' || failure.reason === 'SIGN_IN_REQUIRED')
      await connection?.forget();
    log.warn({ runId, reason: failure.reason, message: failure.detail }, 'POS sync run failed');
    await finish(
      db,
      runId,
      worker,
      sql`status = 'failed', error = ${failureText(failure)}, finished_at = now()`,
    );
  } finally {
    await connector?.close?.();
  }
}
