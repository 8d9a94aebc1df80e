import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from './demo-catalogue';
import { ean13CheckDigit, israeliEan13, isValidEan13 } from './ean13';
import { illustrationSvg } from './illustration';
import { agorotToNumeric, numericToAgorot, shelfPriceBelow } from './money';
import { customerTypes, demoCategories } from './seed-data';
import { categoryFileSchema, categoryKeys } from './seed-schema';

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('729000')).toBe(false);
  });

  it('builds Israeli codes with prefix 729', () => {
    const code = israeliEan13('000123456');
    expect(code).toMatch(/^729000123456\d$/);
    expect(isValidEan13(code)).toBe(true);
  });
});

describe('money helpers', () => {
  it('converts between agorot and numeric text without floats', () => {
    expect(agorotToNumeric(1290)).toBe('12.90');
    expect(agorotToNumeric(5)).toBe('0.05');
    expect(numericToAgorot('12.9')).toBe(1290);
    expect(numericToAgorot('0.05')).toBe(5);
    expect(numericToAgorot('7')).toBe(700);
  });

  it('rounds shelf prices down to .90', () => {
    expect(shelfPriceBelow(1290)).toBe(1290);
    expect(shelfPriceBelow(1250)).toBe(1190);
    expect(shelfPriceBelow(456)).toBe(450);
  });
});

describe('illustrations', () => {
  it('draw no words: the pictures suit every language', () => {
    const catalogue = buildDemoCatalogue();
    const pictures = [
      ...catalogue.categories.map((category) => category.image.picture),
      ...catalogue.products.flatMap((product) => product.images.map((image) => image.picture)),
    ];
    for (const picture of pictures) {
      const svg = illustrationSvg(picture, 400);
      expect(svg).not.toMatch(/<text|font-family/);
      expect(svg).toMatch(/^<svg [^>]*width="400" height="400"/);
    }
  });
});

describe('buildDemoCatalogue', () => {
  it('gives the same barcodes and prices on every build', () => {
    const first = buildDemoCatalogue();
    const second = buildDemoCatalogue();
    const pick = (catalogue: typeof first) =>
      catalogue.products.map((product) => [product.barcode, product.onlinePrice, product.promotionPrice]);
    expect(pick(second)).toEqual(pick(first));
  });

  it('uses image file names that a storage key accepts and never repeats them', () => {
    const files = buildDemoCatalogue().products.flatMap((product) =>
      product.images.flatMap((image) => [image.file, image.highResFile]),
    );
    for (const file of files) expect(file).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*\.webp$/);
    expect(new Set(files).size).toBe(files.length);
  });

  it('prices only products that exist', () => {
    const catalogue = buildDemoCatalogue();
    const names = new Set(catalogue.products.map((product) => product.name[0]));
    for (const type of customerTypes()) for (const rule of type.prices) expect(names).toContain(rule.product);
  });
});

describe('seed data files', () => {
  const category = { externalId: 999, name: ['A', 'א', 'ก'], background: '#ffffff', shape: 'box' };
  const item = { name: ['Tea', 'תה', 'ชา'], short: ['Black tea', 'תה שחור', 'ชาดำ'], price: 990 };

  it('are all read and checked', () => {
    expect(demoCategories().map((seed) => seed.key)).toEqual([...categoryKeys]);
    expect(customerTypes().length).toBeGreaterThan(0);
  });

  it('refuse an unknown field, a float price, an unknown category and an item without a price', () => {
    const check = (items: unknown[]) => categoryFileSchema.safeParse({ ...category, items }).success;
    expect(check([item])).toBe(true);
    expect(check([{ ...item, prize: 990 }])).toBe(false);
    expect(check([{ ...item, price: 9.9 }])).toBe(false);
    expect(check([{ ...item, alsoIn: ['toys'] }])).toBe(false);
    expect(check([{ name: item.name, short: item.short }])).toBe(false);
  });
});
