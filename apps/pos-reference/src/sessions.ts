import { randomBytes } from 'node:crypto';

export interface SignInOptions {
  username: string;
  password: string;
  code: string;
  requireCode: boolean;
  sessionTtlMs: number;
  /** How long a refresh token renews sessions, counted from the sign-in that made it. */
  refreshTtlMs: number;
  now: () => number;
}

/** A session, and the refresh token that renews it without the password or code. */
export interface Grant {
  session: string;
  expiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

export type SignInAnswer =
  | { status: 200; body: Grant }
  | { status: 400 | 401; body: { reason: string } }
  | { status: 429; body: { reason: 'TOO_MANY_TRIES'; retryAfterSeconds: number } };

export type RenewAnswer = { status: 200; body: Grant } | { status: 400 | 401; body: { reason: string } };

export const MAX_WRONG_TRIES = 5;
export const WRONG_TRIES_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sign-in with guessing limited per username, and the sessions it hands out with a refresh token
 * each (the way OAuth 2.0's refresh grant renews an access token): until the token's absolute
 * expiry, renewing needs neither the password nor the code; after it the POS asks for the code again.
 */
export function createSessions(options: SignInOptions) {
  const sessions = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  const wrongTries = new Map<string, number[]>();
  const token = () => randomBytes(24).toString('base64url');

  /** A new session; the refresh token keeps the expiry of the sign-in that made the first one. */
  function grant(refreshToken: string, refreshExpiresAt: number): Grant {
    const session = token();
    const expiresAt = options.now() + options.sessionTtlMs;
    sessions.set(session, expiresAt);
    refreshTokens.set(refreshToken, refreshExpiresAt);
    return {
      session,
      expiresAt: new Date(expiresAt).toISOString(),
      refreshToken,
      refreshExpiresAt: new Date(refreshExpiresAt).toISOString(),
    };
  }

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
    for (const [kept, until] of refreshTokens) if (until <= options.now()) refreshTokens.delete(kept);
    return { status: 200, body: grant(token(), options.now() + options.refreshTtlMs) };
  }

  /**
   * A new session for a live refresh token. An unknown or expired one answers CODE_REQUIRED (sign in
   * again with the code), or SIGN_IN_REQUIRED when the POS asks for no code.
   */
  function renew(input: { refreshToken?: unknown }): RenewAnswer {
    const refreshToken = typeof input.refreshToken === 'string' ? input.refreshToken : '';
    if (!refreshToken) return { status: 400, body: { reason: 'REFRESH_TOKEN_REQUIRED' } };
    const until = refreshTokens.get(refreshToken);
    if (until === undefined || until <= options.now()) {
      refreshTokens.delete(refreshToken);
      return { status: 401, body: { reason: options.requireCode ? 'CODE_REQUIRED' : 'SIGN_IN_REQUIRED' } };
    }
    return { status: 200, body: grant(refreshToken, until) };
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

  return {
    signIn,
    renew,
    isLive,
    expireAll: () => sessions.clear(),
    expireRefreshTokens: () => refreshTokens.clear(),
  };
}
