import { type AdminProductSortKey, adminProductSortKeys, adminProductsResponse } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCategory,
  call,
  endpoints,
  type ProductsFixture,
  productsFixture,
} from '../../../test/products-fixture';
import { productCategories, products } from '../../db/schema';

let f: ProductsFixture;

/** One product as inserted, with the fields the filters and sort keys read. */
interface Made {
  productId: number;
  productName: string;
  barcode: string | null;
  externalId: number | null;
  posCode: string | null;
  onlinePrice: number;
  consumerPrice: number | null;
  active: boolean;
  imageFile: string | null;
  createdAt: Date;
  modifiedAt: Date;
  syncedAt: Date | null;
  categoryIds: number[];
}
let made: Made[] = [];
let fruit: number;
let dairy: number;
let bakery: number;

const names = [
  'Kiwi',
  'Apple',
  'Milk',
  'Oat',
  'Bread',
  'Yogurt',
  'Cheese',
  'Grape',
  'Honey',
  'Pear',
  'Rice',
  'Tea',
];
const day = (n: number, hour = 12) => new Date(Date.UTC(2025, 0, n, hour));

beforeAll(async () => {
  f = await productsFixture();
  fruit = await addCategory(f, { name: 'Fruit' });
  dairy = await addCategory(f, { name: 'Dairy' });
  bakery = await addCategory(f, { name: 'Bakery' });
  const categoriesOf = [
    [fruit],
    [fruit],
    [dairy],
    [],
    [bakery],
    [dairy],
    [dairy, bakery],
    [fruit],
    [],
    [fruit],
    [],
    [],
  ];
  made = [];
  for (const [i, name] of names.entries()) {
    const values = {
      productName: `${name} ${i % 3 === 0 ? 'Special' : 'plain'}`,
      barcode: i % 4 === 3 ? null : `7${String((i * 37) % 100).padStart(2, '0')}${i}`,
      externalId: i % 5 === 4 ? null : (i - 5) * 10,
      // '100', '302', '103', '204', …: prefixes shared by a few, digits in the codes' own order.
      posCode: i % 5 === 1 ? null : `${(i % 3) + 1}0${i}`,
      onlinePrice: ((i * 7) % 12) + 0.5,
      consumerPrice: i % 3 === 1 ? null : ((i * 5) % 9) + 1,
      active: i % 4 !== 1,
      imageFile: i % 2 ? `${name.toLowerCase()}.webp` : null,
      // 1 January 23:30 UTC is still the 1st; the 2nd starts at midnight.
      createdAt: i === 0 ? day(1, 23) : day(1 + (i % 6), i % 2 ? 0 : 12),
      modifiedAt: day(10 + ((i * 5) % 7)),
      syncedAt: i % 3 === 2 ? null : day(20 + (i % 4)),
    };
    const [row] = await f.t.database.db
      .insert(products)
      .values({
        ...values,
        onlinePrice: String(values.onlinePrice),
        consumerPrice: values.consumerPrice?.toString(),
      })
      .returning({ productId: products.productId });
    const productId = (row as { productId: number }).productId;
    const categoryIds = categoriesOf[i] as number[];
    if (categoryIds.length)
      await f.t.database.db
        .insert(productCategories)
        .values(categoryIds.map((categoryId) => ({ productId, categoryId })));
    made.push({ productId, ...values, categoryIds });
  }
});
afterAll(() => f.close());

const list = (
  query: Record<string, string | number | boolean | undefined>,
  cookie: string | null = f.reader.cookie,
) => call(f.t, endpoints.list, { cookie, query });
type Query = Record<string, string | number | boolean | undefined>;
async function pageOf(query: Query) {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return adminProductsResponse.parse(response.json());
}
/** Every product the query finds (one page holds them all), checked against the total. */
async function idsOf(query: Query) {
  const answer = await pageOf({ pageSize: 100, ...query });
  expect(answer.totalResults).toBe(answer.rows.length);
  return answer.rows.map((row) => row.productId);
}
/** The products a predicate keeps, newest id first (the default order). */
const expected = (keep: (product: Made) => boolean) =>
  made
    .filter(keep)
    .map((product) => product.productId)
    .sort((a, b) => b - a);

const sortValue: Record<AdminProductSortKey, (product: Made) => string | number | boolean | null> = {
  image_file: (p) => p.imageFile,
  product_name: (p) => p.productName,
  created_at: (p) => p.createdAt.getTime(),
  modified_at: (p) => p.modifiedAt.getTime(),
  synced_at: (p) => p.syncedAt?.getTime() ?? null,
  barcode: (p) => p.barcode,
  online_price: (p) => p.onlinePrice,
  consumer_price: (p) => p.consumerPrice,
  active: (p) => p.active,
  external_id: (p) => p.externalId,
  pos_code: (p) => p.posCode,
  product_id: (p) => p.productId,
};

describe('GET /api/admin/products', () => {
  it('answers 25 a page, newest id first, with the total; rows as the grid shows them; never cached', async () => {
    const response = await list({ pageSize: 5 });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = adminProductsResponse.parse(response.json());
    expect(answer.totalResults).toBe(made.length);
    const last = made.at(-1) as Made;
    expect(answer.rows[0]).toEqual({
      productId: last.productId,
      productName: last.productName,
      baseName: last.productName,
      barcode: last.barcode,
      externalId: last.externalId,
      posCode: last.posCode,
      imageFile: last.imageFile,
      onlinePrice: last.onlinePrice,
      consumerPrice: last.consumerPrice,
      promotionPrice: null,
      active: last.active,
      outOfStock: false,
      unit: 'unit',
      createdAt: last.createdAt.toISOString(),
      modifiedAt: last.modifiedAt.toISOString(),
      syncedAt: last.syncedAt?.toISOString() ?? null,
      shopInactive: false,
      posActive: null,
    });
    const second = adminProductsResponse.parse((await list({ pageSize: 5, pageIndex: 2 })).json());
    expect(second.rows.map((row) => row.productId)).toEqual(expected(() => true).slice(10, 15));
    expect(adminProductsResponse.parse((await list({})).json()).rows).toHaveLength(made.length);
  });

  it.each(adminProductSortKeys)(
    'sorts by %s both ways, missing values last going up, then by id',
    async (key) => {
      for (const sortDir of ['asc', 'desc'] as const) {
        const sign = sortDir === 'asc' ? 1 : -1;
        const compare = (a: Made, b: Made) => {
          const [x, y] = [sortValue[key](a), sortValue[key](b)];
          if (x !== y) {
            if (x === null) return sign;
            if (y === null) return -sign;
            return sign * (x < y ? -1 : 1);
          }
          return sign * (a.productId - b.productId);
        };
        const order = [...made].sort(compare).map((product) => product.productId);
        const pages = [0, 1, 2].map((pageIndex) => pageOf({ sortBy: key, sortDir, pageSize: 5, pageIndex }));
        const seen = (await Promise.all(pages)).flatMap((page) => page.rows.map((row) => row.productId));
        expect(seen, `${key} ${sortDir}`).toEqual(order);
      }
    },
  );

  // Queries are functions: the table is read before the products exist.
  it.each<[string, () => Query, (p: Made) => boolean]>([
    ['q in the name, any case', () => ({ q: 'SPEC' }), (p) => p.productName.includes('Special')],
    [
      'q of two letters: the start of a name only (no trigram index serves less than three)',
      () => ({ q: 'ap' }),
      (p) => p.productName.toLowerCase().startsWith('ap'),
    ],
    ['q as the start of a barcode', () => ({ q: '74' }), (p) => p.barcode?.startsWith('74') === true],
    ['q with LIKE characters, literally', () => ({ q: 'a%' }), () => false],
    ['q as a whole POS code', () => ({ q: '204' }), (p) => p.posCode === '204'],
    ['q as the start of a POS code', () => ({ q: '10' }), (p) => p.posCode?.startsWith('10') === true],
    ['q inside a POS code: not found', () => ({ q: '04' }), () => false],
    [
      'barcode exactly',
      () => ({ barcode: made[2]?.barcode ?? '' }),
      (p) => p.productId === made[2]?.productId,
    ],
    ['productId', () => ({ productId: made[4]?.productId ?? 0 }), (p) => p.productId === made[4]?.productId],
    ['externalId, negative too', () => ({ externalId: -30 }), (p) => p.externalId === -30],
    ['priceMin', () => ({ priceMin: 6.5 }), (p) => p.onlinePrice >= 6.5],
    ['priceMax', () => ({ priceMax: '3.50' }), (p) => p.onlinePrice <= 3.5],
    ['active', () => ({ active: false }), (p) => !p.active],
    ['with an image', () => ({ hasImage: true }), (p) => p.imageFile !== null],
    ['without an image', () => ({ hasImage: false }), (p) => p.imageFile === null],
    [
      'in any of categories',
      () => ({ categoryIds: `${dairy},${bakery},${dairy}` }),
      (p) => p.categoryIds.some((id) => id === dairy || id === bakery),
    ],
    ['in a category', () => ({ categoryId: fruit }), (p) => p.categoryIds.includes(fruit)],
    ['in no category', () => ({ hasCategory: false }), (p) => p.categoryIds.length === 0],
    ['in some category', () => ({ hasCategory: true }), (p) => p.categoryIds.length > 0],
    [
      'in no category, with an image',
      () => ({ hasCategory: 'false', hasImage: 'true' }),
      (p) => p.categoryIds.length === 0 && p.imageFile !== null,
    ],
    ['created from a day', () => ({ createdFrom: '2025-01-02' }), (p) => p.createdAt >= day(2, 0)],
    ['created to a day, the whole day', () => ({ createdTo: '2025-01-01' }), (p) => p.createdAt < day(2, 0)],
    [
      'modified between days',
      () => ({ modifiedFrom: '2025-01-12', modifiedTo: '2025-01-14' }),
      (p) => p.modifiedAt >= day(12, 0) && p.modifiedAt < day(15, 0),
    ],
    [
      'synced to a day',
      () => ({ syncedTo: '2025-01-21' }),
      (p) => p.syncedAt !== null && p.syncedAt < day(22, 0),
    ],
    [
      'three together',
      () => ({ active: true, hasImage: true, priceMax: 9 }),
      (p) => p.active && p.imageFile !== null && p.onlinePrice <= 9,
    ],
  ])('filters by %s, with the exact total', async (_name, query, keep) => {
    expect(await idsOf(query())).toEqual(expected(keep));
  });

  it.each([
    ['an unknown sort key', { sortBy: 'cost_price' }],
    ['a page too large', { pageSize: 101 }],
    ['a price that is not a number', { priceMin: 'abc' }],
    ['a price with an exponent', { priceMax: '1e3' }],
    ['a decimal external id', { externalId: '1.5' }],
    ['a day that does not exist', { createdFrom: '2025-02-30' }],
    ['a category id that is not one', { categoryIds: '3,x' }],
    ['a flag that is not true or false', { active: 'yes' }],
    ['a category flag that is not true or false', { hasCategory: '1' }],
    ['an unknown filter', { colour: 'red' }],
  ])('answers 400 for %s', async (_name, query) => {
    expect((await list(query)).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 without catalogue:read', async () => {
    expect((await list({}, null)).statusCode).toBe(401);
    expect((await list({}, f.shopper.cookie)).statusCode).toBe(403);
    expect((await list({}, f.adminOnly.cookie)).statusCode).toBe(403);
  });
});
