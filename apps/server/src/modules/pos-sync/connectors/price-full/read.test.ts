import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ALIASED_XML,
  bytesOf,
  fieldBomb,
  ORDER_XML,
  OTHER_FILES,
  PRODUCTS_XML,
  REAL_FILE,
  ROOT_XML,
  readAll,
  zipOf,
} from './fixtures';
import { NotAPriceFile } from './kind';
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
    let barcodes = 0;
    let upcWithoutZero = 0;
    let packaged = 0;
    const hebrew: string[] = [];
    let known: unknown;
    for await (const entry of readPriceFile(REAL_FILE)) {
      count++;
      if (count % 2000 === 0) peak = Math.max(peak, liveHeap());
      if (!('item' in entry)) continue;
      if (entry.item.unit === 'kg') kilos++;
      if (entry.item.barcode) barcodes++;
      if (entry.item.packageUnit !== null) packaged++;
      if (entry.item.externalId.length === 11 && entry.item.barcode === `0${entry.item.externalId}`)
        upcWithoutZero++;
      if (/[\u0590-\u05FF]/.test(entry.item.name)) hebrew.push(entry.item.name);
      if (entry.item.externalId === '1101346') known = entry.item;
    }
    expect(count).toBe(12_635);
    expect(kilos).toBe(738);
    // 369 of the 371 eleven-digit codes are UPC-A codes whose leading zero was dropped.
    expect(upcWithoutZero).toBe(369);
    expect(barcodes).toBe(12_061);
    // Every item whose UnitQty is a unit (not "Unknown") and whose Quantity is above 0 (awk over the file).
    expect(packaged).toBe(9289);
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
      manufacturer: null,
      country: null,
      packageQuantity: null,
      packageUnit: null,
      measurePrice: '145.00',
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

  it('maps Super-Pharm’s <OrderXml> Lines, weighed by blsWeighted whatever the unit says', async () => {
    const { items, problems, error } = await readAll(bytesOf(gzipSync(ORDER_XML)));
    expect([problems, error]).toEqual([[], null]);
    expect(items.map((item) => [item.externalId, item.name, item.price, item.unit, item.changedAt])).toEqual([
      ['7290000042435', 'שמפו', '19.90', 'unit', '2025-03-02T05:00:00.000Z'],
      ['2000123', 'אגוזי מלך', '89.00', 'kg', '2025-03-02T05:00:00.000Z'],
      ['7290016334166', 'מגבונים', '12.50', 'unit', '2025-03-02T05:00:00.000Z'],
    ]);
  });

  it('reads other publishers’ field names as the usual ones (ItemNm, UnitMeasure, ManufactureItemDescription)', async () => {
    const { items, error } = await readAll(bytesOf(ALIASED_XML));
    expect(error).toBeNull();
    expect(items.map((item) => [item.externalId, item.name, item.unit])).toEqual([
      ['7290000000046', 'קפה שחור', 'kg'],
      ['7290000000053', 'תה ירוק', 'unit'],
    ]);
  });

  it('tells the count the file declares on its list, before the first item', async () => {
    const files = [ORDER_XML, PRODUCTS_XML, ALIASED_XML, ROOT_XML];
    const declared: (number | null)[] = [];
    for (const file of files) {
      let count: number | null = null;
      let before: number | null = null;
      for await (const _ of readPriceFile(bytesOf(file), undefined, { declared: (n) => (count = n) }))
        before ??= count;
      declared.push(before);
    }
    // ROOT_XML's <Items> declares none.
    expect(declared).toEqual([3, 5, 2, null]);
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

  it('names the kind of a file that is another one, without a position, whatever its encoding', async () => {
    const kinds = [
      [
        OTHER_FILES.stores,
        'STORES',
        'Root',
        "a Stores file (the chain's branches, under <Root>), not a price file",
      ],
      [OTHER_FILES.storesAbap, 'STORES', 'abap', /^a Stores file/],
      [OTHER_FILES.promo, 'PROMO', 'Root', 'a Promo file (promotions, under <Root>), not a price file'],
      [OTHER_FILES.promoLines, 'PROMO', 'OrderXml', /^a Promo file/],
      [OTHER_FILES.xhtml, 'HTML', 'html', 'an HTML page (a login page?), not a price file'],
      [
        OTHER_FILES.unknownRoot,
        'UNKNOWN_ROOT',
        'Catalog',
        'an XML file whose root element is <Catalog> with no item list: not a price file',
      ],
      [
        OTHER_FILES.noItemList,
        'NO_ITEM_LIST',
        'root',
        'no <Items>, <Products> or <Details> list under <root>: not a price file',
      ],
      [OTHER_FILES.noPrices, 'NO_PRICES', 'root', 'items without an <ItemPrice>: not a price file'],
    ] as const;
    for (const [file, kind, root, message] of kinds) {
      for (const bytes of [
        Buffer.from(file),
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(file, 'utf16le')]),
      ]) {
        const error = await failure(bytes);
        expect(error).toBeInstanceOf(NotAPriceFile);
        expect(error).toMatchObject({ reason: 'BAD_FILE', kind, root });
        expect(error?.message).toMatch(message);
      }
    }
  });

  it('refuses a Stores file at its first branch, not after reading it whole', async () => {
    let given = 0;
    async function* stores() {
      yield Buffer.from('<Root><SubChains><SubChain><Stores>');
      for (; given < 1000; given++)
        yield Buffer.from(`<Store><StoreId>${given}</StoreId></Store>`.repeat(100));
    }
    expect((await readAll(Readable.from(stores()))).error).toMatchObject({ kind: 'STORES' });
    expect(given).toBeLessThan(100);
  });

  it('refuses items without prices after a hundred, and one priceless item among priced ones is a problem', async () => {
    const item = (code: number) => `<Item><ItemCode>${code}</ItemCode><ItemName>x</ItemName></Item>`;
    const many = `<root><Items>${Array.from({ length: 150 }, (_, i) => item(i + 1)).join('')}</Items></root>`;
    const refused = await readAll(bytesOf(many));
    expect(refused.error).toMatchObject({ kind: 'NO_PRICES' });
    expect(refused.problems.length).toBeLessThanOrEqual(100);
    const one = await readAll(bytesOf(ROOT_XML.replace('<ItemPrice>9.90</ItemPrice>', '')));
    expect(one.error).toBeNull();
    expect(one.problems).toEqual([{ externalId: '1234', error: 'no price' }]);
  });

  it('refuses a DOCTYPE at once: its entities (a billion laughs) are never expanded', async () => {
    const { items, error } = await readAll(bytesOf(OTHER_FILES.entityBomb));
    expect(items).toEqual([]);
    expect(error?.reason).toBe('BAD_FILE');
    expect(error?.message).toMatch(/^a DOCTYPE declaration, which no price file has \(line 2/);
  });
});

describe('bounds (decision 0061)', () => {
  const item = (code: string, fields: string) =>
    `<Item><ItemCode>${code}</ItemCode><ItemName>שם</ItemName><ItemPrice>1.00</ItemPrice>${fields}</Item>`;
  const file = (...items: string[]) => `<root><Items>${items.join('')}</Items></root>`;

  it('an item with a field past 2,000 characters, a name past 500 or over 200 fields is a problem, with its code', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `<F${i}>x</F${i}>`).join('');
    const { items, problems, error } = await readAll(
      bytesOf(
        file(
          item('1', `<ManufacturerItemDescription>${'x'.repeat(2001)}</ManufacturerItemDescription>`),
          `<Item><ItemName>${'n'.repeat(1500)}<![CDATA[${'n'.repeat(600)}]]></ItemName><ItemCode>2</ItemCode></Item>`,
          `<Item><ItemCode>3</ItemCode><ItemName>${'n'.repeat(501)}</ItemName><ItemPrice>1</ItemPrice></Item>`,
          item('4', many),
          item('5', `<ManufacturerItemDescription>${'x'.repeat(2000)}</ManufacturerItemDescription>`),
        ),
      ),
    );
    expect(error).toBeNull();
    expect(items.map((entry) => entry.externalId)).toEqual(['5']);
    expect(problems).toEqual([
      { externalId: '1', error: 'manufactureritemdescription is longer than 2000 characters' },
      { externalId: '2', error: 'itemname is longer than 2000 characters' },
      { externalId: '3', error: 'the name is longer than 500 characters' },
      { externalId: '4', error: 'the item has more than 200 fields' },
    ]);
  });

  it('a name of 200 MB is BAD_FILE once its token passes 1 MB, read as a stream without growing the heap', async () => {
    const before = liveHeap();
    let peak = before;
    const source = Readable.from(fieldBomb(200, () => (peak = Math.max(peak, liveHeap()))));
    const { items, problems, error } = await readAll(source);
    expect([items, problems]).toEqual([[], []]);
    expect(error?.reason).toBe('BAD_FILE');
    const where =
      /^an XML token longer than 1024 KB \(line 2, column \d+, byte (\d+) of the file, after 0 items\)$/;
    expect(error?.message).toMatch(where);
    // Refused within a few of the 200 megabytes, never held whole.
    expect(Number(where.exec(error?.message ?? '')?.[1])).toBeLessThan(4 * 1024 * 1024);
    expect(peak - before).toBeLessThan(10 * 1024 * 1024);
  });

  it('stops a gzip bomb by its unpacking ratio long before its 100 MB, not at the limit', async () => {
    const comment = `<!--${' '.repeat(64 * 1024)}-->`;
    const bomb = gzipSync(
      Buffer.concat([Buffer.from('<root><Items>'), Buffer.alloc(100 * 1024 * 1024, comment)]),
    );
    const { error } = await readAll(
      bytesOf(
        ...Array.from({ length: Math.ceil(bomb.length / 16384) }, (_, i) =>
          bomb.subarray(i * 16384, (i + 1) * 16384),
        ),
      ),
    );
    const where =
      /^the file unpacks to more than 200 times its size \(a gzip bomb\?\) \(line 1, column (\d+),/;
    expect(error?.message).toMatch(where);
    expect(Number(where.exec(error?.message ?? '')?.[1])).toBeLessThan(24 * 1024 * 1024);
  });

  it('stops a file that unpacks past its limit, and nesting past 64', async () => {
    const big = gzipSync(file(...Array.from({ length: 40_000 }, (_, i) => item(String(i + 1), ''))));
    const read = async () => {
      let count = 0;
      for await (const _ of readPriceFile(bytesOf(big), { maxUnpackedBytes: 1024 * 1024 })) count++;
      return count;
    };
    await expect(read()).rejects.toMatchObject({
      reason: 'BAD_FILE',
      message: expect.stringMatching(/^the file holds more than 1 MB once unpacked/),
    });
    const deep = `<root>${'<a>'.repeat(65)}`;
    expect((await readAll(bytesOf(deep))).error?.message).toMatch(/^elements nested deeper than 64/);
  });
});
