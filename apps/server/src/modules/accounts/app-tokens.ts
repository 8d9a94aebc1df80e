import type { AppToken } from '@grocery/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { appTokens, sessions } from '../../db/schema';
import { createSession } from './sessions';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A token as given once to the app that signed in; only its hash is kept. */
export interface IssuedToken {
  token: string;
  tokenId: number;
  expiresAt: string;
}

/** A session of kind 'app' and what the account lists of it (decision 0073). */
export async function issueAppToken(
  tx: Tx,
  userId: number,
  deviceName: string,
  config: Config,
): Promise<IssuedToken> {
  const session = await createSession(tx, userId, config, 'app');
  const [row] = await tx
    .insert(appTokens)
    .values({ sessionIdHash: session.sessionIdHash, deviceName })
    .returning({ tokenId: appTokens.tokenId });
  return {
    token: session.sessionId,
    tokenId: (row as { tokenId: number }).tokenId,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** The user's live app tokens, newest first; `current` marks the one whose hash is given. */
export async function listAppTokens(db: Database, userId: number, currentHash: string): Promise<AppToken[]> {
  const rows = await db
    .select({
      tokenId: appTokens.tokenId,
      deviceName: appTokens.deviceName,
      createdAt: sessions.createdAt,
      lastUsedAt: appTokens.lastUsedAt,
      expiresAt: sessions.expiresAt,
      sessionIdHash: sessions.sessionIdHash,
    })
    .from(appTokens)
    .innerJoin(sessions, eq(sessions.sessionIdHash, appTokens.sessionIdHash))
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(appTokens.tokenId);
  return rows.reverse().map(({ sessionIdHash, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: sessionIdHash === currentHash,
  }));
}

/** Ends one of the user's app tokens (its session goes, and with it the listing); false when not theirs. */
export async function revokeAppToken(db: Database | Tx, userId: number, tokenId: number): Promise<boolean> {
  const [token] = await db
    .select({ sessionIdHash: appTokens.sessionIdHash })
    .from(appTokens)
    .innerJoin(sessions, eq(sessions.sessionIdHash, appTokens.sessionIdHash))
    .where(and(eq(appTokens.tokenId, tokenId), eq(sessions.userId, userId)))
    .limit(1);
  if (!token) return false;
  await db.delete(sessions).where(eq(sessions.sessionIdHash, token.sessionIdHash));
  return true;
}

/**
 * A new token for the device of the one given, which ends in the same transaction (rotation on
 * refresh); null when the hash is not an app token's.
 */
export async function refreshAppToken(
  db: Database,
  userId: number,
  sessionIdHash: string,
  config: Config,
): Promise<IssuedToken | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ deviceName: appTokens.deviceName })
      .from(appTokens)
      .where(eq(appTokens.sessionIdHash, sessionIdHash))
      .for('update');
    if (!old) return null;
    await tx.delete(sessions).where(eq(sessions.sessionIdHash, sessionIdHash));
    return issueAppToken(tx, userId, old.deviceName, config);
  });
}

/** How often a token's last use is written: the account shows it to the minute. */
const lastUseStepMs = 60_000;
const rememberedUsesMax = 10_000;

/**
 * Records app tokens' last use at most once a minute per token and server instance, so a busy
 * app's calls cost no write each.
 */
export function appTokenUses(db: Database, log: { error(object: unknown, message: string): void }) {
  const written = new Map<string, number>();
  return async function noteUse(sessionIdHash: string): Promise<void> {
    const now = Date.now();
    if (now - (written.get(sessionIdHash) ?? 0) < lastUseStepMs) return;
    if (written.size >= rememberedUsesMax) written.clear();
    written.set(sessionIdHash, now);
    try {
      await db
        .update(appTokens)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(appTokens.sessionIdHash, sessionIdHash));
    } catch (error) {
      log.error({ err: error }, 'an app token’s last use was not recorded');
    }
  };
}
