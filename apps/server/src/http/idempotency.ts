import { createHash } from 'node:crypto';
import { type AnyEndpoint, cacheControl, idempotencyKeyHeader } from '@grocery/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Database, rowsOf } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { defineJob } from '../jobs/job';
import { HttpError } from './http-error';

/**
 * The Idempotency-Key header (decision 0075) of the routes whose endpoint says `idempotent`: the
 * first call with a key runs, a repeat with the same request answers what it answered (with
 * `Idempotent-Replayed: true`), another request under the key is a 422, and a repeat while the
 * first runs a 409. Keys are the signed-in user's, kept a day in the database (so every instance
 * agrees); a 5xx or 429 answer is not kept, so its retry runs.
 */
export const idempotencyKeyMaxLength = 255;
/** A claim whose call never answered (its instance stopped) may be taken over after this. */
const abandonedAfter = sql`interval '5 minutes'`;
const keptFor = sql`interval '24 hours'`;

interface Claim {
  userId: number;
  key: string;
}
const claims = new WeakMap<FastifyRequest, Claim>();

function keyOf(request: FastifyRequest): string | null {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length === 0 || value.length > idempotencyKeyMaxLength) {
    throw new HttpError(
      400,
      'BAD_REQUEST',
      `The Idempotency-Key header must be one value of 1 to ${idempotencyKeyMaxLength} characters.`,
    );
  }
  return value;
}

/** The request a key stands for: method, path with query, and the validated body. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

/**
 * Claims the key for a call: a new key, one older than a day, or an abandoned claim of the same
 * request. False when the key is held (running or answered).
 */
export async function claimKey(db: Database, userId: number, key: string, fingerprint: string) {
  const result = await db.execute(sql`
    insert into idempotency_keys (user_id, key, fingerprint) values (${userId}, ${key}, ${fingerprint})
    on conflict (user_id, key) do update set
      fingerprint = excluded.fingerprint, status = null, content_type = null, body = null, created_at = now()
    where idempotency_keys.created_at < now() - ${keptFor}
      or (idempotency_keys.status is null and idempotency_keys.fingerprint = excluded.fingerprint
        and idempotency_keys.created_at < now() - ${abandonedAfter})
    returning 1 as claimed`);
  return rowsOf(result).length > 0;
}

async function claimOrReplay(
  db: Database,
  endpoint: AnyEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const key = keyOf(request);
  if (key === null || !request.user) return;
  const { userId } = request.user;
  const fingerprint = fingerprintOf(request);
  if (await claimKey(db, userId, key, fingerprint)) {
    claims.set(request, { userId, key });
    return;
  }
  const [held] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (held && held.fingerprint !== fingerprint) {
    throw new HttpError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for another request.',
    );
  }
  if (!held || held.status === null) {
    throw new HttpError(
      409,
      'IDEMPOTENCY_KEY_IN_USE',
      'A request with this Idempotency-Key is still running. Please wait and try again.',
    );
  }
  if (endpoint.cache) reply.header('cache-control', cacheControl[endpoint.cache]);
  if (held.contentType) reply.type(held.contentType);
  return reply
    .code(held.status)
    .header('idempotent-replayed', 'true')
    .send(held.body ?? '');
}

/** Keeps the answer of a claimed call (before compression), or frees the key of a failed one. */
async function keepAnswer(db: Database, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = claims.get(request);
  if (!claim) return payload;
  claims.delete(request);
  const held = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  const status = reply.statusCode;
  if (status >= 500 || status === 429 || typeof payload !== 'string') {
    await db.delete(idempotencyKeys).where(held);
    return payload;
  }
  const contentType = reply.getHeader('content-type');
  await db
    .update(idempotencyKeys)
    .set({ status, contentType: typeof contentType === 'string' ? contentType : null, body: payload })
    .where(held);
  return payload;
}

/** The route hooks `serve` adds to an idempotent endpoint's route. */
export function idempotencyHooks(db: Database, endpoint: AnyEndpoint) {
  return {
    preHandler: (request: FastifyRequest, reply: FastifyReply) => claimOrReplay(db, endpoint, request, reply),
    onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
      keepAnswer(db, request, reply, payload),
  };
}

/** Forgets keys older than a day. Safe on many instances. */
export async function forgetIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${keptFor}`));
}

/** The keys' clean-up, hourly at half past (one instance runs it). */
export const idempotencyCleanUpJob = (db: Database) =>
  defineJob({
    name: 'idempotency.cleanUp',
    payload: z.object({}),
    handle: () => forgetIdempotencyKeys(db),
    schedule: '30 * * * *',
    onePending: true,
  });
