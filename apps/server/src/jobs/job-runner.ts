import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  type Job,
  type JobResult,
  PgBoss,
} from 'pg-boss';
import type { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/client';
import type { JobDefinition, RetryPolicy } from './job';
import { pgliteJobsDatabase } from './pglite-jobs-database';

export interface JobTiming {
  /** How often an idle worker looks for due jobs (a retry whose wait is over); new jobs wake it at once. */
  pollSeconds: number;
  /** How often the instances look at the schedules (one of them does the work each time). */
  scheduleCheckSeconds: number;
}

const defaultTiming: JobTiming = { pollSeconds: 2, scheduleCheckSeconds: 30 };
const defaultRetry: RetryPolicy = { limit: 2, delaySeconds: 10, backoff: true };

export interface JobRunnerOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** false: this instance only enqueues; the other instances run the workers and the schedules. */
  workers: boolean;
  timing?: Partial<JobTiming>;
}

/** Where a job can be enqueued: the database, or the caller's transaction. */
export type JobExecutor = Pick<Database, 'execute'>;

export interface SendOptions {
  /**
   * The caller's transaction: the job exists only if it commits. On PGlite a send made during a
   * transaction must pass it, since the one connection is held by that transaction until it ends.
   */
  tx?: JobExecutor;
  /** With `onePending`: at most one pending job per key. */
  key?: string;
}

/**
 * The job queue: pg-boss in the app's database (its tables in the `pgboss` schema). A job is taken
 * by one worker across all instances (SELECT … FOR UPDATE SKIP LOCKED), a schedule makes one job
 * per occurrence across all instances. Started and stopped with the app.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly timing: JobTiming;
  private readonly jobs = new Map<string, JobDefinition>();
  private started = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.timing = { ...defaultTiming, ...options.timing };
    this.boss = new PgBoss({
      ...connectionOf(options.database),
      ...this.bossTiming(),
      useListenNotify: true,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    this.boss.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
  }

  /** Declares jobs; before start(). */
  register(...jobs: JobDefinition[]): void {
    if (this.started) throw new Error('register jobs before the job runner starts');
    for (const job of jobs) {
      if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
      this.jobs.set(job.name, job);
    }
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const job of this.jobs.values()) await this.createQueue(job);
    if (!this.options.workers) return;
    await this.syncSchedules();
    for (const job of this.jobs.values()) {
      const batchSize = job.batchSize ?? 5;
      await this.boss.work(
        job.name,
        {
          batchSize,
          burstWhenBatchFull: batchSize > 1,
          pollingIntervalSeconds: this.timing.pollSeconds,
          notifyPollingIntervalSeconds: this.timing.pollSeconds,
          perJobResults: true,
        },
        async (batch) => {
          const results: JobResult[] = [];
          for (const taken of batch) results.push(await this.runOne(job, taken));
          return results;
        },
      );
    }
  }

  /** Lets the runs in progress finish (up to 8 s, inside the 10 s main.ts gives a shutdown). */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 8_000 });
  }

  /** Enqueues a job; the payload is checked now. Null when `onePending` dropped it. */
  async send<Payload extends z.ZodType>(
    job: JobDefinition<Payload>,
    payload: z.input<Payload>,
    options: SendOptions = {},
  ): Promise<string | null> {
    if (this.jobs.get(job.name) !== job) throw new Error(`job ${job.name} is not registered`);
    if (!this.started) throw new Error(`job ${job.name} sent before the job runner started`);
    return this.boss.send(job.name, job.payload.parse(payload) as object, {
      // Both drivers' execute() answers { rows }, which is all the adapter reads.
      ...(options.tx ? { db: fromDrizzle(options.tx as DrizzleTransactionLike, sql) } : {}),
      ...(options.key ? { singletonKey: options.key } : {}),
    });
  }

  private async runOne(job: JobDefinition, taken: Job<unknown>): Promise<JobResult> {
    const context = { jobId: taken.id, job: job.name, attempt: taken.retryCount + 1 };
    const payload = job.payload.safeParse(taken.data ?? {});
    if (!payload.success) {
      // Only where the payload is wrong, never its values: they may hold an address or a token.
      const fields = payload.error.issues.map((issue) => issue.path.join('.') || '(payload)');
      this.options.log.error({ ...context, fields }, 'job payload invalid; dropped');
      return { id: taken.id, status: 'deadletter', output: { message: 'invalid payload' } };
    }
    try {
      await job.handle(payload.data, { jobId: taken.id, attempt: context.attempt });
      return { id: taken.id, status: 'completed' };
    } catch (error) {
      const lastTry = taken.retryCount >= (job.retry ?? defaultRetry).limit;
      this.options.log[lastTry ? 'error' : 'warn'](
        { ...context, err: error },
        lastTry ? 'job failed; no retries left' : 'job failed; will retry',
      );
      return { id: taken.id, status: 'failed', output: { message: (error as Error).message } };
    }
  }

  private async createQueue(job: JobDefinition): Promise<void> {
    const retry = job.retry ?? defaultRetry;
    const options = {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff ?? false,
      expireInSeconds: job.timeoutSeconds ?? 900,
      notify: true,
    };
    // Creating an existing queue changes nothing; the update brings its options up to date.
    await this.boss.createQueue(job.name, { ...options, policy: job.onePending ? 'exclusive' : 'standard' });
    await this.boss.updateQueue(job.name, {
      ...options,
      retryDelayMax: (retry.backoff && retry.maxDelaySeconds) || null,
    });
  }

  /** The schedules of the declared jobs, and none of a job that is gone or no longer scheduled. */
  private async syncSchedules(): Promise<void> {
    for (const schedule of await this.boss.getSchedules()) {
      if (this.jobs.get(schedule.name)?.schedule === undefined) {
        await this.boss.unschedule(schedule.name, schedule.key);
      }
    }
    for (const job of this.jobs.values()) {
      if (job.schedule) await this.boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
    }
  }

  private bossTiming(): ConstructorOptions {
    const workers = this.options.workers;
    return {
      // Maintenance and schedules run on the instances that run jobs.
      supervise: workers,
      schedule: workers,
      cronMonitorIntervalSeconds: Math.min(this.timing.scheduleCheckSeconds, 45),
      cronWorkerIntervalSeconds: Math.max(1, Math.min(this.timing.pollSeconds, 45)),
    };
  }
}

/** PostgreSQL: pg-boss's own small pool (and LISTEN connection) on the app's database; PGlite: the app's one connection. */
function connectionOf(database: DatabaseHandle): ConstructorOptions {
  const driver = database.driver;
  if (driver.kind === 'postgres') {
    return { connectionString: driver.databaseUrl, max: 4, application_name: 'grocery-jobs' };
  }
  return { db: pgliteJobsDatabase(driver.client), backend: 'pglite' };
}
