import {
  catalogueEndpoints,
  errorEnvelopeSchema,
  type Product,
  pricesResponse,
  productCardsResponse,
  productDetailsResponse,
  productsPageResponse,
  productsPageSize,
  productsResponse,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/accounts';
import {
  catalogueUrl,
  categoryId,
  type DemoFixture,
  demoFixture,
  get,
  productId,
  productWhere,
} from '../../../test/demo-fixture';

let f: DemoFixture;
let dairy: number;
let wholesale: number;
let milk: number;
beforeAll(async () => {
  f = await demoFixture();
  dairy = await categoryId(f.t, 'Dairy & Eggs');
  wholesale = await categoryId(f.t, 'Wholesale Packs');
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
});
afterAll(() => f.close());

const page = async (url: string, cookie?: string) =>
  productsResponse.parse((await get(f.t, url, cookie)).json());
const details = async (url: string, cookie?: string) =>
  productDetailsResponse.parse((await get(f.t, url, cookie)).json()).product;

describe('products of a category', () => {
  it('answers 25 a page in product id order, with the total, in each language', async () => {
    const first = await page(catalogueUrl.products('en', dairy));
    expect(first.products).toHaveLength(productsPageSize);
    expect(first.total).toBeGreaterThan(productsPageSize);
    const ids = first.products.map((p) => p.productId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await page(catalogueUrl.products('en', dairy, 0))).products).toEqual(first.products);
    const second = await page(catalogueUrl.products('en', dairy, 1));
    expect(second.products[0]?.productId).toBeGreaterThan(ids.at(-1) as number);
    const he = await page(catalogueUrl.products('he', dairy));
    expect(he.products[0]?.productName).toMatch(/[\u0590-\u05ff]/);
    expect(he.products[0]?.categories[0]?.categoryName).toMatch(/[\u0590-\u05ff]/);
    const th = await page(catalogueUrl.products('th', dairy));
    expect(th.products[0]?.shortDesc).toMatch(/[\u0e00-\u0e7f]/);
  });

  it('answers an empty page with the real total past the end', async () => {
    const first = await page(catalogueUrl.products('en', dairy, 0));
    const past = await page(catalogueUrl.products('en', dairy, Math.ceil(first.total / productsPageSize)));
    expect(past).toMatchObject({ products: [], total: first.total });
    expect((await page(catalogueUrl.products('en', dairy, 1000000))).products).toEqual([]);
  });

  it('answers 400 for a negative, non-integer or huge page index', async () => {
    for (const index of ['-1', '1.5', 'abc', '1e3', '10000000']) {
      const response = await get(f.t, catalogueUrl.products('en', dairy, index));
      expect(response.statusCode, index).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
    }
  });

  it('leaves out inactive products', async () => {
    const { products, total } = await page(
      catalogueUrl.products('en', await categoryId(f.t, 'Bakery & Bread'), 0),
    );
    const inactive = await productWhere(f.t, sql`not p.active`);
    expect(products.some((p) => p.productId === inactive)).toBe(false);
    expect(total).toBeLessThan(100);
  });

  it('shows Wholesale Packs to the Business shopper and 404 to others', async () => {
    const business = await page(catalogueUrl.products('en', wholesale), f.business);
    expect(business.products.length).toBeGreaterThan(0);
    expect(business.products[0]?.categories.map((c) => c.categoryName)).toContain('Wholesale Packs');
    for (const cookie of [f.shopper, undefined]) {
      expect((await get(f.t, catalogueUrl.products('en', wholesale), cookie)).statusCode).toBe(404);
    }
    expect((await get(f.t, catalogueUrl.products('en', 999999))).statusCode).toBe(404);
  });

  it('prices each product for the viewer: customer price, minimum and step for Business', async () => {
    const find = (products: Product[]) => products.find((p) => p.productId === milk);
    const plain = find((await page(catalogueUrl.products('en', dairy), f.shopper)).products);
    const business = find((await page(catalogueUrl.products('en', dairy), f.business)).products);
    expect(plain).toMatchObject({ customerPrice: null, minimumQuantity: 1, quantityStep: 1 });
    expect(plain?.unitPrice).toBe(plain?.promotionPrice ?? plain?.onlinePrice);
    expect(business?.customerPrice).toBeLessThan(plain?.onlinePrice as number);
    expect(business).toMatchObject({
      unitPrice: business?.customerPrice,
      minimumQuantity: 12,
      quantityStep: 12,
    });
  });
});

describe('products of a category, API version 2', () => {
  const v2 = async (query: string, category = dairy, cookie?: string) => {
    const response = await get(f.t, `/api/v2/products/en/${category}${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return productsPageResponse.parse(response.json());
  };

  it('answers the one list shape, the same products as v1 for the same page, any page size', async () => {
    const v1 = await page(catalogueUrl.products('en', dairy, 1));
    const second = await v2('?pageIndex=1');
    expect(second).toMatchObject({ total: v1.total, pageIndex: 1, pageSize: productsPageSize });
    expect(second.items).toEqual(v1.products);
    const small = await v2('?pageIndex=2&pageSize=10');
    expect(small).toMatchObject({ pageIndex: 2, pageSize: 10 });
    const all = await v2('?pageSize=100');
    expect(all.items.slice(20, 30).map((p) => p.productId)).toEqual(small.items.map((p) => p.productId));
    const last = Math.floor((v1.total - 1) / 7);
    expect((await v2(`?pageSize=7&pageIndex=${last}`)).items).toHaveLength(v1.total - last * 7);
    expect((await v2(`?pageSize=7&pageIndex=${last + 1}`)).items).toEqual([]);
  });

  it('prices for the viewer and hides what v1 hides; 400 for a bad page, 404 for a hidden category', async () => {
    const business = await v2('', dairy, f.business);
    expect(business.items.find((p) => p.productId === milk)).toMatchObject({ minimumQuantity: 12 });
    for (const query of ['?pageSize=0', '?pageSize=101', '?pageIndex=-1', '?pageIndex=x', '?sortBy=name']) {
      expect((await get(f.t, `/api/v2/products/en/${dairy}${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(f.t, `/api/v2/products/en/${wholesale}`)).statusCode).toBe(404);
    expect((await get(f.t, `/api/v2/products/en/${wholesale}`, f.business)).statusCode).toBe(200);
  });
});

describe('product details', () => {
  it('answers the product with its sorted gallery and visible categories, localized', async () => {
    const product = await details(catalogueUrl.details('he', milk));
    expect(product.productName).toMatch(/[\u0590-\u05ff]/);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.images[0]?.isDefault).toBe(true);
    expect(product.images[0]?.imageFile).toBe(product.imageFile);
    expect(new Date(product.images[0]?.createdAt as string).getTime()).not.toBeNaN();
    expect(product.categories.map((c) => c.categoryId)).toContain(dairy);
    expect(product.categories.every((c) => /[\u0590-\u05ff]/.test(c.categoryName))).toBe(true);
  });

  it('answers 404 for an unknown, inactive or hidden product, and 400 for a bad id', async () => {
    const inactive = await productWhere(f.t, sql`not p.active`);
    const wholesaleOnly = await productWhere(
      f.t,
      sql`p.product_id in (select product_id from product_categories where category_id = ${wholesale})`,
    );
    expect((await get(f.t, catalogueUrl.details('en', wholesaleOnly), f.business)).statusCode).toBe(200);
    for (const [id, cookie] of [
      [999999, undefined],
      [inactive, f.business],
      [wholesaleOnly, f.shopper],
      [wholesaleOnly, undefined],
    ] as const) {
      const response = await get(f.t, catalogueUrl.details('en', id), cookie);
      expect(response.statusCode, String(id)).toBe(404);
    }
    expect((await get(f.t, catalogueUrl.details('en', '0'))).statusCode).toBe(400);
    expect((await get(f.t, catalogueUrl.details('xx', milk))).statusCode).toBe(400);
  });

  it('is cacheable for anonymous viewers only', async () => {
    expect((await get(f.t, catalogueUrl.details('en', milk))).headers['cache-control']).toBe(
      'public, max-age=60',
    );
    const signedIn = await get(f.t, catalogueUrl.products('en', dairy, 0), f.business);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});

describe('prices', () => {
  it('answers a map by product id with the customer-type rules applied', async () => {
    const wine = await productId(f.t, 'Dry red wine 750 ml');
    const ids = { productIds: [milk, wine, 999999] };
    const plain = pricesResponse.parse(
      (await send(f.t, 'POST', catalogueEndpoints.prices.path, ids, f.shopper)).json(),
    );
    const business = pricesResponse.parse(
      (await send(f.t, 'POST', catalogueEndpoints.prices.path, ids, f.business)).json(),
    );
    expect(Object.keys(plain.prices).sort()).toEqual([String(milk), String(wine)].sort());
    expect(business.prices[milk]).toMatchObject({ minimumQuantity: 12, quantityStep: 12 });
    expect(business.prices[milk]?.unitPrice).toBeLessThan(plain.prices[milk]?.unitPrice as number);
    // The Business row for wine has no price: the normal price applies.
    expect(business.prices[wine]?.customerPrice).toBeNull();
    expect(business.prices[wine]?.unitPrice).toBe(plain.prices[wine]?.unitPrice);
  });

  it('leaves out hidden products and rejects a bad body', async () => {
    const wholesaleOnly = await productWhere(
      f.t,
      sql`p.product_id in (select product_id from product_categories where category_id = ${wholesale})`,
    );
    const body = { productIds: [wholesaleOnly] };
    const plain = pricesResponse.parse(
      (await send(f.t, 'POST', catalogueEndpoints.prices.path, body)).json(),
    );
    expect(plain.prices).toEqual({});
    const business = pricesResponse.parse(
      (await send(f.t, 'POST', catalogueEndpoints.prices.path, body, f.business)).json(),
    );
    expect(Object.keys(business.prices)).toEqual([String(wholesaleOnly)]);
    for (const bad of [{ productIds: [] }, { productIds: ['1'] }, { productIds: [1.5] }, {}]) {
      expect((await send(f.t, 'POST', catalogueEndpoints.prices.path, bad)).statusCode).toBe(400);
    }
  });
});

describe('product cards', () => {
  const cards = async (body: object, cookie?: string) =>
    productCardsResponse.parse((await send(f.t, 'POST', catalogueEndpoints.cards.path, body, cookie)).json())
      .products;

  it('answers the cards asked, in that order and language, priced for the viewer', async () => {
    const wine = await productId(f.t, 'Dry red wine 750 ml');
    const body = { languageCode: 'he', productIds: [wine, 999999, milk, wine] };
    const plain = await cards(body);
    expect(plain.map((card) => card.productId)).toEqual([wine, milk]);
    const [, plainMilk] = plain;
    const milkDetails = await details(catalogueUrl.details('he', milk));
    expect(plainMilk?.productName).toBe(milkDetails.productName);
    expect(plainMilk?.productName).not.toBe('Fresh milk 3% 1 L');
    const [, businessMilk] = await cards(body, f.business);
    expect(businessMilk).toMatchObject({ minimumQuantity: 12, quantityStep: 12 });
    expect(businessMilk?.unitPrice).toBeLessThan(plainMilk?.unitPrice as number);
  });

  it('leaves out hidden products and rejects a bad body', async () => {
    const wholesaleOnly = await productWhere(
      f.t,
      sql`p.product_id in (select product_id from product_categories where category_id = ${wholesale})`,
    );
    expect(await cards({ languageCode: 'en', productIds: [wholesaleOnly] }, f.shopper)).toEqual([]);
    expect(await cards({ languageCode: 'en', productIds: [wholesaleOnly] }, f.business)).toHaveLength(1);
    for (const bad of [
      { languageCode: 'en', productIds: [] },
      { languageCode: 'fr', productIds: [1] },
      { productIds: [1] },
      { languageCode: 'en', productIds: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      expect((await send(f.t, 'POST', catalogueEndpoints.cards.path, bad)).statusCode).toBe(400);
    }
  });
});
