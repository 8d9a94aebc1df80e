import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumeLimit, type Limit } from '../../http/rate-limits';

/**
 * Sign-in attempts (decision 0021). A browser that signed in to the account before counts only
 * against its own device limit; any other browser counts against its address, the pair (email,
 * address), and the email as a whole. One address reaches the pair limit long before the email
 * limit (at most 40 an hour of its 100), so one stranger cannot shut the owner out; many addresses
 * together are held to the email limit.
 */
export const signInLimits = {
  ip: { max: 30, windowSeconds: 600 },
  pair: { max: 10, windowSeconds: 900 },
  email: { max: 100, windowSeconds: 3600 },
  device: { max: 10, windowSeconds: 900 },
} satisfies Record<string, Limit>;

export interface SignInAttempt {
  ip: string;
  email: string;
  /** Set when the browser signed in to this email before. */
  trustedDeviceHash: string | null;
}

const signInKeys = ({ ip, email, trustedDeviceHash }: SignInAttempt) => {
  const account = email.trim().toLowerCase();
  return {
    ip: `login:ip:${ip}`,
    pair: `login:pair:${account}:${ip}`,
    email: `login:email:${account}`,
    device: `login:device:${trustedDeviceHash}`,
  };
};

/** Counts a sign-in attempt before the password is checked; throws 429 past a limit. */
export async function consumeSignInLimits(db: Database, attempt: SignInAttempt): Promise<void> {
  const keys = signInKeys(attempt);
  if (attempt.trustedDeviceHash) {
    await consumeLimit(db, keys.device, signInLimits.device);
    return;
  }
  // In this order: attempts refused by the address or pair limit never reach the email's count.
  await consumeLimit(db, keys.ip, signInLimits.ip);
  await consumeLimit(db, keys.pair, signInLimits.pair);
  await consumeLimit(db, keys.email, signInLimits.email);
}

/**
 * After a right password: the owner's earlier typos from this address or device are forgiven, and
 * the attempt itself counts neither against the account nor against the address (only wrong
 * passwords do): a shop's staff signing in from one office address are never held up by each other.
 */
export async function forgiveSignInAttempts(db: Database, attempt: SignInAttempt): Promise<void> {
  const keys = signInKeys(attempt);
  await db.execute(sql`delete from rate_limit_counters where key in (${keys.pair}, ${keys.device})`);
  if (!attempt.trustedDeviceHash) {
    await db.execute(
      sql`update rate_limit_counters set hits = greatest(hits - 1, 0) where key in (${keys.email}, ${keys.ip})`,
    );
  }
}
