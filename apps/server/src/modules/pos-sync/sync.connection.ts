import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { type Database, rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import { type PosConnector, type PosGrant, PosUnavailable } from './connector';
import type { SyncSourceConfig } from './sync.source';
import { decryptSession, encryptSession, posSecretKey } from './sync-secret';

/**
 * The kept POS connection (decisions 0048, 0053): one row, the session and the refresh token that
 * renews it sealed together with the POS key; the password is never kept.
 */

const grantSchema = z.object({ session: z.string().min(1), refreshToken: z.string().min(1).nullable() });

export const sealGrant = (key: Buffer, grant: PosGrant) => encryptSession(key, JSON.stringify(grant));

/** The grant, or null when the key changed or the text was altered. */
export function openGrant(key: Buffer, cipher: string): PosGrant | null {
  const text = decryptSession(key, cipher);
  if (text === null) return null;
  // A connection kept before decision 0053 holds the bare session, with nothing to renew it.
  if (!text.startsWith('{')) return { session: text, refreshToken: null };
  try {
    return grantSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Keeps a new sign-in's grant for the POS at `posUrl`, replacing any other. */
export async function keepConnection(
  tx: Executor,
  key: Buffer,
  input: { username: string; grant: PosGrant; posUrl: string },
) {
  await tx.execute(sql`insert into pos_connection (connection_id, username, session_cipher, source)
    values (1, ${input.username}, ${sealGrant(key, input.grant)}, ${input.posUrl})
    on conflict (connection_id) do update set username = excluded.username,
      session_cipher = excluded.session_cipher, source = excluded.source, connected_at = now()`);
}

async function keptRow(db: Database, posUrl: string | null) {
  const [row] = rowsOf<{ cipher: string; source: string }>(
    await db.execute(
      sql`select session_cipher as cipher, source from pos_connection where connection_id = 1`,
    ),
  );
  return row && row.source === posUrl ? row : null;
}

/** Forgets the connection only while it still holds `cipher`: a newer sign-in is kept. */
const forgetCipher = (db: Database, cipher: string) =>
  db.execute(sql`delete from pos_connection where connection_id = 1 and session_cipher = ${cipher}`);

export interface RunConnection {
  session: string;
  /**
   * A live session after `expired` was refused: one another worker or a new sign-in already kept,
   * else one the kept refresh token renews. CODE_REQUIRED or SIGN_IN_REQUIRED when the POS wants
   * a sign-in again.
   */
  renew(expired: string): Promise<string>;
  /** Forgets the kept connection (the POS wants a sign-in): the page's Connect step is ready. */
  forget(): Promise<void>;
}

/** The kept connection to the run's POS; SIGN_IN_REQUIRED when there is none it can read. */
export async function runConnection(
  deps: { db: Database; config: Config; log: FastifyBaseLogger; source: SyncSourceConfig },
  connector: PosConnector,
): Promise<RunConnection> {
  const { db, log } = deps;
  const posUrl = deps.source.posUrl;
  const key = await posSecretKey(deps.config);
  const row = await keptRow(db, posUrl);
  const grant = row && openGrant(key, row.cipher);
  if (!row || !grant) {
    if (row) await forgetCipher(db, row.cipher);
    throw new PosUnavailable(
      'SIGN_IN_REQUIRED',
      'not signed in to the POS, or its kept session cannot be read',
    );
  }
  let cipher = row.cipher;

  async function renew(expired: string): Promise<string> {
    const now = await keptRow(db, posUrl);
    const current = now && openGrant(key, now.cipher);
    if (!now || !current) throw new PosUnavailable('SIGN_IN_REQUIRED', 'the POS connection was removed');
    cipher = now.cipher;
    if (current.session !== expired) return current.session;
    if (!current.refreshToken || !connector.renew)
      throw new PosUnavailable('SIGN_IN_REQUIRED', 'the POS session expired and the POS offers no renewal');
    const answer = await connector.renew(current.refreshToken);
    if (!answer.ok)
      throw new PosUnavailable(
        answer.reason,
        answer.reason === 'CODE_REQUIRED'
          ? 'the POS session expired and the POS asks for its one-time code again'
          : 'the POS session expired and the POS asks to sign in again',
      );
    const next = sealGrant(key, { session: answer.session, refreshToken: answer.refreshToken });
    // Only over the grant renewed: a sign-in made meanwhile is kept (this run reads on with its own).
    const kept = rowsOf(
      await db.execute(sql`update pos_connection set session_cipher = ${next}
        where connection_id = 1 and session_cipher = ${now.cipher} returning 1 as kept`),
    );
    if (kept.length > 0) cipher = next;
    log.info({ pos: posUrl }, 'POS session renewed with its refresh token');
    return answer.session;
  }

  return { session: grant.session, renew, forget: () => forgetCipher(db, cipher).then(() => undefined) };
}
