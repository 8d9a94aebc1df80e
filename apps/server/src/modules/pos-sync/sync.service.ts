import { randomUUID } from 'node:crypto';
import type {
  PosSignInRejection,
  PosSignInRequest,
  SyncCommandRejection,
  SyncPhase,
  SyncStatus,
  SyncStatusAnswer,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Config } from '../../config/config';
import { type Database, rowsOf } from '../../db/client';
import type { Executor, Transaction } from '../../db/user-lock';
import { defineJob } from '../../jobs/job';
import type { JobRunner } from '../../jobs/job-runner';
import { consumeLimit } from '../../shared/rate-limits';
import type { FileStorage } from '../../storage/storage';
import type { PosItem } from './connector';
import { PosUnavailable } from './connector';
import { type IncomingPriceFile, priceUpload, priceUploads } from './price-upload';
import { runSync } from './sync.run';
import { type ConnectorTiming, type SyncSourceConfig, syncSource, uploadedFileSource } from './sync.source';
import { writeBatch } from './sync.sql';
import { encryptSession, PosKeyMissing, posSecretKey } from './sync-secret';

export interface PosSyncDeps {
  db: Database;
  config: Config;
  jobs: JobRunner;
  log: FastifyBaseLogger;
  storage: FileStorage;
  /** Tests: shorter POS timeouts and pages. */
  connectorTiming?: ConnectorTiming;
  pageSize?: number;
}

export type CommandResult =
  | { reject: false; sync: SyncStatusAnswer }
  | { reject: true; reason: SyncCommandRejection; message?: string };
export type SignInResult =
  | { reject: false; sync: SyncStatusAnswer }
  | { reject: true; reason: PosSignInRejection; message?: string };

interface LatestRun {
  runId: number;
  kind: 'full' | 'delta';
  source: string;
  sourceRef: string | null;
  status: SyncStatus;
  /** A run marked init or running whose worker went silent (its server died). */
  lost: boolean;
}

/** Sign-in tries against the POS, per admin and per address (the POS locks its user out after 5 wrong). */
const signInLimits = {
  user: { max: 10, windowSeconds: 900 },
  ip: { max: 30, windowSeconds: 900 },
};

/** Serializes the sync's commands (start, stop, reset, retry) across instances. */
const lockCommands = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(48016)`);

const isActive = (run: LatestRun | null) => !!run && ['init', 'running'].includes(run.status) && !run.lost;

async function latestRun(tx: Executor, leaseSeconds: number): Promise<LatestRun | null> {
  const [row] = rowsOf<LatestRun>(
    await tx.execute(sql`select run_id as "runId", kind, source, source_ref as "sourceRef", status,
        (status in ('init', 'running') and worker is not null
          and heartbeat_at < now() - make_interval(secs => ${leaseSeconds})) as lost
      from pos_sync_runs order by run_id desc limit 1`),
  );
  return row ?? null;
}

/** The catalogue sync (decision 0048): its status, commands, POS sign-in, and the job that runs it. */
export function posSyncService(deps: PosSyncDeps) {
  const { db, config, jobs, log, storage } = deps;
  const configured = syncSource(config, deps.connectorTiming);
  /** An uploaded price file by its storage key; no key: the configured source. */
  const sourceOfFile = (key: string | null | undefined): SyncSourceConfig =>
    key ? uploadedFileSource(storage, key) : configured;
  /** The source now: the uploaded price file when there is one, else the configured one. */
  const currentSource = async (executor: Executor) => sourceOfFile((await priceUpload(executor))?.storageKey);
  /** A run reads the file it started on (its source_ref), else the configured source. */
  async function sourceOfRun(runId: number): Promise<SyncSourceConfig> {
    const [run] = rowsOf<{ ref: string | null }>(
      await db.execute(sql`select source_ref as ref from pos_sync_runs where run_id = ${runId}`),
    );
    return sourceOfFile(run?.ref);
  }

  const job = defineJob({
    name: 'pos.sync',
    payload: z.object({ runId: z.number().int() }),
    handle: async ({ runId }, run) =>
      runSync(
        { db, config, log, source: await sourceOfRun(runId), pageSize: deps.pageSize },
        runId,
        `${run.jobId}:${randomUUID()}`,
      ),
    // A failed run stays failed until an admin starts it again; a lost one is taken over (resumeLost).
    retry: { limit: 0, delaySeconds: 0 },
    // The run's own lease (heartbeat) guards it; the queue's expiry only cleans up after a lost server.
    timeoutSeconds: 6 * 3600,
    batchSize: 1,
  });

  const deltaJob = config.pos.deltaSchedule
    ? defineJob({
        name: 'pos.syncDelta',
        payload: z.object({}),
        schedule: config.pos.deltaSchedule,
        onePending: true,
        handle: async () => {
          const result = await start(null, 'delta');
          if (result.reject) log.info({ reason: result.reason }, 'scheduled POS delta sync not started');
        },
      })
    : null;

  async function connected(executor: Executor, source: SyncSourceConfig): Promise<boolean> {
    if (source.fixedSession) return true;
    if (!source.posUrl) return false;
    const rows = rowsOf(
      await executor.execute(
        sql`select 1 from pos_connection where connection_id = 1 and source = ${source.posUrl}`,
      ),
    );
    return rows.length > 0;
  }

  async function status(executor: Executor = db): Promise<SyncStatusAnswer> {
    const upload = await priceUpload(executor);
    const source = sourceOfFile(upload?.storageKey);
    const [run] = rowsOf<{
      runId: number;
      kind: 'full' | 'delta';
      status: SyncStatus;
      phase: SyncPhase | null;
      totalItems: number | null;
      processed: number;
      itemsPerSecond: string | null;
      startedAt: string;
      finishedAt: string | null;
      error: string | null;
    }>(
      await executor.execute(sql`select run_id as "runId", kind, status, phase, total_items as "totalItems",
          processed, items_per_second::text as "itemsPerSecond", started_at as "startedAt",
          finished_at as "finishedAt", error
        from pos_sync_runs order by run_id desc limit 1`),
    );
    const failed = run
      ? rowsOf<{
          failedItemId: number;
          operation: string;
          externalId: string | null;
          timestamp: string;
          error: string;
        }>(
          await executor.execute(sql`select failed_item_id as "failedItemId", operation, external_id as "externalId",
              created_at as timestamp, error
            from pos_sync_failures where run_id = ${run.runId} order by failed_item_id desc limit 100`),
        )
      : [];
    const [count] = run
      ? rowsOf<{ count: number }>(
          await executor.execute(
            sql`select count(*)::int as count from pos_sync_failures where run_id = ${run.runId}`,
          ),
        )
      : [{ count: 0 }];
    const idle = !run || run.status === 'idle';
    const speed = run?.itemsPerSecond == null ? null : Number(run.itemsPerSecond);
    const running = run && ['init', 'running'].includes(run.status);
    const left = run?.totalItems == null ? null : Math.max(run.totalItems - run.processed, 0);
    return {
      status: run?.status ?? 'idle',
      phase: idle ? null : (run?.phase ?? null),
      source: source.source,
      kind: idle ? null : (run?.kind ?? null),
      totalItems: idle ? null : (run?.totalItems ?? null),
      totalProcessed: idle ? 0 : (run?.processed ?? 0),
      positiveConnected: await connected(executor, source),
      eta: running && left !== null && speed ? Math.ceil(left / speed) : null,
      itemsPerSecond: idle ? null : speed,
      startedAt: idle || !run ? null : new Date(run.startedAt).toISOString(),
      finishedAt: run?.finishedAt ? new Date(run.finishedAt).toISOString() : null,
      error: run?.error ?? null,
      failedItems: failed.map((row) => ({ ...row, timestamp: new Date(row.timestamp).toISOString() })),
      failedCount: Number(count?.count ?? 0),
      priceFile: upload && {
        name: upload.name,
        bytes: upload.bytes,
        items: upload.items,
        uploadedAt: upload.uploadedAt,
      },
    };
  }

  /** A command in one transaction under the commands' lock; the answer is the status after it. */
  async function command(
    work: (tx: Transaction) => Promise<{ reason: SyncCommandRejection; message?: string } | null>,
  ): Promise<CommandResult> {
    const refused = await db.transaction(async (tx) => {
      await lockCommands(tx);
      return work(tx);
    });
    if (refused) return { reject: true, ...refused };
    return { reject: false, sync: await status() };
  }

  /**
   * Starts a run: resumes the newest one when it was stopped, failed or lost (from its cursor, with
   * its kind), else a new full run, or a delta run of the changes since the last finished run's start
   * (a full one when none finished).
   */
  function start(actorUserId: number | null, kind: 'full' | 'delta') {
    return command(async (tx) => {
      const source = await currentSource(tx);
      if (!source.open())
        return { reason: 'NOT_CONNECTED', message: 'No POS is configured (POS_URL or POS_PRICE_FILE).' };
      if (!(await connected(tx, source)))
        return { reason: 'NOT_CONNECTED', message: 'Sign in to the POS first.' };
      const latest = await latestRun(tx, config.pos.leaseSeconds);
      if (isActive(latest)) return { reason: 'ALREADY_RUNNING' };
      let runId: number;
      const resumable =
        latest &&
        latest.source === source.source &&
        latest.sourceRef === source.ref &&
        (['stopped', 'failed'].includes(latest.status) || latest.lost);
      if (latest && resumable) {
        runId = latest.runId;
        await tx.execute(sql`update pos_sync_runs set status = 'init', phase = null, stopped_requested = false,
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

  /** Back to idle: the newest run's cursor, counts and failed items cleared; the catalogue untouched. */
  const reset = (actorUserId: number) =>
    command(async (tx) => {
      const latest = await latestRun(tx, config.pos.leaseSeconds);
      if (isActive(latest)) return { reason: 'ALREADY_RUNNING' };
      if (!latest || latest.status === 'idle') return null;
      await tx.execute(sql`update pos_sync_runs set status = 'idle', phase = null, cursor = null, processed = 0,
        total_items = null, items_per_second = null, error = null, finished_at = null, stopped_requested = false,
        worker = null, heartbeat_at = null where run_id = ${latest.runId}`);
      await tx.execute(sql`delete from pos_sync_failures where run_id = ${latest.runId}`);
      await tx.execute(sql`delete from pos_sync_seen where run_id = ${latest.runId}`);
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
        const written = await writeBatch(tx, failure.runId, [failure.item], [], { recordFailures: false });
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

  /** Signs in to the POS; the session is kept encrypted, the password never. */
  async function signIn(actorUserId: number, ip: string, request: PosSignInRequest): Promise<SignInResult> {
    const username = (request.username ?? '').trim();
    const password = request.password ?? '';
    if (!username) return { reject: true, reason: 'USERNAME_REQUIRED' };
    if (!password) return { reject: true, reason: 'PASSWORD_REQUIRED' };
    const source = await currentSource(db);
    if (source.fixedSession) return { reject: false, sync: await status() };
    const connector = source.open();
    if (!connector || !source.posUrl)
      return { reject: true, reason: 'POS_UNAVAILABLE', message: 'No POS is configured (POS_URL).' };
    if (config.rateLimitsEnabled) {
      await consumeLimit(db, `pos-sign-in:user:${actorUserId}`, signInLimits.user);
      await consumeLimit(db, `pos-sign-in:ip:${ip}`, signInLimits.ip);
    }
    let key: Buffer;
    try {
      key = await posSecretKey(config);
    } catch (error) {
      if (error instanceof PosKeyMissing)
        return { reject: true, reason: 'POS_UNAVAILABLE', message: error.message };
      throw error;
    }
    let answer: Awaited<ReturnType<typeof connector.signIn>>;
    try {
      answer = await connector.signIn({ username, password, code: request.code || undefined });
    } catch (error) {
      if (!(error instanceof PosUnavailable)) throw error;
      return { reject: true, reason: 'POS_UNAVAILABLE', message: error.message };
    }
    if (!answer.ok && answer.reason === 'TOO_MANY_TRIES') {
      const wait = answer.retryAfterSeconds
        ? ` Try again in ${Math.ceil(answer.retryAfterSeconds / 60)} min.`
        : '';
      return { reject: true, reason: answer.reason, message: `The POS refuses sign-in for now.${wait}` };
    }
    if (!answer.ok) return { reject: true, reason: answer.reason };
    const cipher = encryptSession(key, answer.session);
    const posUrl = source.posUrl;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into pos_connection (connection_id, username, session_cipher, source)
        values (1, ${username}, ${cipher}, ${posUrl})
        on conflict (connection_id) do update set username = excluded.username,
          session_cipher = excluded.session_cipher, source = excluded.source, connected_at = now()`);
      await recordAudit(tx, {
        actorUserId,
        action: 'pos.connection.signIn',
        entity: 'pos_connection',
        entityId: 1,
        before: null,
        after: { username, pos: posUrl },
      });
    });
    return { reject: false, sync: await status() };
  }

  /** At start: runs left init or running by a server that stopped are sent to the queue again. */
  async function resumeLost(): Promise<void> {
    const latest = await latestRun(db, config.pos.leaseSeconds);
    if (latest && ['init', 'running'].includes(latest.status)) {
      await jobs.send(job, { runId: latest.runId });
    }
  }

  const uploads = priceUploads({
    db,
    storage,
    log,
    lockAndCheckRunning: async (tx) => {
      await lockCommands(tx);
      return isActive(await latestRun(tx, config.pos.leaseSeconds));
    },
  });
  const answered = async <R extends { reason: string }>(refused: R | null) =>
    refused
      ? { reject: true as const, ...refused }
      : { reject: false as const, reason: null, sync: await status() };

  return {
    jobs: deltaJob ? [job, deltaJob] : [job],
    /** Keeps an uploaded price file as the source; ALREADY_RUNNING or BAD_FILE (with why) refuse it. */
    uploadPriceFile: async (actorUserId: number, file: IncomingPriceFile) =>
      answered(await uploads.upload(actorUserId, file)),
    /** Forgets the uploaded price file: back to the configured source. */
    removePriceFile: async (actorUserId: number) => answered(await uploads.remove(actorUserId)),
    status: () => status(),
    start,
    stop,
    reset,
    retryFailed,
    signIn,
    resumeLost,
  };
}

export type PosSyncService = ReturnType<typeof posSyncService>;
