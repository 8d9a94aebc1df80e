import type { SyncCommandRejection, SyncStatus, SyncStatusAnswer } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Config } from '../../config/config';
import { type Database, rowsOf } from '../../db/client';
import type { Executor, Transaction } from '../../db/user-lock';
import { type Rejection, reject } from '../../http/answers';
import type { JobDefinition } from '../../jobs/job';
import type { JobRunner } from '../../jobs/job-runner';
import type { PosItem } from './connector';
import { connected, type SyncSources } from './sync.source';
import { writeBatch } from './sync.sql';
import { discardStaged } from './sync.staging';

/** What the run job receives. */
export const runPayload = z.object({ runId: z.number().int() });

export type CommandResult = { reject: false; sync: SyncStatusAnswer } | Rejection<SyncCommandRejection>;

export interface LatestRun {
  runId: number;
  kind: 'full' | 'delta';
  source: string;
  sourceRef: string | null;
  status: SyncStatus;
  phase: string | null;
  /** A run marked init or running whose worker went silent (its server died). */
  lost: boolean;
}

/** Serializes the sync's commands (start, stop, reset, retry) across instances. */
export const lockCommands = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(48016)`);

export const isActive = (run: LatestRun | null) =>
  !!run && ['init', 'running'].includes(run.status) && !run.lost;

export async function latestRun(tx: Executor, leaseSeconds: number): Promise<LatestRun | null> {
  const [row] = rowsOf<LatestRun>(
    await tx.execute(sql`select run_id as "runId", kind, source, source_ref as "sourceRef", status, phase,
        (status in ('init', 'running') and worker is not null
          and heartbeat_at < now() - make_interval(secs => ${leaseSeconds})) as lost
      from pos_sync_runs order by run_id desc limit 1`),
  );
  return row ?? null;
}

export interface SyncCommandDeps {
  db: Database;
  config: Config;
  jobs: JobRunner;
  /** The job that runs a run. */
  job: JobDefinition<typeof runPayload>;
  sources: SyncSources;
  status: () => Promise<SyncStatusAnswer>;
}

/** The admin's commands over runs (start, stop, reset, confirm, retry a failed item) and the take-over at start. */
export function syncCommands({ db, config, jobs, job, sources, status }: SyncCommandDeps) {
  /** A command in one transaction under the commands' lock; the answer is the status after it. */
  async function command(
    work: (tx: Transaction) => Promise<{ reason: SyncCommandRejection; message?: string } | null>,
  ): Promise<CommandResult> {
    const refused = await db.transaction(async (tx) => {
      await lockCommands(tx);
      return work(tx);
    });
    if (refused) return reject(refused.reason, { message: refused.message });
    return { reject: false, sync: await status() };
  }

  /**
   * Starts a run: resumes the newest one when it was stopped, failed or lost (from its cursor, with
   * its kind, or checking what it read whole; one cut while applying goes on with what it staged,
   * whatever the source is now), else a new full run, or a delta run of the changes since the last
   * finished run's start (a full one when none finished). HELD while a run waits for its confirmation.
   */
  function start(actorUserId: number | null, kind: 'full' | 'delta') {
    return command(async (tx) => {
      const source = await sources.current(tx);
      if (!source.open())
        return { reason: 'NOT_CONNECTED', message: 'No POS is configured (POS_URL or POS_PRICE_FILE).' };
      if (!(await connected(tx, source)))
        return { reason: 'NOT_CONNECTED', message: 'Sign in to the POS first.' };
      const latest = await latestRun(tx, config.pos.leaseSeconds);
      if (isActive(latest)) return { reason: 'ALREADY_RUNNING' };
      if (latest?.status === 'held')
        return { reason: 'HELD', message: 'A run waits for its confirmation: confirm or reset it.' };
      let runId: number;
      const resumable =
        latest &&
        ((latest.source === source.source && latest.sourceRef === source.ref) ||
          latest.phase === 'applying') &&
        (['stopped', 'failed'].includes(latest.status) || latest.lost);
      if (latest && resumable) {
        runId = latest.runId;
        await tx.execute(sql`update pos_sync_runs set status = 'init', stopped_requested = false,
          phase = case when phase in ('checking', 'applying') then phase end,
          error = null, finished_at = null, worker = null, heartbeat_at = null where run_id = ${runId}`);
      } else {
        const [last] = rowsOf<{ since: string }>(
          await tx.execute(sql`select started_at::text as since from pos_sync_runs
            where status = 'done' and source = ${source.source} order by run_id desc limit 1`),
        );
        const runKind = kind === 'delta' && last ? 'delta' : 'full';
        const [created] = rowsOf<{ runId: number }>(
          await tx.execute(sql`insert into pos_sync_runs (kind, source, source_ref, status, since)
            values (${runKind}, ${source.source}, ${source.ref}, 'init',
              ${runKind === 'delta' ? (last?.since ?? null) : null})
            returning run_id as "runId"`),
        );
        runId = (created as { runId: number }).runId;
        // Only the newest run is ever resumed: what older ones staged or saw is dropped.
        await tx.execute(sql`delete from pos_sync_staged where run_id < ${runId}`);
        await tx.execute(sql`delete from pos_sync_seen where run_id < ${runId}`);
      }
      await jobs.send(job, { runId }, { tx });
      await recordAudit(tx, {
        actorUserId,
        action: 'pos.sync.start',
        entity: 'pos_sync_run',
        entityId: runId,
        before: null,
        after: { kind: resumable ? latest.kind : kind, resumed: !!resumable },
      });
      return null;
    });
  }

  /** Asks the running run to stop after the batch being written; a run not yet taken stops at once. */
  const stop = (actorUserId: number) =>
    command(async (tx) => {
      const latest = await latestRun(tx, config.pos.leaseSeconds);
      if (!latest || !['init', 'running'].includes(latest.status)) return { reason: 'NOT_RUNNING' };
      const now = latest.status === 'init' || latest.lost;
      await tx.execute(sql`update pos_sync_runs set stopped_requested = true,
        status = ${now ? 'stopped' : latest.status}, worker = ${now ? null : sql`worker`}
        where run_id = ${latest.runId}`);
      await recordAudit(tx, {
        actorUserId,
        action: 'pos.sync.stop',
        entity: 'pos_sync_run',
        entityId: latest.runId,
        before: null,
        after: null,
      });
      return null;
    });

  /**
   * Back to idle: the newest run's cursor, counts, failed items and what it staged cleared (a held
   * run is discarded); the catalogue untouched.
   */
  const reset = (actorUserId: number) =>
    command(async (tx) => {
      const latest = await latestRun(tx, config.pos.leaseSeconds);
      if (isActive(latest)) return { reason: 'ALREADY_RUNNING' };
      if (!latest || latest.status === 'idle') return null;
      await tx.execute(sql`update pos_sync_runs set status = 'idle', phase = null, cursor = null, processed = 0,
        total_items = null, items_per_second = null, error = null, finished_at = null, stopped_requested = false,
        worker = null, heartbeat_at = null, hold = null, confirmed_by = null, confirmed_at = null
        where run_id = ${latest.runId}`);
      await tx.execute(sql`delete from pos_sync_failures where run_id = ${latest.runId}`);
      await discardStaged(tx, latest.runId);
      await recordAudit(tx, {
        actorUserId,
        action: 'pos.sync.reset',
        entity: 'pos_sync_run',
        entityId: latest.runId,
        before: { status: latest.status },
        after: { status: 'idle' },
      });
      return null;
    });

  /**
   * Applies a held run (decision 0061): its staged pages, then the deactivations it would make. The
   * choice is kept with the run (who, when) and audited with what it would do, zero items too.
   */
  const confirm = (actorUserId: number) =>
    command(async (tx) => {
      const latest = await latestRun(tx, config.pos.leaseSeconds);
      if (latest?.status !== 'held') return { reason: 'NOT_HELD' };
      const [held] = rowsOf<{ hold: unknown }>(
        await tx.execute(sql`update pos_sync_runs set status = 'init', phase = 'applying',
          stopped_requested = false, finished_at = null, worker = null, heartbeat_at = null,
          confirmed_by = ${actorUserId}, confirmed_at = now()
          where run_id = ${latest.runId} returning hold`),
      );
      await jobs.send(job, { runId: latest.runId }, { tx });
      await recordAudit(tx, {
        actorUserId,
        action: 'pos.sync.confirm',
        entity: 'pos_sync_run',
        entityId: latest.runId,
        before: { status: 'held', hold: held?.hold ?? null },
        after: { status: 'init' },
      });
      return null;
    });

  /**
   * A write failure is written again from the item kept with it (the shop may have freed the
   * barcode): gone when it succeeds. A read failure needs the POS to send the item again: it is
   * marked retried and the next run reads it.
   */
  async function retryFailed(actorUserId: number, failedItemId: number): Promise<CommandResult | null> {
    const found = await db.transaction(async (tx) => {
      await lockCommands(tx);
      const [failure] = rowsOf<{
        runId: number;
        operation: string;
        item: PosItem | null;
        externalId: string | null;
      }>(
        await tx.execute(sql`select run_id as "runId", operation, item, external_id as "externalId"
          from pos_sync_failures where failed_item_id = ${failedItemId} for update`),
      );
      if (!failure) return false;
      let after: unknown = { retried: 'next run' };
      if (failure.item) {
        const written = await writeBatch(tx, failure.runId, [failure.item], [], {
          recordFailures: false,
          weighed: config.pos.weighed,
        });
        const again = written.failures[0];
        if (again) {
          await tx.execute(sql`update pos_sync_failures set error = ${again.error}, retried_at = now()
            where failed_item_id = ${failedItemId}`);
          after = { retried: 'now', error: again.error };
        } else {
          await tx.execute(sql`delete from pos_sync_failures where failed_item_id = ${failedItemId}`);
          after = { retried: 'now', written: true };
        }
      } else {
        await tx.execute(
          sql`update pos_sync_failures set retried_at = now() where failed_item_id = ${failedItemId}`,
        );
      }
      await recordAudit(tx, {
        actorUserId,
        action: 'pos.sync.failed.retry',
        entity: 'pos_sync_failure',
        entityId: failedItemId,
        before: { externalId: failure.externalId, operation: failure.operation },
        after,
      });
      return true;
    });
    return found ? { reject: false, sync: await status() } : null;
  }

  /** At start: runs left init or running by a server that stopped are sent to the queue again. */
  async function resumeLost(): Promise<void> {
    const latest = await latestRun(db, config.pos.leaseSeconds);
    if (latest && ['init', 'running'].includes(latest.status)) {
      await jobs.send(job, { runId: latest.runId });
    }
  }

  return { start, stop, reset, confirm, retryFailed, resumeLost };
}
