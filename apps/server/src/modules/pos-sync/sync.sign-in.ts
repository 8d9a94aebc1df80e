import type { PosSignInRejection, PosSignInRequest, SyncStatusAnswer } from '@grocery/contracts';
import { recordAudit } from '../../audit/record-audit';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { type Rejection, reject } from '../../http/answers';
import { consumeLimit } from '../../http/rate-limits';
import { PosUnavailable } from './connector';
import { keepConnection } from './sync.connection';
import type { SyncSources } from './sync.source';
import { PosKeyMissing, posSecretKey } from './sync-secret';

export type SignInResult = { reject: false; sync: SyncStatusAnswer } | Rejection<PosSignInRejection>;

/** Sign-in tries against the POS, per admin and per address (the POS locks its user out after 5 wrong). */
const signInLimits = {
  user: { max: 10, windowSeconds: 900 },
  ip: { max: 30, windowSeconds: 900 },
};

export interface PosSignInDeps {
  db: Database;
  config: Config;
  sources: SyncSources;
  status: () => Promise<SyncStatusAnswer>;
}

/** Signs in to the POS; the session and its refresh token are kept encrypted, the password never. */
export async function signInToPos(
  { db, config, sources, status }: PosSignInDeps,
  actorUserId: number,
  ip: string,
  request: PosSignInRequest,
): Promise<SignInResult> {
  const username = (request.username ?? '').trim();
  const password = request.password ?? '';
  if (!username) return reject('USERNAME_REQUIRED');
  if (!password) return reject('PASSWORD_REQUIRED');
  const source = await sources.current(db);
  if (source.fixedSession) return { reject: false, sync: await status() };
  const connector = source.open();
  if (!connector || !source.posUrl)
    return reject('POS_UNAVAILABLE', { message: 'No POS is configured (POS_URL).' });
  if (config.rateLimitsEnabled) {
    await consumeLimit(db, `pos-sign-in:user:${actorUserId}`, signInLimits.user);
    await consumeLimit(db, `pos-sign-in:ip:${ip}`, signInLimits.ip);
  }
  let key: Buffer;
  try {
    key = await posSecretKey(config);
  } catch (error) {
    if (error instanceof PosKeyMissing) return reject('POS_UNAVAILABLE', { message: error.message });
    throw error;
  }
  let answer: Awaited<ReturnType<typeof connector.signIn>>;
  try {
    answer = await connector.signIn({ username, password, code: request.code || undefined });
  } catch (error) {
    if (!(error instanceof PosUnavailable)) throw error;
    return reject('POS_UNAVAILABLE', { message: error.message });
  }
  if (!answer.ok && answer.reason === 'TOO_MANY_TRIES') {
    const wait = answer.retryAfterSeconds
      ? ` Try again in ${Math.ceil(answer.retryAfterSeconds / 60)} min.`
      : '';
    return reject(answer.reason, { message: `The POS refuses sign-in for now.${wait}` });
  }
  if (!answer.ok) return reject(answer.reason);
  const posUrl = source.posUrl;
  const grant = { session: answer.session, refreshToken: answer.refreshToken };
  await db.transaction(async (tx) => {
    await keepConnection(tx, key, { username, grant, posUrl });
    await recordAudit(tx, {
      actorUserId,
      action: 'pos.connection.signIn',
      entity: 'pos_connection',
      entityId: 1,
      before: null,
      after: { username, pos: posUrl },
    });
  });
  return { reject: false, sync: await status() };
}
