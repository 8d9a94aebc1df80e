import type { Database } from './db/client';
import { idempotencyCleanUpJob } from './http/idempotency';
import type { JobDefinition } from './jobs/job';
import type { Mailer } from './mail/mailer';
import { accountsCleanUpJob } from './modules/accounts/housekeeping';

/** Every background and scheduled job the app runs: registered on the job runner when the app is built. */
export function appJobs(db: Database, mailer: Mailer, posSyncJobs: JobDefinition[]): JobDefinition[] {
  return [mailer.sendJob, mailer.sweepJob, accountsCleanUpJob(db), idempotencyCleanUpJob(db), ...posSyncJobs];
}
