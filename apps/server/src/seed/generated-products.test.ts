import { gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { categories, productCategories, products, productTranslations } from '../db/schema';
import { isValidEan13 } from './ean13';
import { addGeneratedProducts, generatedExternalIdStart, generatedProduct } from './generated-products';
import { parseProductCount, UsageError } from './large-args';
import { demoCategories } from './seed-data';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // The generator needs the demo categories, not the whole demo seed (images take seconds).
  await database.db.insert(categories).values(
    demoCategories().map((category) => ({
      categoryName: category.name[0],
      externalId: category.externalId,
    })),
  );
  await database.db.insert(products).values({
    productName: 'Hand-made product',
    externalId: 101001,
    onlinePrice: '5.00',
    barcode: '7290000000001',
  });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function generatedCount(): Promise<number> {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(products)
    .where(gte(products.externalId, generatedExternalIdStart));
  return row?.count ?? 0;
}

describe('addGeneratedProducts', () => {
  it('adds products with translations, valid unique barcodes, prices and categories', async () => {
    const messages: string[] = [];
    const result = await addGeneratedProducts(database.db, 500, (message) => messages.push(message));
    expect(result).toEqual({ deleted: 0, inserted: 500, skipped: false });
    expect(messages.at(-1)).toContain('500 of 500 products (100%)');

    const rows = await database.db
      .select()
      .from(products)
      .where(gte(products.externalId, generatedExternalIdStart));
    expect(rows).toHaveLength(500);
    const barcodes = new Set(rows.map((row) => row.barcode ?? ''));
    expect(barcodes.size).toBe(500);
    for (const barcode of barcodes) expect(isValidEan13(barcode), barcode).toBe(true);
    for (const row of rows) {
      expect(Number(row.onlinePrice)).toBeGreaterThan(0);
      if (row.promotionPrice !== null)
        expect(Number(row.promotionPrice)).toBeLessThan(Number(row.onlinePrice));
    }
    expect(rows.some((row) => row.unit === 'kg' && row.minimumQuantity === '0.500')).toBe(true);

    const translations = await database.db
      .select()
      .from(productTranslations)
      .where(gte(productTranslations.productId, Math.min(...rows.map((row) => row.productId))));
    expect(translations).toHaveLength(1500);
    expect(
      translations
        .filter((row) => row.languageCode === 'he')
        .every((row) => /[\u0590-\u05ff]/.test(row.productName)),
    ).toBe(true);
    expect(
      translations
        .filter((row) => row.languageCode === 'th')
        .every((row) => /[\u0e00-\u0e7f]/.test(row.productName)),
    ).toBe(true);

    const links = await database.db.select().from(productCategories);
    const linked = new Set(links.map((link) => link.productId));
    expect(rows.every((row) => linked.has(row.productId))).toBe(true);
    expect(new Set(links.map((link) => link.categoryId)).size).toBeGreaterThanOrEqual(12);
  });

  it('does nothing when the same count is asked again', async () => {
    const result = await addGeneratedProducts(database.db, 500, () => {});
    expect(result).toEqual({ deleted: 0, inserted: 0, skipped: true });
    expect(await generatedCount()).toBe(500);
  });

  it('replaces the generated products, and only those, for another count', async () => {
    const result = await addGeneratedProducts(database.db, 300, () => {});
    expect(result).toEqual({ deleted: 500, inserted: 300, skipped: false });
    expect(await generatedCount()).toBe(300);
    const others = await database.db
      .select()
      .from(products)
      .where(lt(products.externalId, generatedExternalIdStart));
    expect(others.map((row) => row.productName)).toEqual(['Hand-made product']);
  });

  it('makes the same product for the same index every time', () => {
    expect(generatedProduct(1234)).toEqual(generatedProduct(1234));
    expect(generatedProduct(0).name[1]).toMatch(/[\u0590-\u05ff]/);
  });

  it('refuses a count out of range', async () => {
    await expect(addGeneratedProducts(database.db, 0, () => {})).rejects.toThrow(RangeError);
  });
});

describe('parseProductCount', () => {
  it('reads --products N and --products=N', () => {
    expect(parseProductCount(['--products', '100000'])).toBe(100_000);
    expect(parseProductCount(['--products=25'])).toBe(25);
  });

  it.each([
    [[]],
    [['--products']],
    [['--products', 'abc']],
    [['--products', '0']],
    [['--products', '2000001']],
    [['--products', '1.5']],
    [['--size', '3']],
  ])('rejects %j', (args) => {
    expect(() => parseProductCount(args)).toThrow(UsageError);
  });
});
