import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rateLimitCounters, sessions, trustedDevices, userTokens } from '../../db/schema';
import { defineJob } from '../../jobs/job';

/** Deletes expired sessions and trusted devices, long-dead tokens and stale rate-limit windows. Safe on many instances. */
export async function cleanUpAccounts(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, new Date()));
  await db.delete(userTokens).where(lt(userTokens.expiresAt, sql`now() - interval '7 days'`));
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, sql`now() - interval '1 day'`));
}

/** The account clean-up, hourly on the hour (one instance runs it). */
export const accountsCleanUpJob = (db: Database) =>
  defineJob({
    name: 'accounts.cleanUp',
    payload: z.object({}),
    handle: () => cleanUpAccounts(db),
    schedule: '0 * * * *',
    onePending: true,
  });
