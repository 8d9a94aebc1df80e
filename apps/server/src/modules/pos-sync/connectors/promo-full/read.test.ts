import { deflateRawSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PosUnavailable } from '../../connector';
import {
  BUNDLES_XML,
  flatFile,
  flatPromotion,
  GROUP,
  GROUPED_XML,
  hebrewSingleByte,
  ORDER_XML,
  OTHER_FILES,
  PERCENT_XML,
  SALES_XML,
} from './fixtures';
import { type PromoReadOptions, readPromoFile } from './read';

/** Before every fixture's promotions start (they start 2026-11-21 and 22, Israel time). */
const NOW = new Date('2026-11-20T12:00:00Z');

async function* chunksOf(bytes: Buffer, size = 97): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const read = (file: string | Buffer, options: Partial<PromoReadOptions> = {}) =>
  readPromoFile(chunksOf(typeof file === 'string' ? Buffer.from(file) : file), { now: NOW, ...options });

async function failure(file: string | Buffer): Promise<PosUnavailable> {
  const error = await read(file).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PosUnavailable);
  return error as PosUnavailable;
}

/** The one refusal of a flat file of one promotion. */
async function refusalOf(...promotions: string[]) {
  const file = await read(flatFile(...promotions));
  expect(file.promotions).toEqual([]);
  expect(file.refused).toHaveLength(1);
  return file.refused[0];
}

describe('the research fixtures (§5)', () => {
  it('reads "3 for ₪20" as a bundle under RewardType 10 and 1, MinNoOfItemOfered no condition', async () => {
    const file = await read(BUNDLES_XML);
    expect(file.header).toEqual({ chainId: '7290000000999', subChainId: '001', storeId: '042' });
    expect(file.declaredCount).toBe(2);
    expect(file.refused).toEqual([]);
    expect(file.promotions).toEqual([
      {
        sourceKey: '900001',
        description: 'יוגורט פירות 3 ב-20',
        reward: { kind: 'bundle', quantity: 3, price: 2000 },
        itemCodes: ['7290000001012', '7290000001029'],
        weighted: false,
        minQuantity: null,
        minOrderTotal: null,
        limitPerOrder: null,
        startsLocal: '2026-11-22T00:00',
        endsLocal: '2026-12-05T23:59',
        clubCodes: [],
        combines: false,
        raw: { rewardType: '10', minQty: '3.00', discountedPrice: '20.00', discountRate: '0.00', club: '0' },
      },
      expect.objectContaining({
        sourceKey: '900002',
        reward: { kind: 'bundle', quantity: 3, price: 2000 },
        // A single <Item>, as a list of one.
        itemCodes: ['7290000001036'],
        minQuantity: null,
        combines: true,
        clubCodes: [],
      }),
    ]);
  });

  it('reads 20 % off with Clubs inside AdditionalRestrictions, a limit of 4 and local hours', async () => {
    const expected = {
      sourceKey: '900010',
      description: '20% הנחה על דגני בוקר',
      reward: { kind: 'percent_off', basisPoints: 2000 },
      itemCodes: ['7290000002019'],
      weighted: false,
      minQuantity: null,
      minOrderTotal: null,
      limitPerOrder: 4000,
      startsLocal: '2026-11-22T07:00',
      endsLocal: '2026-11-30T21:00',
      clubCodes: [],
      combines: false,
      raw: {
        rewardType: '2',
        minQty: '1.00',
        discountedPrice: '',
        discountRate: '20.00',
        club: '0 - כלל הלקוחות',
      },
    };
    expect((await read(PERCENT_XML)).promotions).toEqual([expected]);
    expect((await read(PERCENT_XML, { rateScale: 'percent' })).promotions).toEqual([expected]);
  });

  it('reads the 2000 variant as 20 % under auto and basis points, and refuses it as a percent', async () => {
    const variant = PERCENT_XML.replace(
      '<DiscountRate>20.00</DiscountRate>',
      '<DiscountRate>2000</DiscountRate>',
    );
    for (const rateScale of ['auto', 'basis_points'] as const) {
      const { promotions } = await read(variant, { rateScale });
      expect(promotions.map((promotion) => promotion.reward)).toEqual([
        { kind: 'percent_off', basisPoints: 2000 },
      ]);
    }
    const asPercent = await read(variant, { rateScale: 'percent' });
    expect(asPercent.promotions).toEqual([]);
    expect(asPercent.refused).toEqual([
      {
        sourceKey: '900010',
        description: '20% הנחה על דגני בוקר',
        reason: 'RATE_OUT_OF_SCALE',
        detail: 'DiscountRate 2000 reads as 2000 % off (scale percent)',
      },
    ]);
  });

  it('reads the grouped club price: leading zeros kept, the club code, no basket condition from 0.00', async () => {
    const file = await read(GROUPED_XML);
    expect(file.header).toEqual({ chainId: '7290000000999', subChainId: '002', storeId: '413' });
    expect(file.declaredCount).toBeNull();
    expect(file.promotions).toEqual([
      {
        sourceKey: '0000900020',
        description: 'גבינה צהובה 200 גרם ב-9.90 לחברי מועדון',
        // DiscountRate 33.89 is not applied on top.
        reward: { kind: 'unit_price', price: 990 },
        itemCodes: ['7290000003016'],
        weighted: false,
        minQuantity: null,
        minOrderTotal: null,
        limitPerOrder: 2000,
        startsLocal: '2026-11-22T00:00',
        endsLocal: '2026-11-28T23:59',
        clubCodes: ['3'],
        combines: false,
        raw: {
          rewardType: '3',
          minQty: '1',
          discountedPrice: '9.90',
          discountRate: '33.89',
          club: '3 - מועדון לקוחות',
        },
      },
    ]);
  });
});

describe('the dialects', () => {
  it('refuses a grouped promotion of two groups, or of items with different terms', async () => {
    const twoGroups = GROUPED_XML.replace('</Groups>', `${GROUP('2', '7290000003023')}</Groups>`);
    expect((await read(twoGroups)).refused).toEqual([
      expect.objectContaining({
        sourceKey: '0000900020',
        reason: 'GROUPS_OR_GIFTS',
        detail: '2 Groups of items',
      }),
    ]);
    const mixed = GROUPED_XML.replace(
      '</PromotionItems>',
      '<PromotionItem><ItemCode>7290000003023</ItemCode><ItemType>1</ItemType><RewardType>3</RewardType>' +
        '<MinQty>1</MinQty><DiscountedPrice>12.90</DiscountedPrice><bIsWeighted>0</bIsWeighted></PromotionItem></PromotionItems>',
    );
    expect((await read(mixed)).refused).toEqual([expect.objectContaining({ reason: 'INCONSISTENT' })]);
  });

  it('merges the legacy Sales rows of one promotion and reads slashed dates', async () => {
    const file = await read(SALES_XML);
    expect(file.header).toEqual({ chainId: '7290000000999', subChainId: '1', storeId: '7' });
    expect(file.declaredCount).toBe(3);
    expect(file.refused).toEqual([]);
    expect(file.promotions).toEqual([
      expect.objectContaining({
        sourceKey: '555',
        description: 'קפה 1+1',
        reward: { kind: 'buy_get', buy: 1, get: 1 },
        itemCodes: ['7290000004013', '7290000004020'],
        startsLocal: '2026-11-21T08:00',
        endsLocal: '2026-12-01T22:00',
        clubCodes: [],
      }),
      expect.objectContaining({
        sourceKey: '556',
        reward: { kind: 'nth_off', nth: 2, basisPoints: 5000 },
        itemCodes: ['7290000004037'],
        // A date alone runs from the day's start to its last minute.
        startsLocal: '2026-11-21T00:00',
        endsLocal: '2026-12-01T23:59',
        clubCodes: ['2'],
      }),
    ]);
  });

  it("merges Super-Pharm's Lines by PromotionId, in ISO-8859-8", async () => {
    const file = await read(hebrewSingleByte(ORDER_XML));
    expect(file.header).toEqual({ chainId: '7290172900007', subChainId: '1', storeId: '350' });
    expect(file.declaredCount).toBe(3);
    expect(file.promotions).toEqual([
      expect.objectContaining({
        sourceKey: '77001',
        description: 'שמפו 2 ב-30',
        reward: { kind: 'bundle', quantity: 2, price: 3000 },
        itemCodes: ['7290000005010', '7290000005027'],
        limitPerOrder: 6000,
        minOrderTotal: 10000,
        combines: true,
      }),
    ]);
    expect(file.refused).toEqual([
      {
        sourceKey: '77002',
        description: 'מתנה בקניית בושם',
        reason: 'UNSUPPORTED_REWARD_TYPE',
        detail: 'RewardType 6: a gift with the purchase of another item',
      },
    ]);
  });
});

describe('the mapping (§4.2)', () => {
  it('reads a weighed set price per kg with MinQty as kilograms in thousandths', async () => {
    const file = await read(
      flatFile(
        flatPromotion({ fields: { IsWeightedPromo: '1', MinQty: '0.10', DiscountedPrice: '120.00' } }),
        flatPromotion({
          id: '2',
          fields: { RewardType: '10', IsWeightedPromo: '1', MinQty: '2', DiscountedPrice: '50' },
        }),
      ),
    );
    expect(file.promotions).toEqual([
      expect.objectContaining({
        reward: { kind: 'unit_price', price: 12000 },
        weighted: true,
        minQuantity: 100,
      }),
    ]);
    expect(file.refused).toEqual([
      expect.objectContaining({ sourceKey: '2', reason: 'UNSUPPORTED_REWARD_TYPE' }),
    ]);
  });

  it('reads a basket minimum, a limit, "2+1" with its gift count, and the Nth free as buy-get', async () => {
    const file = await read(
      flatFile(
        flatPromotion({ fields: { MaxQty: '3', MinPurchaseAmnt: '49.90' } }),
        flatPromotion({
          id: '2',
          fields: { RewardType: '7', MinQty: '3', DiscountRate: '10000' },
          restrictions: { AdditionalGiftCount: '1' },
        }),
        flatPromotion({
          id: '3',
          fields: { RewardType: '9', MinQty: '3', DiscountRate: '100', DiscountedPrice: '' },
        }),
      ),
    );
    expect(file.refused).toEqual([]);
    expect(
      file.promotions.map(({ reward, minOrderTotal, limitPerOrder }) => ({
        reward,
        minOrderTotal,
        limitPerOrder,
      })),
    ).toEqual([
      { reward: { kind: 'unit_price', price: 990 }, minOrderTotal: 4990, limitPerOrder: 3000 },
      { reward: { kind: 'buy_get', buy: 2, get: 1 }, minOrderTotal: null, limitPerOrder: null },
      { reward: { kind: 'buy_get', buy: 2, get: 1 }, minOrderTotal: null, limitPerOrder: null },
    ]);
  });

  it('drops internal codes (ItemType 0) and repeated codes', async () => {
    const { promotions } = await read(
      flatFile(flatPromotion({ items: ['7290000001012', '1234:0', '7290000001012', '7290000001029'] })),
    );
    expect(promotions.map((promotion) => promotion.itemCodes)).toEqual([['7290000001012', '7290000001029']]);
  });

  it('merges the items of a repeated PromotionId, and refuses one repeated with other terms', async () => {
    const file = await read(
      flatFile(
        flatPromotion({ id: '0042', items: ['7290000001012'] }),
        flatPromotion({ id: '7', items: ['7290000001036'] }),
        flatPromotion({ id: '0042', items: ['7290000001029'] }),
        flatPromotion({ id: '8' }),
        flatPromotion({ id: '8', fields: { DiscountedPrice: '8.90' } }),
      ),
    );
    expect(file.promotions.map(({ sourceKey, itemCodes }) => ({ sourceKey, itemCodes }))).toEqual([
      { sourceKey: '0042', itemCodes: ['7290000001012', '7290000001029'] },
      { sourceKey: '7', itemCodes: ['7290000001036'] },
    ]);
    expect(file.refused).toEqual([
      {
        sourceKey: '8',
        description: 'מבצע',
        reason: 'INCONSISTENT',
        detail: 'PromotionId repeated with another DiscountedPrice ("9.90", "8.90")',
      },
    ]);
  });

  it('reads club codes: a number, a labelled code, alternatives', async () => {
    const clubs = (value: string) => ({ restrictions: { Clubs: `<ClubId>${value}</ClubId>` } });
    const file = await read(
      flatFile(
        flatPromotion({ id: '1', ...clubs('5') }),
        flatPromotion({ id: '2', ...clubs('3 - מועדון') }),
        flatPromotion({ id: '3', ...clubs('(2=מועדון קרפור אשראי|2=מועדון אפליקציה)') }),
        flatPromotion({ id: '4', ...clubs('') }),
      ),
    );
    expect(file.promotions.map((promotion) => promotion.clubCodes)).toEqual([['5'], ['3'], ['2'], []]);
  });

  it('reads a start date written with a time, the hour field deciding', async () => {
    const { promotions } = await read(
      flatFile(
        flatPromotion({ fields: { PromotionStartDate: '2026-11-22T00:00:00', PromotionStartHour: '7:30' } }),
      ),
    );
    expect(promotions.map(({ startsLocal, endsLocal }) => [startsLocal, endsLocal])).toEqual([
      ['2026-11-22T07:30', '2026-12-05T23:59'],
    ]);
  });

  it('refuses a promotion that ended before now, by Israel time', async () => {
    // 01:00 on 21 November in Israel (UTC+2) is 23:00 UTC on the 20th.
    const late = flatPromotion({
      fields: { PromotionStartDate: '2026-11-01', PromotionEndDate: '2026-11-21', PromotionEndHour: '01:00' },
    });
    expect((await read(flatFile(late), { now: new Date('2026-11-20T22:59:00Z') })).promotions).toHaveLength(
      1,
    );
    const after = await read(flatFile(late), { now: new Date('2026-11-20T23:01:00Z') });
    expect(after.refused).toEqual([
      { sourceKey: '1', description: 'מבצע', reason: 'ENDED', detail: 'ended 2026-11-21T01:00' },
    ]);
  });

  const refusals: [string, Parameters<typeof flatPromotion>[0], string, RegExp][] = [
    ['a coupon', { restrictions: { AdditionalIsCoupon: '1' } }, 'COUPON_REQUIRED', /AdditionalIsCoupon 1/],
    [
      'an & club expression',
      { fields: { Clubs: '<ClubId>((1=מועדון|1=אשראי))&amp;(3=תווי זיכוי)</ClubId>' } },
      'CLUB_EXPRESSION',
      /3=תווי זיכוי/,
    ],
    ['a club without a code', { fields: { Clubs: '<ClubId>מועדון</ClubId>' } }, 'CLUB_EXPRESSION', /מועדון/],
    ['a gift item', { items: ['7290000001012', '7290000001029:1:1'] }, 'GROUPS_OR_GIFTS', /IsGiftItem 1/],
    ['internal codes only', { items: ['1234:0', '5678:0'] }, 'NO_ITEMS', /2 internal codes/],
    ['no items', { items: [] }, 'NO_ITEMS', /0 items/],
    [
      'an end before the start',
      { fields: { PromotionEndDate: '2026-11-21' } },
      'BAD_DATES',
      /2026-11-21T23:59 before/,
    ],
    ['a date that is none', { fields: { PromotionStartDate: '2026-02-30' } }, 'BAD_DATES', /2026-02-30/],
    [
      'a rate past any scale',
      { fields: { RewardType: '2', DiscountRate: '20000' } },
      'RATE_OUT_OF_SCALE',
      /20000/,
    ],
    ['a percent of 100', { fields: { RewardType: '2', DiscountRate: '100' } }, 'RATE_OUT_OF_SCALE', /100 %/],
    ['a part of a unit', { fields: { MinQty: '2.5' } }, 'INCONSISTENT', /MinQty 2\.5/],
    ['no price', { fields: { DiscountedPrice: '0.00' } }, 'INCONSISTENT', /DiscountedPrice/],
    ['a price that is no number', { fields: { DiscountedPrice: 'חינם' } }, 'INCONSISTENT', /חינם/],
    [
      '"2+1" at 50 %',
      { fields: { RewardType: '7', MinQty: '3', DiscountRate: '50' } },
      'INCONSISTENT',
      /DiscountRate 50/,
    ],
    [
      'the Nth at a percent off for a second unit',
      { fields: { RewardType: '2', MinQty: '2', DiscountRate: '50' } },
      'UNSUPPORTED_REWARD_TYPE',
      /MinQty 2/,
    ],
    [
      'the Nth at a price',
      { fields: { RewardType: '9', MinQty: '2', DiscountedPrice: '10' } },
      'UNSUPPORTED_REWARD_TYPE',
      /10/,
    ],
    ['RewardType 0', { fields: { RewardType: '0' } }, 'UNSUPPORTED_REWARD_TYPE', /RewardType 0/],
    ['RewardType 6', { fields: { RewardType: '6' } }, 'UNSUPPORTED_REWARD_TYPE', /RewardType 6/],
    ['RewardType 8', { fields: { RewardType: '8' } }, 'UNSUPPORTED_REWARD_TYPE', /RewardType 8/],
    ['RewardType 11', { fields: { RewardType: '11' } }, 'UNSUPPORTED_REWARD_TYPE', /RewardType 11/],
    [
      'an amount off',
      { fields: { RewardType: '3', DiscountRate: '2.50', DiscountedPrice: '0' } },
      'UNSUPPORTED_REWARD_TYPE',
      /2\.50/,
    ],
  ];
  for (const [what, terms, reason, detail] of refusals)
    it(`refuses ${what} as ${reason}, naming the values`, async () => {
      const refused = await refusalOf(flatPromotion(terms));
      expect(refused).toEqual({
        sourceKey: '1',
        description: 'מבצע',
        reason,
        detail: expect.stringMatching(detail),
      });
    });

  it('refuses a coupon before it looks at anything else', async () => {
    const refused = await refusalOf(
      flatPromotion({
        restrictions: { AdditionalIsCoupon: '1' },
        fields: { RewardType: '6' },
        items: ['1:0'],
      }),
    );
    expect(refused?.reason).toBe('COUPON_REQUIRED');
  });
});

describe('the bytes', () => {
  it('reads an empty promotion list as no promotions and no refusals', async () => {
    for (const list of ['<Promotions/>', '<Promotions Count="0"></Promotions>']) {
      const file = await read(
        `<?xml version="1.0"?>\n<root><ChainID>7290000000999</ChainID><StoreID>1</StoreID>${list}</root>`,
      );
      expect(file.promotions).toEqual([]);
      expect(file.refused).toEqual([]);
      expect(file.header.storeId).toBe('1');
    }
  });

  it('reads gzip, a ZIP named .gz, UTF-16LE with a BOM and cp1255 alike', async () => {
    const expected = (await read(BUNDLES_XML)).promotions;
    const zip = (content: Buffer) => {
      const data = deflateRawSync(content);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(8, 8);
      header.writeUInt16LE(5, 26);
      return Buffer.concat([header, Buffer.from('a.xml'), data]);
    };
    const utf8 = Buffer.from(BUNDLES_XML);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(BUNDLES_XML.replace('UTF-8', 'UTF-16'), 'utf16le'),
    ]);
    const cp1255 = hebrewSingleByte(BUNDLES_XML.replace('UTF-8', 'windows-1255'));
    for (const bytes of [gzipSync(utf8), zip(utf8), utf16, gzipSync(cp1255)])
      expect((await read(bytes)).promotions).toEqual(expected);
  });

  it('refuses other kinds of file as BAD_FILE, saying what they are', async () => {
    expect((await failure(OTHER_FILES.priceFull)).message).toBe('a price file (<Items>), not a promo file');
    expect((await failure(OTHER_FILES.priceLines)).message).toMatch(/a price file .*ItemPrice/);
    expect((await failure(OTHER_FILES.stores)).message).toBe('a Stores file, not a promo file');
    expect((await failure(OTHER_FILES.unknown)).message).toMatch(
      /no <Promotions>, <Sales> or <Details> list/,
    );
    expect((await failure(OTHER_FILES.html)).message).toMatch(/HTML/);
    for (const file of Object.values(OTHER_FILES)) expect((await failure(file)).reason).toBe('BAD_FILE');
  });

  it('refuses broken XML, a truncated gzip, deep nesting and an empty file as BAD_FILE with a position', async () => {
    expect((await failure(OTHER_FILES.broken)).message).toMatch(
      /^not a readable promo file: .* \(line 3, column \d+, byte \d+/,
    );
    const cut = gzipSync(Buffer.from(BUNDLES_XML));
    expect((await failure(cut.subarray(0, cut.length - 40))).message).toMatch(/not a readable promo file/);
    const deep = `<Root><Promotions>${'<a>'.repeat(70)}${'</a>'.repeat(70)}</Promotions></Root>`;
    expect((await failure(deep)).message).toMatch(/nested deeper than 64 \(line 1/);
    expect((await failure('')).message).toBe('the file is empty');
  });

  it('refuses a file past the unpacked limit while reading it', async () => {
    const error = await readPromoFile(chunksOf(Buffer.from(BUNDLES_XML)), {
      now: NOW,
      maxUnpackedBytes: 1024,
    }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      reason: 'BAD_FILE',
      message: expect.stringMatching(/more than 0 MB once unpacked/),
    });
  });

  it('tells a source that fails as UNREACHABLE', async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.from('<Root><Promotions>');
      throw new Error('connection reset');
    }
    const error = await readPromoFile(failing(), { now: NOW }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      reason: 'UNREACHABLE',
      message: expect.stringMatching(/connection reset/),
    });
  });
});
