import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createInflateRaw } from 'node:zlib';
import { PosUnavailable } from '../../connector';

/** The first bytes of a stream, and the whole stream again from `from` (usable once). */
export async function peek(chunks: AsyncIterable<Buffer>, size: number) {
  const iterator = chunks[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size && !ended) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
    } else {
      taken.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(taken);
  async function* rest(from: number): AsyncGenerator<Buffer> {
    try {
      if (head.length > from) yield head.subarray(from);
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { head, rest };
}

/** The file's bytes as they were before packing: gunzipped, or the first entry of a ZIP inflated. */
export async function unpack(chunks: AsyncIterable<Buffer>): Promise<AsyncIterable<Buffer>> {
  const { head, rest } = await peek(chunks, 1024);
  if (head[0] === 0x1f && head[1] === 0x8b) return through(rest(0), createGunzip());
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return unzipFirst(head, rest);
  return rest(0);
}

/**
 * Some chains publish a ZIP named .gz. Its first entry's local header gives the method; a
 * deflated entry ends itself, so it streams without the central directory at the archive's end.
 */
function unzipFirst(head: Buffer, rest: (from: number) => AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  const method = head.length >= 30 ? head.readUInt16LE(8) : -1;
  const start = head.length >= 30 ? 30 + head.readUInt16LE(26) + head.readUInt16LE(28) : Infinity;
  if (method !== 8 || start > head.length) {
    throw new PosUnavailable(
      'BAD_FILE',
      'a ZIP archive whose first entry is not deflated: not readable as gzip',
    );
  }
  return through(rest(start), createInflateRaw());
}

/** `chunks` through a zlib transform; a fault on either side surfaces while reading the result. */
function through(chunks: AsyncIterable<Buffer>, transform: Transform): AsyncIterable<Buffer> {
  pipeline(Readable.from(chunks), transform).catch(() => {});
  return transform;
}

/** The text encoding: a BOM, else UTF-16 told by its zero bytes, else the declaration, else UTF-8. */
export function encodingOf(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0x3c && head[1] === 0x00) return 'utf-16le';
  if (head[0] === 0x00 && head[1] === 0x3c) return 'utf-16be';
  const declared = /^(?:\xef\xbb\xbf)?<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/.exec(
    head.toString('latin1'),
  );
  // A declared UTF-16 without a BOM or zero bytes is mislabelled UTF-8 (or ASCII).
  const label = declared?.[1]?.toLowerCase();
  return label && !label.startsWith('utf') ? label : 'utf-8';
}

/** Bytes to text; a BOM is dropped and bytes that are not text become U+FFFD. */
export async function* decode(chunks: AsyncIterable<Buffer>, decoder: TextDecoder): AsyncGenerator<string> {
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const text = decoder.decode();
  if (text) yield text;
}

/**
 * A packed file unpacks to at most RATIO_MAX times the bytes read of it (a real PriceFull about 19
 * times), measured once RATIO_FROM bytes are unpacked: a gzip bomb is refused within some MB, not
 * after the largest file's allowance (5 GB by default) was parsed.
 */
export const RATIO_MAX = 200;
export const RATIO_FROM = 4 * 1024 * 1024;

export interface OpenedText {
  /** The text from the file's start, in pieces. */
  texts: AsyncGenerator<string>;
  /** The file begins as a web page (a login page served instead of the file). */
  isHtml: boolean;
  /** Bytes read of the source so far, for the messages that say where. */
  bytesRead(): number;
}

/**
 * A price-transparency file's bytes as text (decision 0061), for the price and the promotions
 * readers alike: counted as read (a source that fails is UNREACHABLE), unpacked, held under
 * `maxUnpackedBytes` and the unpack ratio, its encoding told by its first bytes. An empty file or an
 * unknown encoding is BAD_FILE.
 */
export async function openText(chunks: AsyncIterable<Buffer>, maxUnpackedBytes: number): Promise<OpenedText> {
  let read = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of chunks) {
        read += chunk.length;
        yield chunk;
      }
    } catch (error) {
      throw new PosUnavailable('UNREACHABLE', `the file could not be read: ${(error as Error).message}`);
    }
  }
  async function* bounded(unpacked: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let total = 0;
    for await (const chunk of unpacked) {
      total += chunk.length;
      if (total > maxUnpackedBytes)
        throw new PosUnavailable(
          'BAD_FILE',
          `the file holds more than ${Math.floor(maxUnpackedBytes / 1024 / 1024)} MB once unpacked`,
        );
      if (total > RATIO_FROM && total > RATIO_MAX * read)
        throw new PosUnavailable(
          'BAD_FILE',
          `the file unpacks to more than ${RATIO_MAX} times its size (a gzip bomb?)`,
        );
      yield chunk;
    }
  }
  const { head, rest } = await peek(bounded(await unpack(counted())), 512);
  if (head.length === 0) throw new PosUnavailable('BAD_FILE', 'the file is empty');
  const encoding = encodingOf(head);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding);
  } catch {
    throw new PosUnavailable('BAD_FILE', `the file declares an unknown encoding "${encoding}"`);
  }
  const start = new TextDecoder(encoding).decode(head).trimStart().slice(0, 20).toLowerCase();
  return {
    texts: decode(rest(0), decoder),
    isHtml: start.startsWith('<!doctype html') || start.startsWith('<html'),
    bytesRead: () => read,
  };
}
