import type { z } from 'zod';

/** How a failed run is tried again: `limit` more runs, the first after `delaySeconds`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  /** Each wait about twice the last (with jitter), up to `maxDelaySeconds`. */
  backoff?: boolean;
  maxDelaySeconds?: number;
}

/** What a handler learns about the run besides its payload. */
export interface JobRun {
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
}

/**
 * One kind of background work. Its payload is checked on the way in (send) and on the way out
 * (before the handler runs); a handler that throws is retried by the policy, then given up and logged.
 */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  /** The queue name: `area.action`, e.g. `mail.send`. */
  name: string;
  payload: Payload;
  handle(payload: z.output<Payload>, run: JobRun): Promise<void>;
  retry?: RetryPolicy;
  /**
   * A cron expression (UTC, minutes at the finest): one run per occurrence across every instance.
   * The scheduled run's payload is `{}`.
   */
  schedule?: string;
  /**
   * At most one job of this kind queued or running at a time, or one per key when sent with a key:
   * a second send is dropped while one is pending.
   */
  onePending?: boolean;
  /** How long a run may take before it counts as lost and is retried (default 15 minutes). */
  timeoutSeconds?: number;
  /** How many jobs one worker takes at a time; a full batch makes it fetch again at once. */
  batchSize?: number;
}

/** Declares a job; the identity function that lets TypeScript infer the payload type. */
export function defineJob<Payload extends z.ZodType>(job: JobDefinition<Payload>): JobDefinition<Payload> {
  return job;
}
