import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { PosUnavailable } from '../../connector';
import { decode, encodingOf, peek, unpack } from './bytes';
import { type PriceFileEntry, toEntry } from './item';

export type { PriceFileEntry } from './item';

/** The item elements of the law's dialects, by their list: `<Items><Item>` and `<Products><Product>`. */
const ITEM_OF_LIST: Record<string, string> = { items: 'item', products: 'product' };

/**
 * The items of a price-transparency file (PriceFull, or Price with only the changes), read as a
 * stream: gzip, ZIP, UTF-8 and UTF-16 recognised by their bytes, element names in any case. An item
 * that cannot be read is yielded as a problem; a file that cannot be read throws PosUnavailable
 * BAD_FILE after the items before the fault were yielded (the caller decides what to keep), a
 * source that fails throws UNREACHABLE.
 */
export async function* readPriceFile(source: Readable | string): AsyncGenerator<PriceFileEntry> {
  const stream = typeof source === 'string' ? createReadStream(source) : source;
  let bytesRead = 0;
  let yielded = 0;
  const parser = new SaxesParser();
  const where = () =>
    `line ${parser.line}, column ${parser.column}, byte ${bytesRead} of the file, after ${yielded} items`;

  async function* counted(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of stream) {
        bytesRead += chunk.length;
        yield chunk;
      }
    } catch (error) {
      throw new PosUnavailable('UNREACHABLE', `the file could not be read: ${(error as Error).message}`);
    }
  }

  const stack: string[] = [];
  let sawList = false;
  let fields: Map<string, string> | null = null;
  let itemDepth = 0;
  const entries: PriceFileEntry[] = [];
  let parsing = false;
  parser.on('opentag', (tag) => {
    const name = tag.name.slice(tag.name.indexOf(':') + 1).toLowerCase();
    const parent = stack.at(-1) ?? '';
    stack.push(name);
    if (fields) {
      if (stack.length === itemDepth + 1) fields.set(name, '');
    } else if (ITEM_OF_LIST[parent] === name) {
      fields = new Map();
      itemDepth = stack.length;
    } else if (name in ITEM_OF_LIST) sawList = true;
  });
  const onText = (text: string) => {
    const field = stack.at(-1);
    if (fields && field && stack.length === itemDepth + 1)
      fields.set(field, (fields.get(field) ?? '') + text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (fields && stack.length === itemDepth) {
      entries.push(toEntry(fields));
      fields = null;
    }
    stack.pop();
  });

  try {
    const { head, rest } = await peek(await unpack(counted()), 512);
    if (head.length === 0) throw new PosUnavailable('BAD_FILE', 'the file is empty');
    const encoding = encodingOf(head);
    let decoder: TextDecoder;
    try {
      decoder = new TextDecoder(encoding);
    } catch {
      throw new PosUnavailable('BAD_FILE', `the file declares an unknown encoding "${encoding}"`);
    }
    const start = new TextDecoder(encoding).decode(head).trimStart().slice(0, 20).toLowerCase();
    if (start.startsWith('<!doctype html') || start.startsWith('<html')) {
      throw new PosUnavailable('BAD_FILE', 'an HTML page (a login page?), not a price file');
    }
    parsing = true;
    // The items a chunk completed before a fault in it are still yielded, then the fault thrown.
    const feed = function* (text: string | null) {
      let fault: unknown = null;
      try {
        if (text === null) parser.close();
        else parser.write(text);
      } catch (error) {
        fault = error;
      }
      for (const entry of entries.splice(0)) {
        yield entry;
        yielded++;
      }
      if (fault) throw fault;
    };
    for await (const text of decode(rest(0), decoder)) yield* feed(text);
    yield* feed(null);
    if (!sawList)
      throw new PosUnavailable('BAD_FILE', 'no <Items> or <Products>: not a price file (Stores? Promo?)');
  } catch (error) {
    if (error instanceof PosUnavailable) {
      if (!parsing) throw error;
      throw new PosUnavailable(error.reason, `${error.message} (${where()})`);
    }
    // zlib's 'unexpected end of file' for a truncated gzip, saxes' 'unclosed tag' for a cut XML.
    throw new PosUnavailable(
      'BAD_FILE',
      `not a readable price file: ${(error as Error).message.replace(/^\d+:\d+: /, '')} (${where()})`,
    );
  } finally {
    stream.destroy();
  }
}
