import type { Catalogue } from './catalogue';
import type { createSessions } from './sessions';

/** A JSON body, or `text` sent as it is (the promotions file). */
export type Answer = { status: number; body: unknown; text?: string; headers?: Record<string, string> };

export const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;

const fail = (status: number, reason: string): Answer => ({ status, body: { reason } });

function encodeCursor(index: number): string {
  return Buffer.from(`i:${index}`).toString('base64url');
}

function decodeCursor(cursor: string | null): number | null {
  if (!cursor) return 0;
  const match = /^i:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** `limit` as asked, at most MAX_LIMIT; null when it is not a whole number ≥ 1. */
function readLimit(text: string | null): number | null {
  if (text === null || text === '') return DEFAULT_LIMIT;
  if (!/^\d+$/.test(text) || Number(text) < 1) return null;
  return Math.min(Number(text), MAX_LIMIT);
}

/** The catalogue and change calls, given a live session. */
export function pagingRoutes(catalogue: Catalogue, sessions: ReturnType<typeof createSessions>) {
  function read(url: URL, authorization: string | undefined) {
    if (!sessions.isLive(authorization)) return fail(401, 'SESSION_EXPIRED');
    const start = decodeCursor(url.searchParams.get('cursor'));
    if (start === null) return fail(400, 'BAD_CURSOR');
    const limit = readLimit(url.searchParams.get('limit'));
    if (limit === null) return fail(400, 'BAD_LIMIT');
    return { start: Math.min(start, catalogue.size), limit };
  }

  function list(url: URL, authorization: string | undefined): Answer {
    const asked = read(url, authorization);
    if ('status' in asked) return asked;
    const end = Math.min(asked.start + asked.limit, catalogue.size);
    const items = [];
    for (let index = asked.start; index < end; index++) items.push(catalogue.at(index));
    const next = end < catalogue.size ? encodeCursor(end) : null;
    return { status: 200, body: { items, next, total: catalogue.size } };
  }

  function changes(url: URL, authorization: string | undefined): Answer {
    const asked = read(url, authorization);
    if ('status' in asked) return asked;
    const sinceText = url.searchParams.get('since') ?? '';
    const since = /^\d{4}-\d\d-\d\dT/.test(sinceText) ? Date.parse(sinceText) : Number.NaN;
    if (Number.isNaN(since)) return fail(400, 'BAD_SINCE');
    // At or after `since`: a change in the same millisecond as the last sync's mark is not lost.
    const changed = (index: number) => catalogue.changedAt(index) >= since;
    let total = 0;
    for (let index = 0; index < catalogue.size; index++) if (changed(index)) total++;
    const items = [];
    let index = asked.start;
    for (; index < catalogue.size && items.length < asked.limit; index++)
      if (changed(index)) items.push(catalogue.at(index));
    while (index < catalogue.size && !changed(index)) index++;
    const next = index < catalogue.size ? encodeCursor(index) : null;
    return { status: 200, body: { items, next, total } };
  }

  return { list, changes };
}
