import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import {
  type PosConnector,
  type PosGrant,
  type PosPage,
  type PosRenewal,
  type PosSignIn,
  type PosSignInReason,
  PosUnavailable,
} from '../connector';
import { toPosItem } from './pos-http-item';

export interface PosHttpOptions {
  /** The POS's base URL, e.g. http://127.0.0.1:4100 (the API is under /api). */
  url: string;
  /** How long one request may take, answer included (default 10 s). */
  timeoutMs?: number;
  /** Tries after the first when the POS cannot be reached or answers 5xx (default 2). */
  retries?: number;
  /** The wait before the first retry, doubled for each next (default 200 ms). */
  backoffMs?: number;
}

/** The most items the POS answers in one page. */
export const POS_HTTP_PAGE_LIMIT = 1000;

/** The most one answer may hold (a page of 1,000 items is well under 1 MB): past it, BAD_ANSWER. */
const ANSWER_MAX_BYTES = 32 * 1024 * 1024;

/** The answer's text, or null past ANSWER_MAX_BYTES (read no further). */
async function boundedText(response: Response): Promise<string | null> {
  if (Number(response.headers.get('content-length')) > ANSWER_MAX_BYTES) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > ANSWER_MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const SIGN_IN_REASONS: readonly PosSignInReason[] = [
  'CODE_REQUIRED',
  'WRONG_CREDENTIALS',
  'USERNAME_REQUIRED',
  'PASSWORD_REQUIRED',
];

/** A POS that renews no session sends no refresh token. */
const sessionAnswer = z.object({ session: z.string().min(1), refreshToken: z.string().min(1).optional() });
const reasonAnswer = z.object({ reason: z.string(), retryAfterSeconds: z.number().optional() });
const pageAnswer = z.object({
  items: z.array(z.unknown()),
  next: z.string().min(1).nullable(),
  total: z.number().int().min(0).nullable().optional(),
});
/** The connector for the POS HTTP API that apps/pos-reference speaks (its README). */
export function posHttpConnector(options: PosHttpOptions): PosConnector {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 200;

  /** One call: its status and JSON body. Unreachable and 5xx are retried; a timeout is not. */
  async function call(what: string, path: string, init: { body?: unknown; session?: string } = {}) {
    let failure = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
      let status: number;
      let text: string | null;
      try {
        const response = await fetch(`${base}${path}`, {
          method: init.body === undefined ? 'GET' : 'POST',
          headers: {
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(init.session ? { authorization: `Bearer ${init.session}` } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = await boundedText(response);
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError')
          throw new PosUnavailable('TIMEOUT', `the POS did not answer ${what} within ${timeoutMs} ms`);
        failure = `could not be reached (${cause(error)})`;
        continue;
      }
      if (status >= 500) {
        failure = `answered ${status}`;
        continue;
      }
      if (text === null)
        throw new PosUnavailable(
          'BAD_ANSWER',
          `the POS answered ${what} with more than ${ANSWER_MAX_BYTES / 1024 / 1024} MB`,
        );
      try {
        return { status, body: JSON.parse(text) as unknown };
      } catch {
        throw new PosUnavailable('BAD_ANSWER', `the POS answered ${what} with text that is not JSON`);
      }
    }
    throw new PosUnavailable('UNREACHABLE', `the POS ${failure} on ${retries + 1} tries of ${what}`);
  }

  async function page(what: string, path: string, session: string): Promise<PosPage> {
    const answer = await call(what, path, { session });
    if (answer.status === 401)
      throw new PosUnavailable('SESSION_EXPIRED', `the POS session expired (${what})`);
    if (answer.status !== 200) throw badAnswer(what, answer);
    const parsed = pageAnswer.safeParse(answer.body);
    if (!parsed.success) throw badAnswer(what, answer, parsed.error);
    const result: PosPage = {
      items: [],
      problems: [],
      next: parsed.data.next,
      total: parsed.data.total ?? null,
    };
    for (const raw of parsed.data.items) {
      const entry = toPosItem(raw);
      if ('error' in entry) result.problems.push(entry);
      else result.items.push(entry);
    }
    return result;
  }

  const query = (values: Record<string, string | null>) =>
    new URLSearchParams(
      Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null),
    );
  const pageLimit = (limit: number) => String(Math.max(1, Math.min(POS_HTTP_PAGE_LIMIT, Math.floor(limit))));

  function grantOf(what: string, answer: { status: number; body: unknown }): PosGrant {
    const parsed = sessionAnswer.safeParse(answer.body);
    if (!parsed.success) throw badAnswer(what, answer, parsed.error);
    return { session: parsed.data.session, refreshToken: parsed.data.refreshToken ?? null };
  }

  return {
    async signIn(credentials): Promise<PosSignIn> {
      const what = 'the sign-in';
      const { username, password, code } = credentials;
      const answer = await call(what, '/api/session', {
        body: { username, password, code: code || undefined },
      });
      if (answer.status === 200) return { ok: true, ...grantOf(what, answer) };
      const reason = reasonAnswer.safeParse(answer.body).data;
      if (answer.status === 429)
        return { ok: false, reason: 'TOO_MANY_TRIES', retryAfterSeconds: reason?.retryAfterSeconds ?? null };
      const known = SIGN_IN_REASONS.find((known) => known === reason?.reason);
      if ((answer.status === 400 || answer.status === 401) && known) return { ok: false, reason: known };
      throw badAnswer(what, answer);
    },
    async renew(refreshToken): Promise<PosRenewal> {
      const what = 'the renewal of the session';
      const answer = await call(what, '/api/session/refresh', { body: { refreshToken } });
      if (answer.status === 200) {
        const grant = grantOf(what, answer);
        // A POS that does not send the token again keeps the one it gave.
        return { ok: true, session: grant.session, refreshToken: grant.refreshToken ?? refreshToken };
      }
      const reason = reasonAnswer.safeParse(answer.body).data?.reason;
      if (answer.status === 401 && (reason === 'CODE_REQUIRED' || reason === 'SIGN_IN_REQUIRED'))
        return { ok: false, reason };
      throw badAnswer(what, answer);
    },
    catalogue: (session, cursor, limit) =>
      page('a catalogue page', `/api/catalogue?${query({ cursor, limit: pageLimit(limit) })}`, session),
    changesSince: (session, since, cursor, limit) =>
      page('a page of changes', `/api/changes?${query({ since, cursor, limit: pageLimit(limit) })}`, session),

    /** The POS's PromoFull (decision 0070), read as it comes; null when the POS has no promotions call. */
    async promotions(session) {
      let response: Response;
      try {
        response = await fetch(`${base}/api/promotions`, {
          headers: { accept: 'application/xml', authorization: `Bearer ${session}` },
          signal: AbortSignal.timeout(timeoutMs * 6),
        });
      } catch (error) {
        throw new PosUnavailable(
          'UNREACHABLE',
          `the POS could not be reached for its promotions (${cause(error)})`,
        );
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status === 401) {
        await response.body?.cancel();
        throw new PosUnavailable('SESSION_EXPIRED', 'the POS session expired (the promotions)');
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new PosUnavailable('BAD_ANSWER', `the POS answered the promotions with ${response.status}`);
      }
      return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
    },
  };
}

function badAnswer(
  what: string,
  answer: { status: number; body: unknown },
  error?: z.ZodError,
): PosUnavailable {
  const detail = error ? `: ${z.prettifyError(error).replaceAll('\n', ' ')}` : '';
  const reason = reasonAnswer.safeParse(answer.body).data?.reason;
  return new PosUnavailable(
    'BAD_ANSWER',
    `the POS answered ${what} with ${answer.status}${reason ? ` ${reason}` : ''}${detail}`,
  );
}

function cause(error: unknown): string {
  const inner =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return inner?.code ?? inner?.message ?? (error instanceof Error ? error.message : String(error));
}
