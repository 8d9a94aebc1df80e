import { SaxesParser } from 'saxes';
import { PosUnavailable } from '../../connector';
import { type OpenedText, openText } from '../price-full/bytes';
import { DEFAULT_READ_LIMITS, DEPTH_MAX, FIELD_MAX, SLICE, TOKEN_MAX } from '../price-full/read';
import { promotionOf } from './promotion';
import { type El, type Row, rowOf } from './rows';
import type { PromoFile, PromoFileHeader, PromoReadOptions } from './types';

export type {
  ImportedPromotion,
  PromoFile,
  PromoFileHeader,
  PromoReadOptions,
  PromoRefusalReason,
  RateScale,
  RefusedPromotion,
} from './types';
export { promoRefusalReasons } from './types';

/**
 * The records of the dialects, by their list (decision 0069): `<Promotions><Promotion>` (flat and
 * grouped), the legacy `<Sales><Sale>`, and Super-Pharm's `<Details><Line>`, one per promotion and item.
 */
const RECORD_OF_LIST: Record<string, string> = { promotions: 'promotion', sales: 'sale', details: 'line' };

/** Lists that, met outside a record, tell another kind of file. */
const OTHER_KIND: Record<string, string> = {
  items: 'a price file (<Items>)',
  products: 'a price file (<Products>)',
  subchains: 'a Stores file',
  stores: 'a Stores file',
  store: 'a Stores file',
  branches: 'a Stores file',
};

const HEADER_FIELDS: Record<string, keyof PromoFileHeader> = {
  chainid: 'chainId',
  subchainid: 'subChainId',
  storeid: 'storeId',
};

/** Elements one record may hold (a promotion of some thousand items holds some thousands). */
const RECORD_ELEMENTS_MAX = 200_000;

/** A file of another kind: BAD_FILE without a position, as the file is not broken somewhere. */
class NotAPromoFile extends PosUnavailable {
  constructor(what: string) {
    super('BAD_FILE', `${what}, not a promo file`);
  }
}

/**
 * The promotions of a PromoFull (or Promo) file, and those refused with their reason. Bytes as the
 * price file's reader takes them (gzip, ZIP named .gz, UTF-8, UTF-16, cp1255, ISO-8859-8), under the
 * same limits; element names in any case, without a prefix, the root's name never looked at. A file
 * that cannot be read, or is another kind of file, throws PosUnavailable BAD_FILE; a source that
 * fails throws UNREACHABLE.
 */
export async function readPromoFile(
  chunks: AsyncIterable<Buffer>,
  options: PromoReadOptions,
): Promise<PromoFile> {
  const maxUnpacked = options.maxUnpackedBytes ?? DEFAULT_READ_LIMITS.maxUnpackedBytes;
  let opened: OpenedText | null = null;
  const parser = new SaxesParser();
  const where = () =>
    `line ${parser.line}, column ${parser.column}, byte ${opened?.bytesRead() ?? 0} of the file`;

  const header: PromoFileHeader = { chainId: null, subChainId: null, storeId: null };
  let headerText = '';
  let declaredCount: number | null = null;
  let list: string | null = null;
  const stack: string[] = [];
  /** The record being read, its open elements (the record first), and why it is not kept whole. */
  let open: El[] = [];
  let recordDepth = 0;
  let elements = 0;
  let oversize: string | null = null;
  const rows: Row[] = [];
  let mark = 0;
  const marked = () => {
    mark = parser.position;
  };
  for (const event of ['opentagstart', 'attribute', 'comment', 'processinginstruction'] as const)
    parser.on(event, marked);
  parser.on('doctype', () => {
    throw new PosUnavailable('BAD_FILE', 'a DOCTYPE declaration, which no promo file has');
  });
  parser.on('opentag', (tag) => {
    marked();
    const name = tag.name.slice(tag.name.indexOf(':') + 1).toLowerCase();
    const parent = stack.at(-1) ?? '';
    stack.push(name);
    if (stack.length > DEPTH_MAX)
      throw new PosUnavailable('BAD_FILE', `elements nested deeper than ${DEPTH_MAX}`);
    if (stack.length === 1 && name === 'html') throw new NotAPromoFile('an HTML page (a login page?)');
    const element: El = { name, text: '', children: [] };
    if (open.length > 0) {
      if (++elements > RECORD_ELEMENTS_MAX) oversize ??= `more than ${RECORD_ELEMENTS_MAX} elements`;
      else open.at(-1)?.children.push(element);
      open.push(element);
    } else if (list !== null && RECORD_OF_LIST[parent] === name) {
      open = [element];
      recordDepth = stack.length;
      elements = 0;
      oversize = null;
    } else if (name in RECORD_OF_LIST && list === null) {
      list = name;
      const count = Number(tag.attributes.Count ?? tag.attributes.count ?? Number.NaN);
      if (Number.isSafeInteger(count) && count >= 0) declaredCount = count;
    } else if (name in OTHER_KIND) {
      throw new NotAPromoFile(OTHER_KIND[name] ?? name);
    }
    headerText = '';
  });
  const onText = (text: string) => {
    marked();
    const element = open.at(-1);
    if (element) {
      if (element.text.length + text.length <= FIELD_MAX) element.text += text;
      else oversize ??= `<${element.name}> longer than ${FIELD_MAX} characters`;
    } else if ((stack.at(-1) ?? '') in HEADER_FIELDS && headerText.length < FIELD_MAX) headerText += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    marked();
    const name = stack.at(-1) ?? '';
    if (open.length > 0 && stack.length === recordDepth) {
      const record = open[0] as El;
      const row = rowOf(record, oversize);
      if (list === 'details' && !row.id) {
        const priced = record.children.some((child) => child.name === 'itemprice');
        throw new NotAPromoFile(
          priced ? 'a price file (<Line>s with an <ItemPrice>)' : 'a <Line> without a PromotionId',
        );
      }
      rows.push(row);
      open = [];
    } else if (open.length > 0) open.pop();
    else {
      const field = HEADER_FIELDS[name];
      const value = headerText.trim();
      if (field && value && header[field] === null) header[field] = value;
    }
    headerText = '';
    stack.pop();
  });

  let parsing = false;
  try {
    opened = await openText(chunks, maxUnpacked);
    if (opened.isHtml) throw new NotAPromoFile('an HTML page (a login page?)');
    parsing = true;
    for await (const text of opened.texts)
      for (let at = 0; at < text.length; at += SLICE) {
        parser.write(text.slice(at, at + SLICE));
        if (parser.position - mark > TOKEN_MAX)
          throw new PosUnavailable('BAD_FILE', `an XML token longer than ${TOKEN_MAX / 1024} KB`);
      }
    parser.close();
  } catch (error) {
    if (error instanceof PosUnavailable) {
      if (!parsing || error instanceof NotAPromoFile || error.reason !== 'BAD_FILE') throw error;
      throw new PosUnavailable(error.reason, `${error.message} (${where()})`);
    }
    // zlib's 'unexpected end of file' for a truncated gzip, saxes' 'unclosed tag' for a cut XML.
    throw new PosUnavailable(
      'BAD_FILE',
      `not a readable promo file: ${(error as Error).message.replace(/^\d+:\d+: /, '')} (${where()})`,
    );
  }
  if (list === null) throw new NotAPromoFile('no <Promotions>, <Sales> or <Details> list: an XML file');
  return { header, declaredCount, ...promotionsOf(rows, options) };
}

/** Rows merged by PromotionId, in the order their ids first appear, then mapped. */
function promotionsOf(
  rows: readonly Row[],
  options: PromoReadOptions,
): Pick<PromoFile, 'promotions' | 'refused'> {
  const byId = new Map<string, Row[]>();
  for (const row of rows) {
    const same = byId.get(row.id);
    if (same) same.push(row);
    else byId.set(row.id, [row]);
  }
  const promotions: PromoFile['promotions'] = [];
  const refused: PromoFile['refused'] = [];
  const scale = options.rateScale ?? 'auto';
  for (const [id, same] of byId) {
    const mapped = promotionOf(id, same, { now: options.now, rateScale: scale });
    if ('promotion' in mapped) promotions.push(mapped.promotion);
    else refused.push(mapped.refused);
  }
  return { promotions, refused };
}
