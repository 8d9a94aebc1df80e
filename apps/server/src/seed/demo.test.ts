import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  categories,
  categoryTranslations,
  productCategories,
  productImages,
  products,
  productTranslations,
  userTypeCategories,
  userTypePrices,
  userTypes,
} from '../db/schema';
import { LocalStorage } from '../storage/local-storage';
import { type SeedResult, seedDemoData } from './demo';
import { categoryImageFolder, productImageFolder } from './demo-images';
import { isValidEan13 } from './ean13';
import { numericToAgorot } from './money';

const hebrew = /[\u0590-\u05ff]/;
const thai = /[\u0e00-\u0e7f]/;
const catalogueTables: PgTable[] = [
  categories,
  categoryTranslations,
  products,
  productTranslations,
  productCategories,
  productImages,
  userTypes,
  userTypeCategories,
  userTypePrices,
];

let database: TestDatabase;
let storageDir: string;
let storage: LocalStorage;
let firstRun: SeedResult;
const messages: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'demo-seed-'));
  storage = new LocalStorage(storageDir);
  firstRun = await seedDemoData(database.db, storage, (message) => messages.push(message));
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

/** Map.groupBy arrives in Node 21; the project runs on Node 20. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int`.mapWith(Number) }).from(table);
  return row?.count ?? 0;
}

describe('seedDemoData on an empty catalogue', () => {
  it('loads at least 12 categories and 400 products and says so', async () => {
    expect(firstRun.seeded).toBe(true);
    expect(firstRun.categories).toBeGreaterThanOrEqual(12);
    expect(firstRun.products).toBeGreaterThanOrEqual(400);
    expect(await rowCount(categories)).toBe(firstRun.categories);
    expect(await rowCount(products)).toBe(firstRun.products);
    expect(messages.some((message) => message.includes(`${firstRun.products} products`))).toBe(true);
  });

  it('writes en, he and th for every product, in real Hebrew and Thai', async () => {
    const base = await database.db.select().from(products);
    const rows = await database.db.select().from(productTranslations);
    expect(rows).toHaveLength(base.length * 3);
    const byProduct = groupBy(rows, (row) => row.productId);
    for (const product of base) {
      const translations = byProduct.get(product.productId) ?? [];
      const en = translations.find((row) => row.languageCode === 'en');
      const he = translations.find((row) => row.languageCode === 'he');
      const th = translations.find((row) => row.languageCode === 'th');
      expect(en?.productName).toBe(product.productName);
      expect(en?.shortDesc).toBe(product.shortDesc);
      for (const [translation, script] of [
        [he, hebrew],
        [th, thai],
      ] as const) {
        expect(translation?.productName, product.productName).toMatch(script);
        expect(translation?.shortDesc, product.productName).toMatch(script);
        expect(translation?.productName).not.toBe(en?.productName);
        expect(translation?.shortDesc).not.toBe(en?.shortDesc);
        if (product.longDesc) expect(translation?.longDesc, product.productName).toMatch(script);
      }
    }
    expect(base.filter((product) => product.longDesc).length).toBeGreaterThan(base.length / 4);
  });

  it('writes en, he and th for every category', async () => {
    const base = await database.db.select().from(categories);
    const rows = await database.db.select().from(categoryTranslations);
    expect(rows).toHaveLength(base.length * 3);
    for (const category of base) {
      const names = new Map(
        rows
          .filter((row) => row.categoryId === category.categoryId)
          .map((row) => [row.languageCode, row.categoryName]),
      );
      expect(names.get('en')).toBe(category.categoryName);
      expect(names.get('he')).toMatch(hebrew);
      expect(names.get('th')).toMatch(thai);
    }
  });

  it('gives every product a unique, valid Israeli EAN-13 and a unique external id', async () => {
    const rows = await database.db
      .select({ barcode: products.barcode, externalId: products.externalId })
      .from(products);
    const barcodes = rows.map((row) => row.barcode ?? '');
    for (const barcode of barcodes) {
      expect(isValidEan13(barcode), barcode).toBe(true);
      expect(barcode.startsWith('729')).toBe(true);
    }
    expect(new Set(barcodes).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.externalId)).size).toBe(rows.length);
    expect(rows.every((row) => Number.isInteger(row.externalId))).toBe(true);
  });

  it('sells weighed goods by the kg in decimal steps and the rest in whole units', async () => {
    const rows = await database.db.select().from(products);
    const weighed = rows.filter((row) => row.unit === 'kg');
    expect(weighed.length).toBeGreaterThan(50);
    for (const row of weighed) {
      expect(Number(row.minimumQuantity) % 1, row.productName).not.toBe(0);
      expect(Number(row.quantityStep) % 1, row.productName).not.toBe(0);
    }
    for (const row of rows.filter((product) => product.unit === 'unit')) {
      expect(Number.isInteger(Number(row.minimumQuantity)), row.productName).toBe(true);
      expect(Number.isInteger(Number(row.quantityStep)), row.productName).toBe(true);
    }
    expect(rows.some((row) => row.unit === 'unit' && Number(row.minimumQuantity) === 6)).toBe(true);
  });

  it('keeps prices consistent: promotion below online on some, consumer at or above, cost below', async () => {
    const rows = await database.db.select().from(products);
    let onSale = 0;
    for (const row of rows) {
      const online = numericToAgorot(row.onlinePrice);
      expect(online, row.productName).toBeGreaterThan(0);
      expect(numericToAgorot(row.consumerPrice ?? '0'), row.productName).toBeGreaterThanOrEqual(online);
      expect(numericToAgorot(row.costPrice ?? '0'), row.productName).toBeLessThan(online);
      if (row.promotionPrice !== null) {
        onSale += 1;
        expect(numericToAgorot(row.promotionPrice), row.productName).toBeLessThan(online);
      }
    }
    expect(onSale / rows.length).toBeGreaterThan(0.08);
    expect(onSale / rows.length).toBeLessThan(0.25);
  });

  it('stores every referenced image as a WebP that sharp can read', async () => {
    const productRows = await database.db.select().from(products);
    const imageRows = await database.db.select().from(productImages);
    const categoryRows = await database.db.select().from(categories);
    const keys = new Set<string>();
    for (const row of [...productRows, ...imageRows]) {
      if (row.imageFile) keys.add(`${productImageFolder}/${row.imageFile}`);
      if (row.imageFileHighRes) keys.add(`${productImageFolder}/${row.imageFileHighRes}`);
    }
    for (const row of categoryRows) if (row.imageFile) keys.add(`${categoryImageFolder}/${row.imageFile}`);
    expect(keys.size).toBeGreaterThan(800);
    for (const key of keys) {
      const file = await storage.get(key);
      expect(file, key).not.toBeNull();
      const metadata = await sharp(file?.body).metadata();
      expect(metadata.format, key).toBe('webp');
      expect(metadata.width, key).toBe(key.endsWith('-hd.webp') ? 1000 : 400);
    }
    expect(categoryRows.every((row) => row.imageFile && !row.imageFile.includes('/'))).toBe(true);
  });

  it('gives most products one default image, about 20 a gallery of three, and a few none', async () => {
    const productRows = await database.db.select().from(products);
    const imageRows = await database.db.select().from(productImages);
    const byProduct = groupBy(imageRows, (row) => row.productId);
    const withoutImage = productRows.filter((row) => row.imageFile === null);
    expect(withoutImage.length).toBeGreaterThanOrEqual(5);
    for (const row of withoutImage) expect(byProduct.has(row.productId)).toBe(false);
    let galleries = 0;
    for (const row of productRows.filter((product) => product.imageFile !== null)) {
      const images = (byProduct.get(row.productId) ?? []).sort((a, b) => a.sortOrder - b.sortOrder);
      expect(images.map((image) => image.sortOrder)).toEqual(images.map((_, index) => index));
      expect(images.filter((image) => image.isDefault)).toHaveLength(1);
      expect(images[0]?.isDefault).toBe(true);
      expect(images[0]?.imageFile).toBe(row.imageFile);
      expect(images[0]?.imageFileHighRes).toBe(row.imageFileHighRes);
      if (images.length === 3) galleries += 1;
    }
    expect(galleries).toBeGreaterThanOrEqual(15);
    expect(galleries).toBeLessThanOrEqual(25);
  });

  it('includes inactive, out-of-stock and multi-category products', async () => {
    const productRows = await database.db.select().from(products);
    expect(productRows.filter((row) => !row.active).length).toBeGreaterThanOrEqual(3);
    expect(productRows.filter((row) => row.outOfStock).length).toBeGreaterThanOrEqual(3);
    const links = await database.db.select().from(productCategories);
    const perProduct = groupBy(links, (link) => link.productId);
    expect(perProduct.size).toBe(productRows.length);
    expect([...perProduct.values()].filter((list) => list.length > 1).length).toBeGreaterThanOrEqual(5);
  });

  it('creates the Business type with its own category, special prices and a disabled price', async () => {
    const [business] = await database.db
      .select()
      .from(userTypes)
      .where(eq(userTypes.userTypeName, 'Business'));
    expect(business?.userTypeDesc).toBeTruthy();
    const businessId = business?.userTypeId ?? -1;
    const linked = await database.db
      .select({ categoryId: userTypeCategories.categoryId, name: categories.categoryName })
      .from(userTypeCategories)
      .innerJoin(categories, eq(categories.categoryId, userTypeCategories.categoryId))
      .where(eq(userTypeCategories.userTypeId, businessId));
    expect(linked.map((row) => row.name)).toEqual(['Wholesale Packs']);
    const wholesaleId = linked[0]?.categoryId ?? -1;
    const wholesaleLinks = await database.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.categoryId, wholesaleId));
    expect(wholesaleLinks.length).toBeGreaterThanOrEqual(8);
    const allLinks = await database.db.select().from(productCategories);
    const wholesaleProducts = new Set(wholesaleLinks.map((link) => link.productId));
    expect(allLinks.filter((link) => wholesaleProducts.has(link.productId))).toHaveLength(
      wholesaleLinks.length,
    );

    const prices = await database.db
      .select()
      .from(userTypePrices)
      .where(eq(userTypePrices.userTypeId, businessId));
    expect(prices.length).toBeGreaterThanOrEqual(20);
    expect(prices.filter((price) => price.price === null).length).toBeGreaterThanOrEqual(1);
    expect(prices.filter((price) => Number(price.minimumQuantity) > 1).length).toBeGreaterThanOrEqual(3);
    expect(prices.some((price) => wholesaleProducts.has(price.productId))).toBe(false);

    const [employee] = await database.db
      .select()
      .from(userTypes)
      .where(eq(userTypes.userTypeName, 'Employee'));
    const employeePrices = await database.db
      .select()
      .from(userTypePrices)
      .where(eq(userTypePrices.userTypeId, employee?.userTypeId ?? -1));
    expect(employeePrices.length).toBeGreaterThanOrEqual(5);
  });

  it('does nothing the second time and changes no row', async () => {
    const before = await Promise.all(catalogueTables.map(rowCount));
    const again = await seedDemoData(database.db, storage, () => {});
    expect(again).toEqual({ seeded: false, categories: 0, products: 0 });
    expect(await Promise.all(catalogueTables.map(rowCount))).toEqual(before);
  });
});
