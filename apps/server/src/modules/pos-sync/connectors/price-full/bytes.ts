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
