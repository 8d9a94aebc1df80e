import { randomBytes } from 'node:crypto';

export interface SignInOptions {
  username: string;
  password: string;
  code: string;
  requireCode: boolean;
  sessionTtlMs: number;
  now: () => number;
}

export type SignInAnswer =
  | { status: 200; body: { session: string; expiresAt: string } }
  | { status: 400 | 401; body: { reason: string } }
  | { status: 429; body: { reason: 'TOO_MANY_TRIES'; retryAfterSeconds: number } };

export const MAX_WRONG_TRIES = 5;
export const WRONG_TRIES_WINDOW_MS = 15 * 60 * 1000;

/** Sign-in with guessing limited per username, and the sessions it hands out. */
export function createSessions(options: SignInOptions) {
  const sessions = new Map<string, number>();
  const wrongTries = new Map<string, number[]>();

  function recentWrongTries(username: string): number[] {
    const since = options.now() - WRONG_TRIES_WINDOW_MS;
    const tries = (wrongTries.get(username) ?? []).filter((at) => at > since);
    if (tries.length > 0) wrongTries.set(username, tries);
    else wrongTries.delete(username);
    return tries;
  }

  function signIn(input: { username?: unknown; password?: unknown; code?: unknown }): SignInAnswer {
    const username = typeof input.username === 'string' ? input.username.trim() : '';
    const password = typeof input.password === 'string' ? input.password : '';
    const code = typeof input.code === 'string' ? input.code.trim() : '';
    if (!username) return { status: 400, body: { reason: 'USERNAME_REQUIRED' } };
    if (!password) return { status: 400, body: { reason: 'PASSWORD_REQUIRED' } };

    const tries = recentWrongTries(username);
    // Refused even with the right password: otherwise the limit would not stop a guesser.
    if (tries.length >= MAX_WRONG_TRIES) {
      const retryAfterMs = (tries[0] ?? 0) + WRONG_TRIES_WINDOW_MS - options.now();
      return {
        status: 429,
        body: { reason: 'TOO_MANY_TRIES', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
      };
    }
    const wrong = () => wrongTries.set(username, [...tries, options.now()]);
    if (username !== options.username || password !== options.password) {
      wrong();
      return { status: 401, body: { reason: 'WRONG_CREDENTIALS' } };
    }
    if (options.requireCode && code !== options.code) {
      // Asking for the code is the normal first step; a wrong code is a guess.
      if (code) wrong();
      return { status: 401, body: { reason: 'CODE_REQUIRED' } };
    }
    wrongTries.delete(username);
    const session = randomBytes(24).toString('base64url');
    const expiresAt = options.now() + options.sessionTtlMs;
    sessions.set(session, expiresAt);
    return { status: 200, body: { session, expiresAt: new Date(expiresAt).toISOString() } };
  }

  /** Whether the Authorization header carries a live session. */
  function isLive(authorization: string | undefined): boolean {
    const session = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!session) return false;
    const expiresAt = sessions.get(session);
    if (expiresAt === undefined) return false;
    if (expiresAt > options.now()) return true;
    sessions.delete(session);
    return false;
  }

  return { signIn, isLive, expireAll: () => sessions.clear() };
}
