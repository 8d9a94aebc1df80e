import { once } from 'node:events';
import fs from 'node:fs';
import { createGzip } from 'node:zlib';
import { gtinCheckDigit } from '../../apps/server/src/modules/pos-sync/gtin';

const names = [
  'חלב 3% 1 ל',
  'גבינה לבנה 5%',
  'לחם אחיד פרוס',
  'עגבניות',
  'חזה עוף טרי',
  'במבה 80 גר',
  'קפה שחור',
];
const weighedNames = ['עגבניות', 'מלפפונים', 'בננות', 'חזה עוף טרי', 'סלמון נורבגי'];

/**
 * Writes a gzipped PriceFull of `items` items in the Tiv Taam dialect (`<root>/Items/Item`, as the
 * real file in apps/server/test/fixtures/pricefull): mostly EAN-13 codes with a right check digit,
 * one in twenty an internal 7-digit code of a weighed item. Streamed: never whole in memory.
 */
export async function writePriceFull(file: string, items: number): Promise<number> {
  const gzip = createGzip();
  const out = fs.createWriteStream(file);
  gzip.pipe(out);
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  await write(
    `\uFEFF<?xml version="1.0" encoding="utf-8"?>\r\n<root>\r\n  <ChainId>7290000000001</ChainId>\r\n` +
      `  <SubChainId>001</SubChainId>\r\n  <StoreId>001</StoreId>\r\n  <BikoretNo>1</BikoretNo>\r\n` +
      `  <Items Count="${items}">\r\n`,
  );
  for (let i = 0; i < items; i++) {
    const weighed = i % 20 === 0;
    const body = `729${String(1_000_000_000 + i).slice(1)}`;
    const code = weighed ? String(2_000_000 + i) : `${body}${gtinCheckDigit(body)}`;
    const name = weighed ? weighedNames[i % weighedNames.length] : `${names[i % names.length]} ${i}`;
    const price = `${5 + (i % 90)}.${['90', '50', '00'][i % 3]}`;
    await write(
      `    <Item>\r\n      <PriceUpdateDate>2026-11-01 08:00</PriceUpdateDate>\r\n` +
        `      <ItemCode>${code}</ItemCode>\r\n      <ItemType>${weighed ? 0 : 1}</ItemType>\r\n` +
        `      <ItemName>${name}</ItemName>\r\n      <ManufacturerName>יצרן ${i % 300}</ManufacturerName>\r\n` +
        `      <ManufactureCountry>IL</ManufactureCountry>\r\n` +
        `      <bIsWeighted>${weighed ? 1 : 0}</bIsWeighted>\r\n` +
        `      <UnitOfMeasure>${weighed ? 'ק"ג' : 'יחידה'}</UnitOfMeasure>\r\n` +
        `      <ItemPrice>${price}</ItemPrice>\r\n      <UnitOfMeasurePrice>${price}</UnitOfMeasurePrice>\r\n` +
        `      <AllowDiscount>1</AllowDiscount>\r\n      <ItemStatus>1</ItemStatus>\r\n    </Item>\r\n`,
    );
  }
  await write('  </Items>\r\n</root>\r\n');
  gzip.end();
  await once(out, 'finish');
  return fs.statSync(file).size;
}
