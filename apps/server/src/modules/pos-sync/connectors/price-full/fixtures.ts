import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import type { PosItem, PosItemProblem } from '../../connector';
import { PosUnavailable } from '../../connector';
import { readPriceFile } from './read';

/** The Tiv Taam PriceFull of 2025-08-07, kept in the repository (see its README): 12,635 items, 738 weighed. */
export const REAL_FILE = fileURLToPath(
  new URL(
    '../../../../../test/fixtures/pricefull/PriceFull7290873255550-002-202508071006.gz',
    import.meta.url,
  ),
);

export const bytesOf = (...chunks: (Buffer | string)[]) =>
  Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));

/** Everything a read gives: the items, the problems, and the failure that ended it, if any. */
export async function readAll(source: Readable | string) {
  const items: PosItem[] = [];
  const problems: PosItemProblem[] = [];
  let error: PosUnavailable | null = null;
  try {
    for await (const entry of readPriceFile(source)) {
      if ('item' in entry) items.push(entry.item);
      else problems.push(entry.problem);
    }
  } catch (thrown) {
    if (!(thrown instanceof PosUnavailable)) throw thrown;
    error = thrown;
  }
  return { items, problems, error };
}

/** A ZIP holding one entry, as some chains publish under a .gz name; `stored` leaves it uncompressed. */
export function zipOf(name: string, content: Buffer, stored = false): Buffer {
  const data = stored ? content : deflateRawSync(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(stored ? 0 : 8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  // The central directory follows the data; a streaming reader never gets that far.
  return Buffer.concat([header, Buffer.from(name), data, Buffer.from('PK\x01\x02 central directory')]);
}

const product = (code: string, name: string, price: string, weighed: string) =>
  `<Product><PriceUpdateDate>2025-01-15 08:30</PriceUpdateDate><ItemCode>${code}</ItemCode>` +
  `<ItemName>${name}</ItemName><UnitOfMeasure>יחידה</UnitOfMeasure><BisWeighted>${weighed}</BisWeighted>` +
  `<ItemPrice>${price}</ItemPrice><ItemStatus>1</ItemStatus></Product>\n`;

/** The `<Prices>/Products/Product` dialect, with ChainID and BisWeighted. */
export const PRODUCTS_XML =
  '<?xml version="1.0" encoding="utf-8"?>\n<Prices><ChainID>7290027600007</ChainID><StoreID>001</StoreID>\n' +
  '<Products Count="5">\n' +
  product('7290000066318', 'חלב תנובה 3% <![CDATA[בקרטון]]>', '6.90', '0') +
  product('4011', 'עגבניות &amp; מלפפונים', '7.9', '1') +
  product('7290000066319', 'שוקו', '-1.00', '0') +
  product('7290000066320', 'לחם', 'חינם', '0') +
  product('ABC-1', 'סבון', '3.00', '0') +
  '</Products></Prices>\n';

/** The Cerberus `<Root>` dialect, written here in odd letter case and with CRLF line ends. */
export const ROOT_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\r\n<Root><XmlDocVersion>1.0</XmlDocVersion><ChainId>7290058140886</ChainId>\r\n' +
  '<Items><Item><ITEMCODE>96385074</ITEMCODE><itemname>במבה</itemname><ItemPrice>5.90</ItemPrice></Item>\r\n' +
  '<Item><ItemCode>1234</ItemCode><ItemName>תפוחים</ItemName><UnitOfMeasure>קילו</UnitOfMeasure>' +
  '<ItemPrice>9.90</ItemPrice></Item></Items></Root>\r\n';

/**
 * A PriceFull of one item whose name is `megabytes` MB, made as it is read (never whole in memory);
 * `onChunk` is called for each megabyte given.
 */
export async function* fieldBomb(megabytes: number, onChunk: () => void = () => {}): AsyncGenerator<Buffer> {
  yield Buffer.from('<?xml version="1.0" encoding="utf-8"?>\n<root><Items Count="1"><Item>');
  yield Buffer.from('<ItemCode>7290000000017</ItemCode><ItemPrice>1.00</ItemPrice><ItemName>');
  const megabyte = Buffer.alloc(1024 * 1024, 'x');
  for (let i = 0; i < megabytes; i++) {
    onChunk();
    yield megabyte;
  }
  yield Buffer.from('</ItemName></Item></Items></root>\n');
}
