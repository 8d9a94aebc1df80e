import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesOf, PRODUCTS_XML, REAL_FILE, ROOT_XML, readAll, zipOf } from './fixtures';
import { readPriceFile } from './read';

// Live memory, not garbage: test files share a worker (isolate: false), so the heap holds others' too.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

describe('reading a real PriceFull (Tiv Taam, gzip, UTF-8 with a BOM, CRLF)', () => {
  it('yields every item, the weighed ones by the kilo, in Hebrew, without the file in memory', async () => {
    const before = liveHeap();
    let peak = before;
    let count = 0;
    let kilos = 0;
    const hebrew: string[] = [];
    let known: unknown;
    for await (const entry of readPriceFile(REAL_FILE)) {
      count++;
      if (count % 2000 === 0) peak = Math.max(peak, liveHeap());
      if (!('item' in entry)) continue;
      if (entry.item.unit === 'kg') kilos++;
      if (/[\u0590-\u05FF]/.test(entry.item.name)) hebrew.push(entry.item.name);
      if (entry.item.externalId === '1101346') known = entry.item;
    }
    expect(count).toBe(12_635);
    expect(kilos).toBe(738);
    expect(hebrew.length).toBeGreaterThan(12_000);
    expect(known).toEqual({
      externalId: '1101346',
      barcode: null,
      name: 'בוזנינה לבנה להב',
      category: null,
      price: '145.00',
      unit: 'kg',
      stock: null,
      active: true,
      changedAt: '2024-11-17T11:03:00.000Z',
    });
    // The unpacked file is 10 MB: holding it, or its items, would pass this (reading keeps ~2 MB live).
    expect(peak - before).toBeLessThan(10 * 1024 * 1024);
  });

  it('stops at a truncated gzip with BAD_FILE, after yielding the items before the cut', async () => {
    const { items, error } = await readAll(bytesOf(readFileSync(REAL_FILE).subarray(0, 100_000)));
    expect(items.length).toBeGreaterThan(1000);
    expect(items.length).toBeLessThan(12_635);
    expect(items[0]?.externalId).toBe('1101346');
    expect(error?.reason).toBe('BAD_FILE');
    expect(error?.message).toMatch(/unexpected end of file.*byte 100000 of the file, after \d+ items/);
  });

  it('reads the same file unpacked, and from a ZIP named .gz', async () => {
    const xml = gunzipSync(readFileSync(REAL_FILE));
    expect((await readAll(bytesOf(xml))).items).toHaveLength(12_635);
    expect((await readAll(bytesOf(zipOf('PriceFull.xml', xml)))).items).toHaveLength(12_635);
  });
});

describe('the dialects', () => {
  it('maps <Prices>/Products/Product with BisWeighted, CDATA and entities; bad items are problems', async () => {
    const { items, problems, error } = await readAll(bytesOf(gzipSync(PRODUCTS_XML)));
    expect(error).toBeNull();
    expect(items.map((item) => [item.externalId, item.barcode, item.name, item.price, item.unit])).toEqual([
      ['7290000066318', '7290000066318', 'חלב תנובה 3% בקרטון', '6.90', 'unit'],
      ['4011', null, 'עגבניות & מלפפונים', '7.90', 'kg'],
    ]);
    expect(problems).toEqual([
      { externalId: '7290000066319', error: 'negative price' },
      { externalId: '7290000066320', error: 'price is not a number' },
      { externalId: null, error: 'item code "ABC-1" is not digits' },
    ]);
  });

  it('maps <Root> with field names in any letter case', async () => {
    const { items } = await readAll(bytesOf(ROOT_XML));
    expect(items.map((item) => [item.externalId, item.barcode, item.name, item.unit])).toEqual([
      ['96385074', '96385074', 'במבה', 'unit'],
      ['1234', null, 'תפוחים', 'kg'],
    ]);
  });

  it('decodes UTF-16 with a BOM, little- and big-endian, even split mid-character', async () => {
    const le = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(PRODUCTS_XML.replace('utf-8', 'utf-16'), 'utf16le'),
    ]);
    const be = Buffer.from(le).swap16();
    for (const bytes of [le, be]) {
      const { items, error } = await readAll(bytesOf(bytes.subarray(0, 101), bytes.subarray(101)));
      expect(error).toBeNull();
      expect(items[0]?.name).toBe('חלב תנובה 3% בקרטון');
    }
  });
});

describe('what is not a price file', () => {
  const failure = async (...chunks: (Buffer | string)[]) => (await readAll(bytesOf(...chunks))).error;

  it('names an HTML page, gzipped or not', async () => {
    const page = '\uFEFF\r\n  <!DOCTYPE html><html><body><form>Login</form></body></html>';
    for (const bytes of [Buffer.from(page), gzipSync(page), Buffer.from('<HTML><head></head></HTML>')]) {
      const error = await failure(bytes);
      expect([error?.reason, error?.message]).toEqual([
        'BAD_FILE',
        'an HTML page (a login page?), not a price file',
      ]);
    }
  });

  it('names a ZIP it cannot stream and an empty file', async () => {
    expect((await failure(zipOf('a.xml', Buffer.from(ROOT_XML), true)))?.message).toMatch(/ZIP archive/);
    expect((await failure(Buffer.alloc(0)))?.message).toBe('the file is empty');
    expect((await failure(gzipSync('')))?.message).toBe('the file is empty');
  });

  it('stops at malformed or cut XML with its line, after the items before it', async () => {
    const broken = await readAll(
      bytesOf(ROOT_XML.replace('</Item>\r\n', '</Item>\r\n<Item><ItemCode>5</Itemcode>')),
    );
    expect(broken.items).toHaveLength(1);
    expect(broken.error?.reason).toBe('BAD_FILE');
    expect(broken.error?.message).toBe(
      'not a readable price file: unexpected close tag. (line 4, column 28, byte 403 of the file, after 1 items)',
    );
    const cut = await readAll(bytesOf(ROOT_XML.slice(0, ROOT_XML.indexOf('</Items>'))));
    expect(cut.items).toHaveLength(2);
    expect(cut.error?.message).toMatch(/unclosed tag/);
  });

  it('refuses a file with no item list (a Stores file), rather than answer an empty catalogue', async () => {
    const stores = '<?xml version="1.0"?><Root><Stores><Store><StoreId>1</StoreId></Store></Stores></Root>';
    expect((await failure(stores))?.message).toMatch(/no <Items> or <Products>/);
  });
});
