import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import { type Database, rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import { applyCategoryRules } from '../../domain/catalogue/category-rules.sql';
import { type PosConnector, type PosPage, PosUnavailable } from './connector';
import type { PromotionSources } from './promotions-source';
import { type RunConnection, runConnection } from './sync.connection';
import { failureOf, failureText } from './sync.failure';
import type { SyncSourceConfig } from './sync.source';
import { deactivateUnseen, forgetSeen } from './sync.sql';
import { applyNextPage, discardStaged, holdOf, stagePage } from './sync.staging';

/** Items asked of the POS per page, each page staged in one transaction. */
export const SYNC_PAGE_SIZE = 500;
/** Products deactivated per transaction: short enough that a storefront read waits ~50 ms at most. */
const DEACTIVATE_BATCH = 100;

export interface RunDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  source: SyncSourceConfig;
  pageSize?: number;
  /** The promotions beside the prices (decision 0070), imported once the prices are applied. */
  promotions?: Pick<PromotionSources, 'configured' | 'importConfigured' | 'importFromPos'>;
}

interface RunRow {
  runId: number;
  kind: 'full' | 'delta';
  status: string;
  phase: string | null;
  cursor: string | null;
  processed: number;
  itemsPerSecond: string | null;
  since: string | null;
  stoppedRequested: boolean;
  worker: string | null;
  heartbeatAt: string | null;
}

const runColumns = sql`run_id as "runId", kind, status, phase, cursor, processed, items_per_second::text as "itemsPerSecond",
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
        phase = case when stopped_requested or phase in ('checking', 'applying') then phase else 'connecting' end
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

/**
 * Runs (or resumes) one sync run as `worker` (decisions 0048, 0061), in three steps, each resumed
 * where it stopped:
 * - reading: page by page from the run's cursor into the staging area, each page committed with the
 *   cursor's advance; the stop request is honoured between pages. The catalogue is not touched.
 * - checking (full runs): held, for a manager to confirm, when the source brought no item or would
 *   deactivate too much of the POS catalogue.
 * - applying: each staged page written to the catalogue and removed in one transaction, then (full
 *   runs) what the POS no longer has deactivated, and the run done.
 * An expired POS session is renewed with the kept refresh token (decision 0053); a POS failure
 * fails the run with its reason (one that wants a sign-in again also forgets the connection).
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
  const claimed = run;
  let step = claimed.phase === 'checking' || claimed.phase === 'applying' ? claimed.phase : 'reading';
  const connector = step === 'reading' ? deps.source.open() : null;
  let connection: RunConnection | null = null;
  try {
    if (step === 'reading') {
      if (!connector)
        throw new PosUnavailable('UNREACHABLE', 'no POS is configured (POS_URL or POS_PRICE_FILE)');
      if (!deps.source.fixedSession) connection = await runConnection(deps, connector);
      if ((await readSource(deps, claimed, worker, connector, connection)) !== 'read') return;
      step = claimed.kind === 'full' ? 'checking' : 'applying';
    }
    if (step === 'checking') {
      if ((await check(deps, claimed, worker)) !== 'apply') return;
      step = 'applying';
    }
    // The POS's own promotions call, on the session the run read with (a run resumed at applying has none).
    const session = connection?.session;
    const posPromotions =
      deps.config.pos.promoFromPos && session && connector?.promotions
        ? () => connector.promotions?.(session) ?? Promise.resolve(null)
        : null;
    await apply(deps, claimed, worker, posPromotions);
  } catch (error) {
    const failure = failureOf(error);
    if (failure.reason === 'CODE_REQUIRED' || failure.reason === 'SIGN_IN_REQUIRED')
      await connection?.forget();
    // A source whose content is in doubt (a broken file or answer; a file, which may change between
    // readings) is read again from its start: nothing of it is kept. A POS that could not be reached
    // or wants a sign-in is resumed from the cursor.
    const discard =
      step === 'reading' &&
      (failure.reason === 'BAD_FILE' ||
        failure.reason === 'BAD_ANSWER' ||
        deps.source.source === 'price-file');
    log.warn({ runId, reason: failure.reason, message: failure.detail, discard }, 'POS sync run failed');
    await db.transaction(async (tx) => {
      const failed = rowsOf(
        await tx.execute(sql`update pos_sync_runs set status = 'failed', error = ${failureText(failure)},
          finished_at = now(), worker = null, heartbeat_at = null
          ${discard ? sql`, cursor = null, processed = 0, total_items = null, items_per_second = null` : sql``}
          where run_id = ${runId} and worker = ${worker} returning run_id`),
      );
      if (failed.length > 0 && discard) await discardStaged(tx, runId);
    });
  } finally {
    await connector?.close?.();
  }
}

/** Reads the source from the run's cursor into the staging area: 'read' once it was read to its end. */
async function readSource(
  deps: RunDeps,
  run: RunRow,
  worker: string,
  connector: PosConnector,
  connection: RunConnection | null,
): Promise<'read' | 'lost' | 'stopped'> {
  const { db } = deps;
  const { runId } = run;
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
      await stagePage(tx, runId, page);
      const count = page.items.length + page.problems.length;
      const seconds = Math.max((performance.now() - began) / 1000, 0.001);
      const current = count / seconds;
      speed = speed === null ? current : speed * 0.7 + current * 0.3;
      const end = page.next === null;
      const stop = !end && own.stoppedRequested;
      const phase = end ? (run.kind === 'full' ? 'checking' : 'applying') : 'reading';
      await tx.execute(sql`update pos_sync_runs set cursor = ${page.next}, processed = processed + ${count},
        total_items = coalesce(${page.total}, total_items), items_per_second = ${speed.toFixed(1)},
        heartbeat_at = now(), status = ${stop ? 'stopped' : 'running'}, worker = ${stop ? null : worker},
        phase = ${phase}
        where run_id = ${runId}`);
      return end ? ('read' as const) : stop ? ('stopped' as const) : ('more' as const);
    });
    if (outcome !== 'more') return outcome;
    cursor = page.next;
  }
}

/** A full run read whole: held (for a manager to confirm) when a guard says so, else applied. */
async function check(deps: RunDeps, run: RunRow, worker: string): Promise<'apply' | 'held' | 'lost'> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockOwn(tx, run.runId, worker))) return 'lost';
    const hold = await holdOf(tx, run.runId, deps.config.pos.maxDeactivatePercent);
    if (!hold) {
      await tx.execute(sql`update pos_sync_runs set phase = 'applying', heartbeat_at = now()
        where run_id = ${run.runId}`);
      return 'apply';
    }
    await tx.execute(sql`update pos_sync_runs set status = 'held', hold = ${JSON.stringify(hold)}::jsonb,
      finished_at = now(), worker = null, heartbeat_at = null where run_id = ${run.runId}`);
    deps.log.warn({ runId: run.runId, ...hold }, 'POS sync run held for a confirmation');
    return 'held';
  });
}

/**
 * The staged pages into the catalogue, each in its own transaction (a crash resumes with the next),
 * then what the POS no longer has deactivated (full runs), and the run done. A stop asked for now is
 * not honoured: half a source applied is what staging is for avoiding.
 */
async function apply(
  deps: RunDeps,
  run: RunRow,
  worker: string,
  /** The POS's promotions call on the session the run read with; null when not this run's to make. */
  posPromotions: (() => Promise<AsyncIterable<Buffer> | null>) | null,
): Promise<void> {
  const { runId } = run;
  const limit = Math.min(deps.pageSize ?? SYNC_PAGE_SIZE, DEACTIVATE_BATCH);
  let deactivated = 0;
  // Where deactivation goes on; a run resumed in another process starts the walk again from 0.
  let after = 0;
  let rulesApplied = false;
  for (;;) {
    const step = await deps.db.transaction(async (tx) => {
      if (!(await lockOwn(tx, runId, worker))) return 'lost';
      if (await applyNextPage(tx, runId, deps.config.pos.weighed)) {
        await tx.execute(sql`update pos_sync_runs set heartbeat_at = now() where run_id = ${runId}`);
        return 'more';
      }
      if (run.kind === 'full') {
        const batch = await deactivateUnseen(tx, runId, limit, after);
        deactivated += batch.count;
        after = batch.last;
        if (batch.count === limit) {
          await tx.execute(sql`update pos_sync_runs set phase = 'deactivating', heartbeat_at = now()
            where run_id = ${runId}`);
          return 'more';
        }
      }
      if (!rulesApplied) return 'rules';
      await forgetSeen(tx, runId);
      await tx.execute(sql`update pos_sync_runs set status = 'done', phase = 'finished', finished_at = now(),
        worker = null, heartbeat_at = null where run_id = ${runId}`);
      deps.log.info({ runId, deactivated }, 'POS sync run done');
      return 'done';
    });
    if (step === 'rules') {
      // The category rules (decision 0066) place the products this run brought, in their own transaction.
      const rules = await deps.db.transaction((tx) => applyCategoryRules(tx));
      deps.log.info({ runId, ...rules }, 'POS sync run applied the category rules');
      // Then the promotions (POS_PROMO_FILE, else the POS's call), on the products as they now are;
      // a failed import keeps the old ones.
      const promotions = deps.promotions;
      const imported = promotions?.configured()
        ? await promotions.importConfigured()
        : posPromotions && (await promotions?.importFromPos(posPromotions));
      if (imported) deps.log.info({ runId, promotions: imported }, 'POS sync run imported the promotions');
      rulesApplied = true;
    } else if (step !== 'more') return;
    // Between transactions: requests waiting for the database go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
