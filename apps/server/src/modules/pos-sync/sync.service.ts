import { randomUUID } from 'node:crypto';
import type { FileKindAnswer, PosSignInRequest } from '@grocery/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import { reject } from '../../http/answers';
import { defineJob } from '../../jobs/job';
import type { JobRunner } from '../../jobs/job-runner';
import type { FileStorage } from '../../storage/storage';
import { type IncomingPriceFile, priceUploads } from './price-upload';
import { promotionSources } from './promotions-source';
import { isActive, latestRun, lockCommands, runPayload, syncCommands } from './sync.commands';
import { runSync } from './sync.run';
import { signInToPos } from './sync.sign-in';
import { type ConnectorTiming, readLimitsOf, syncSources } from './sync.source';
import { syncStatus } from './sync.status';

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

/**
 * The catalogue sync (decision 0048), put together: its status (sync.status.ts), the commands over
 * runs (sync.commands.ts), the POS sign-in (sync.sign-in.ts), the uploaded price file
 * (price-upload.ts), and the jobs that run it.
 */
export function posSyncService(deps: PosSyncDeps) {
  const { db, config, jobs, log, storage } = deps;
  const sources = syncSources(config, storage, deps.connectorTiming);
  const promotions = promotionSources({ db, config, storage });
  const status = (executor: Executor = db) => syncStatus(executor, sources);

  const job = defineJob({
    name: 'pos.sync',
    payload: runPayload,
    handle: async ({ runId }, run) =>
      runSync(
        { db, config, log, source: await sources.ofRun(db, runId), pageSize: deps.pageSize, promotions },
        runId,
        `${run.jobId}:${randomUUID()}`,
      ),
    // A failed run stays failed until an admin starts it again; a lost one is taken over (resumeLost).
    retry: { limit: 0, delaySeconds: 0 },
    // The run's own lease (heartbeat) guards it; the queue's expiry only cleans up after a lost server.
    timeoutSeconds: 6 * 3600,
    batchSize: 1,
  });
  const commands = syncCommands({ db, config, jobs, job, sources, status: () => status() });

  const deltaJob = config.pos.deltaSchedule
    ? defineJob({
        name: 'pos.syncDelta',
        payload: z.object({}),
        schedule: config.pos.deltaSchedule,
        onePending: true,
        handle: async () => {
          const result = await commands.start(null, 'delta');
          if (result.reject) log.info({ reason: result.reason }, 'scheduled POS delta sync not started');
        },
      })
    : null;

  const uploads = priceUploads({
    db,
    storage,
    log,
    readLimits: readLimitsOf(config),
    importPromotions: (key, fileName) => promotions.importStored(key, fileName),
    lockAndCheckRunning: async (tx) => {
      await lockCommands(tx);
      return isActive(await latestRun(tx, config.pos.leaseSeconds));
    },
  });
  const answered = async <R extends { reason: string; message?: string; fileKind?: FileKindAnswer }>(
    refused: R | null,
  ) =>
    refused
      ? reject(refused.reason as R['reason'], { message: refused.message, fileKind: refused.fileKind })
      : { reject: false as const, sync: await status() };

  return {
    jobs: deltaJob ? [job, deltaJob] : [job],
    /** Keeps an uploaded price file as the source; ALREADY_RUNNING or BAD_FILE (with why) refuse it. */
    uploadPriceFile: async (actorUserId: number, file: IncomingPriceFile) =>
      answered(await uploads.upload(actorUserId, file)),
    /** Forgets the uploaded price file: back to the configured source. */
    removePriceFile: async (actorUserId: number) => answered(await uploads.remove(actorUserId)),
    status: () => status(),
    ...commands,
    signIn: (actorUserId: number, ip: string, request: PosSignInRequest) =>
      signInToPos({ db, config, sources, status: () => status() }, actorUserId, ip, request),
  };
}

export type PosSyncService = ReturnType<typeof posSyncService>;
