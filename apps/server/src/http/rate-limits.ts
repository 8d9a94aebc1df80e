import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';
import { HttpError, type RateLimitPolicy } from './http-error';

export interface Limit {
  /** Most hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Per client address and per email, for the calls that send mail or make accounts. `forgot` also
 * counts the reset links an admin sends (decision 0034): one inbox gets at most 5 an hour in all.
 */
export const accountLimits = {
  register: { ip: { max: 20, windowSeconds: 3600 }, email: { max: 5, windowSeconds: 3600 } },
  resend: { ip: { max: 20, windowSeconds: 3600 }, email: { max: 5, windowSeconds: 3600 } },
  forgot: { ip: { max: 20, windowSeconds: 3600 }, email: { max: 5, windowSeconds: 3600 } },
  reset: { ip: { max: 20, windowSeconds: 3600 }, email: { max: 10, windowSeconds: 3600 } },
} satisfies Record<string, { ip: Limit; email: Limit }>;

const tooMany = (retryAfterSeconds: number, policy: RateLimitPolicy) =>
  new HttpError(
    429,
    'TOO_MANY_REQUESTS',
    'Too many attempts. Please wait and try again.',
    retryAfterSeconds,
    policy,
  );

/** A key's policy is its first two parts (`login:ip:…` is `login-ip`): the rest names the caller. */
const policyName = (key: string) => key.split(':').slice(0, 2).join('-');

/**
 * Counts one hit against a fixed window kept in the database (shared by every server instance)
 * and throws 429 past the limit, saying when the window ends.
 */
export async function consumeLimit(db: Database, key: string, limit: Limit): Promise<void> {
  const result = await db.execute(sql`
    insert into rate_limit_counters (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds})
        then 1 else rate_limit_counters.hits + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ${limit.windowSeconds})
        then now() else rate_limit_counters.window_started_at end
    returning hits::int as hits,
      ceil(extract(epoch from window_started_at + make_interval(secs => ${limit.windowSeconds}) - now()))::int
        as seconds_left`);
  const [row] = rowsOf<{ hits: number; seconds_left: number }>(result);
  if (Number(row?.hits ?? 0) > limit.max)
    throw tooMany(Math.max(1, Number(row?.seconds_left ?? limit.windowSeconds)), {
      name: policyName(key),
      ...limit,
    });
}

export async function consumeAccountLimits(
  db: Database,
  action: keyof typeof accountLimits,
  ip: string,
  email: string,
  enabled = true,
): Promise<void> {
  if (!enabled) return;
  await consumeLimit(db, `${action}:ip:${ip}`, accountLimits[action].ip);
  await consumeLimit(db, `${action}:email:${email.toLowerCase()}`, accountLimits[action].email);
}
