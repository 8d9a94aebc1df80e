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

const line = (code: string, name: string, price: string, weighed: string, unit: string) =>
  `<Line><PriceUpdateDate>2025-03-02 07:00:00</PriceUpdateDate><ItemCode>${code}</ItemCode><ItemType>1</ItemType>` +
  `<ItemName>${name}</ItemName><ManufacturerName>סופר-פארם</ManufacturerName><ManufactureCountry>IL</ManufactureCountry>` +
  `<UnitQty>${unit}</UnitQty><Quantity>1</Quantity><UnitOfMeasure>${unit}</UnitOfMeasure><blsWeighted>${weighed}</blsWeighted>` +
  `<QtyInPackage>1</QtyInPackage><ItemPrice>${price}</ItemPrice><UnitOfMeasurePrice>${price}</UnitOfMeasurePrice>` +
  '<AllowDiscount>1</AllowDiscount><ItemStatus>1</ItemStatus></Line>\n';

/** Super-Pharm's (and Wolt's) `<OrderXml>` dialect: each `<Line>` of `<Details>` an item, bIsWeighted spelt blsWeighted. */
export const ORDER_XML =
  '<?xml version="1.0" encoding="utf-8"?>\n<OrderXml><Envelope><ChainId>7290172900007</ChainId>' +
  '<Header><SubChainId>1</SubChainId><StoreId>279</StoreId><BikoretNo>6</BikoretNo></Header>\n<Details Count="3">\n' +
  line('7290000042435', 'שמפו', '19.90', '0', 'יחידה') +
  // Weighed by its flag, though its unit of measure says grams.
  line('2000123', 'אגוזי מלך', '89.00', '1', '100 גרם') +
  line('7290016334166', 'מגבונים', '12.50', '0', 'ק"ג') +
  '</Details></Envelope></OrderXml>\n';

/** Other publishers' field names: UnitMeasure, ManufactureName, ManufactureItemDescription, ItemNm; `<root>` without XmlDocVersion. */
export const ALIASED_XML =
  '<?xml version="1.0" encoding="utf-8"?>\n<root><ChainId>7290644700005</ChainId><Items Count="2">' +
  '<Item><ItemCode>7290000000046</ItemCode><ItemNm>קפה שחור</ItemNm><UnitMeasure>קילוגרם</UnitMeasure>' +
  '<ManufactureName>עלית</ManufactureName><ItemPrice>35.00</ItemPrice></Item>' +
  '<Item><ItemCode>7290000000053</ItemCode><ManufactureItemDescription>תה ירוק</ManufactureItemDescription>' +
  '<UnitMeasure>יחידה</UnitMeasure><ItemPrice>14.90</ItemPrice></Item></Items></root>\n';

/** Files that are no price file, in the shapes the chains publish them (decision 0067). */
export const OTHER_FILES = {
  /** Cerberus' Stores file. */
  stores:
    '<?xml version="1.0" encoding="utf-8"?>\n<Root><XmlDocVersion>1.0</XmlDocVersion><ChainId>7290058140886</ChainId>' +
    '<SubChains><SubChain><SubChainId>1</SubChainId><Stores><Store><StoreId>1</StoreId><StoreName>רמת גן</StoreName>' +
    '</Store></Stores></SubChain></SubChains></Root>\n',
  /** Shufersal's Stores file, in SAP's envelope. */
  storesAbap:
    '<?xml version="1.0" encoding="UTF-8"?><asx:abap xmlns:asx="http://www.sap.com/abapxml" version="1.0">' +
    '<asx:values><CHAINID>7290027600007</CHAINID><STORES><STORE><STOREID>1</STOREID></STORE></STORES></asx:values></asx:abap>',
  /** A PromoFull: its `<Promotions>` list items inside each promotion. */
  promo:
    '<?xml version="1.0" encoding="utf-8"?>\n<Root><ChainId>7290058140886</ChainId><Promotions Count="1"><Promotion>' +
    '<PromotionId>123</PromotionId><PromotionDescription>1+1</PromotionDescription><PromotionItems Count="1">' +
    '<Item><ItemCode>7290000000046</ItemCode></Item></PromotionItems></Promotion></Promotions></Root>\n',
  /** Super-Pharm's Promo file: `<Line>`s of promotions in the price file's envelope. */
  promoLines:
    '<?xml version="1.0" encoding="utf-8"?>\n<OrderXml><Envelope><Header><StoreId>279</StoreId></Header><Details>' +
    '<Line><PromotionId>88</PromotionId><ItemCode>7290000042435</ItemCode><DiscountedPrice>15.00</DiscountedPrice></Line>' +
    '</Details></Envelope></OrderXml>\n',
  xhtml:
    '<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body>Sign in</body></html>',
  unknownRoot: '<?xml version="1.0"?>\n<Catalog><Book><Title>XML</Title></Book></Catalog>\n',
  noItemList: '<?xml version="1.0"?>\n<root><ChainId>7290873255550</ChainId><StoreId>2</StoreId></root>\n',
  noPrices:
    '<?xml version="1.0"?>\n<root><Items Count="2"><Item><ItemCode>7290000000046</ItemCode><ItemName>קפה</ItemName></Item>' +
    '<Item><ItemCode>7290000000053</ItemCode><ItemName>תה</ItemName></Item></Items></root>\n',
  /** Billion laughs: entities declared in a DOCTYPE, each ten of the one before. */
  entityBomb:
    '<?xml version="1.0"?>\n<!DOCTYPE root [<!ENTITY lol "lol">' +
    Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('') +
    ']>\n<root><Items><Item><ItemCode>1</ItemCode><ItemName>&lol9;</ItemName><ItemPrice>1</ItemPrice></Item></Items></root>\n',
} as const;
