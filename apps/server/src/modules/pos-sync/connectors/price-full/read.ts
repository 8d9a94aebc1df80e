import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { PosUnavailable } from '../../connector';
import { type OpenedText, openText } from './bytes';
import { type PriceFileEntry, readCode, toEntry } from './item';
import { kindOfElement, NotAPriceFile, withoutList } from './kind';

export type { PriceFileEntry } from './item';

/**
 * The item elements of the dialects, by their list (decision 0067): `<Items><Item>`,
 * `<Products><Product>`, and Super-Pharm's `<OrderXml><Envelope>…<Details><Line>`.
 */
const ITEM_OF_LIST: Record<string, string> = { items: 'item', products: 'product', details: 'line' };

/**
 * Field names some publishers spell otherwise, lower-cased, to the name item.ts reads: bIsWeighted
 * written with a lower-case L, UnitMeasure, ManufactureName, ItemNm.
 */
const FIELD_ALIASES: Record<string, string> = {
  blsweighted: 'bisweighted',
  unitmeasure: 'unitofmeasure',
  manufacturename: 'manufacturername',
  manufactureitemdescription: 'manufactureritemdescription',
  itemnm: 'itemname',
};
const fieldOf = (name: string) => FIELD_ALIASES[name] ?? name;

/** Items read before a file whose items all lack a price is refused as no price file. */
const PRICELESS_MAX = 100;

/**
 * What one reading holds at most (decision 0061): a field past FIELD_MAX characters makes its item
 * a problem and is not kept; an item of more than FIELDS_MAX fields too. One XML token (a text, a
 * name, a comment) past TOKEN_MAX characters, elements nested past DEPTH_MAX, or more unpacked
 * bytes than `maxUnpackedBytes` make the file BAD_FILE, found while reading, before it is held.
 */
export const FIELD_MAX = 2000;
const FIELDS_MAX = 200;
export const TOKEN_MAX = 1024 * 1024;
export const DEPTH_MAX = 64;
/** Text given to the parser at once: a token is measured after each slice. */
export const SLICE = 64 * 1024;
/** Unpacked bytes allowed per byte of the largest price file: a real PriceFull unpacks about 19 times. */
export const UNPACK_FACTOR = 50;

export interface ReadLimits {
  /** The most bytes the file may hold once unpacked (gunzipped), or as it is when not packed. */
  maxUnpackedBytes: number;
}

/** POS_PRICE_FILE_MAX_MB's default, 100 MiB, unpacked. */
export const DEFAULT_READ_LIMITS: ReadLimits = { maxUnpackedBytes: UNPACK_FACTOR * 100 * 1024 * 1024 };

export interface ReadHooks {
  /** The item count the file declares (`<Items Count="12635">`), once its list opens. */
  declared?(count: number): void;
}

/**
 * The items of a price-transparency file (PriceFull, or Price with only the changes), read as a
 * stream: gzip, ZIP, UTF-8 and UTF-16 recognised by their bytes, element names in any case. An item
 * that cannot be read is yielded as a problem; a file that cannot be read throws PosUnavailable
 * BAD_FILE after the items before the fault were yielded (the caller decides what to keep), a
 * source that fails throws UNREACHABLE.
 */
export async function* readPriceFile(
  source: Readable | string,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
  hooks: ReadHooks = {},
): AsyncGenerator<PriceFileEntry> {
  const stream = typeof source === 'string' ? createReadStream(source) : source;
  let opened: OpenedText | null = null;
  let yielded = 0;
  const parser = new SaxesParser();
  const where = () =>
    `line ${parser.line}, column ${parser.column}, byte ${opened?.bytesRead() ?? 0} of the file, after ${yielded} items`;

  const stack: string[] = [];
  let root = '';
  let sawList = false;
  /** Items closed, and of them those with a price field: a file of items that have none is no price file. */
  let itemsClosed = 0;
  let priced = 0;
  let fields: Map<string, string> | null = null;
  /** Why the item being read is refused whatever else it holds (a field too long, too many fields). */
  let oversize: string | null = null;
  let itemDepth = 0;
  const entries: PriceFileEntry[] = [];
  let parsing = false;
  /** Where the parser was at its last event: the token under way began after it. */
  let mark = 0;
  const marked = () => {
    mark = parser.position;
  };
  for (const event of ['opentagstart', 'attribute', 'comment', 'processinginstruction'] as const)
    parser.on(event, marked);
  // Entities declared in a DOCTYPE are never expanded; no price file has one (a billion laughs does).
  parser.on('doctype', () => {
    throw new PosUnavailable('BAD_FILE', 'a DOCTYPE declaration, which no price file has');
  });
  parser.on('opentag', (tag) => {
    marked();
    const written = tag.name.slice(tag.name.indexOf(':') + 1);
    const name = written.toLowerCase();
    const parent = stack.at(-1) ?? '';
    stack.push(name);
    if (stack.length === 1) root = written.slice(0, 100);
    if (stack.length > DEPTH_MAX)
      throw new PosUnavailable('BAD_FILE', `elements nested deeper than ${DEPTH_MAX}`);
    if (fields) {
      const field = fieldOf(name);
      if (stack.length !== itemDepth + 1 || fields.has(field)) return;
      if (fields.size < FIELDS_MAX) fields.set(field, '');
      else oversize ??= `the item has more than ${FIELDS_MAX} fields`;
    } else if (ITEM_OF_LIST[parent] === name) {
      fields = new Map();
      oversize = null;
      itemDepth = stack.length;
    } else if (name in ITEM_OF_LIST) {
      sawList = true;
      const count = Number(tag.attributes.Count ?? tag.attributes.count ?? Number.NaN);
      if (Number.isSafeInteger(count) && count >= 0) hooks.declared?.(count);
    } else if (!sawList) {
      const kind = kindOfElement(name, stack.length);
      if (kind) throw new NotAPriceFile(kind, root);
    }
  });
  const onText = (text: string) => {
    marked();
    const name = stack.at(-1);
    if (!fields || !name || stack.length !== itemDepth + 1) return;
    const field = fieldOf(name);
    // A refused item's code is still read: the item is seen, and so not deactivated.
    if (oversize && field !== 'itemcode') return;
    const value = (fields.get(field) ?? '') + text;
    if (value.length <= FIELD_MAX) fields.set(field, value);
    else {
      fields.delete(field);
      oversize = `${field} is longer than ${FIELD_MAX} characters`;
    }
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    marked();
    if (fields && stack.length === itemDepth) {
      entries.push(oversize ? oversized(fields, oversize) : toEntry(fields));
      itemsClosed++;
      if (fields.has('itemprice')) priced++;
      else if (itemsClosed === 1 && fields.has('promotionid')) throw new NotAPriceFile('PROMO', root);
      fields = null;
      if (itemsClosed === PRICELESS_MAX && priced === 0) throw new NotAPriceFile('NO_PRICES', root);
    }
    stack.pop();
  });

  try {
    opened = await openText(stream, limits.maxUnpackedBytes);
    if (opened.isHtml) throw new NotAPriceFile('HTML', null);
    parsing = true;
    // The items a chunk completed before a fault in it are still yielded, then the fault thrown.
    const feed = function* (text: string | null) {
      let fault: unknown = null;
      try {
        if (text === null) parser.close();
        else
          for (let at = 0; at < text.length; at += SLICE) {
            parser.write(text.slice(at, at + SLICE));
            if (parser.position - mark > TOKEN_MAX)
              throw new PosUnavailable('BAD_FILE', `an XML token longer than ${TOKEN_MAX / 1024} KB`);
          }
      } catch (error) {
        fault = error;
      }
      for (const entry of entries.splice(0)) {
        yield entry;
        yielded++;
      }
      if (fault) throw fault;
    };
    for await (const text of opened.texts) yield* feed(text);
    yield* feed(null);
    if (!sawList) throw withoutList(root);
    if (itemsClosed > 0 && priced === 0) throw new NotAPriceFile('NO_PRICES', root);
  } catch (error) {
    if (error instanceof PosUnavailable) {
      if (!parsing || error instanceof NotAPriceFile) throw error;
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

/** An item refused for its size: its code when that one field could be read, and why. */
function oversized(fields: ReadonlyMap<string, string>, why: string): PriceFileEntry {
  const read = readCode(fields.get('itemcode'));
  return { problem: { externalId: 'code' in read ? read.code : null, error: why } };
}
