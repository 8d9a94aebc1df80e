import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { type PosConnector, type PosPage, PosUnavailable } from '../../connector';
import { DEFAULT_READ_LIMITS, type PriceFileEntry, type ReadLimits, readPriceFile } from './read';

/** A file on disk, a URL, or a stream opened anew for each reading (an uploaded file in the storage). */
export type PriceFileSource = { path: string } | { url: string } | { open: () => Promise<Readable> };

export interface PriceFileConnector extends PosConnector {
  /** Closes the file (or download) left open between pages. */
  close(): Promise<void>;
}

/** A file has no sign-in; every session is this one. */
const SESSION = 'price-file';

/**
 * A price-transparency file as a POS. The cursor is the index of the next entry (items and problems
 * alike) in the file. One reading stays open between pages and goes on when the next page starts
 * where the last ended; any other cursor (a resumed run, a new instance) re-reads from the start and
 * skips, which costs a read of the file but no memory.
 */
export function priceFileConnector(
  source: PriceFileSource,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
): PriceFileConnector {
  type Reading = {
    entries: AsyncGenerator<PriceFileEntry>;
    index: number;
    peeked?: PriceFileEntry;
    ended: boolean;
  };
  let reading: Reading | null = null;
  /** The count the file declares until a reading ends, then the count read (decision 0067). */
  let total: number | null = null;
  const hooks = {
    declared: (count: number) => {
      total ??= count;
    },
  };
  let queue: Promise<unknown> = Promise.resolve();

  /** Calls one after another: they share the open reading. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => {});
    return result;
  }

  async function close() {
    const open = reading;
    reading = null;
    await open?.entries.return(undefined);
  }

  async function take(open: Reading): Promise<PriceFileEntry | null> {
    const entry = open.peeked ?? (open.ended ? undefined : (await open.entries.next()).value);
    open.peeked = undefined;
    if (!entry) {
      open.ended = true;
      total = open.index;
      return null;
    }
    open.index++;
    return entry;
  }

  async function hasMore(open: Reading): Promise<boolean> {
    if (open.peeked) return true;
    const entry = await take(open);
    if (!entry) return false;
    open.index--;
    open.peeked = entry;
    return true;
  }

  async function readingAt(index: number): Promise<Reading> {
    if (!reading || reading.index > index) {
      await close();
      reading = { entries: readPriceFile(await openSource(source), limits, hooks), index: 0, ended: false };
    }
    while (reading.index < index && (await take(reading))) {}
    return reading;
  }

  async function page(
    session: string,
    cursor: string | null,
    limit: number,
    keep: (entry: PriceFileEntry) => boolean,
  ) {
    if (session !== SESSION) throw new PosUnavailable('SESSION_EXPIRED', 'not a price-file session');
    if (cursor !== null && !/^\d+$/.test(cursor))
      throw new RangeError(`not a price-file cursor: "${cursor}"`);
    if (!(limit >= 1)) throw new RangeError(`a page holds at least one item, not ${limit}`);
    return serial(async (): Promise<PosPage> => {
      try {
        const open = await readingAt(Number(cursor ?? 0));
        const result: PosPage = { items: [], problems: [], next: null, total: null };
        while (result.items.length + result.problems.length < limit) {
          const entry = await take(open);
          if (!entry) break;
          if (!keep(entry)) continue;
          if ('item' in entry) result.items.push(entry.item);
          else result.problems.push(entry.problem);
        }
        if (await hasMore(open)) result.next = String(open.index);
        result.total = total;
        return result;
      } catch (error) {
        await close().catch(() => {});
        throw error;
      }
    });
  }

  return {
    signIn: async () => ({ ok: true, session: SESSION, refreshToken: null }),
    catalogue: (session, cursor, limit) => page(session, cursor, limit, () => true),
    // Every item: a file's PriceUpdateDate is not to be trusted (a changed price may carry an older
    // date), and the apply writes only items whose content differs from the product (decision 0065).
    changesSince: async (session, since, cursor, limit) => {
      if (Number.isNaN(Date.parse(since))) throw new RangeError(`not an instant: "${since}"`);
      return page(session, cursor, limit, () => true);
    },
    close: () => serial(close),
  };
}

async function openSource(source: PriceFileSource): Promise<Readable | string> {
  if ('path' in source) return source.path;
  if ('open' in source) {
    try {
      return await source.open();
    } catch (error) {
      throw new PosUnavailable('UNREACHABLE', `the file could not be opened: ${(error as Error).message}`);
    }
  }
  let response: Response;
  try {
    response = await fetch(source.url);
  } catch (error) {
    throw new PosUnavailable('UNREACHABLE', `${source.url}: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new PosUnavailable('UNREACHABLE', `${source.url} answered HTTP ${response.status}`);
  }
  return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
}
