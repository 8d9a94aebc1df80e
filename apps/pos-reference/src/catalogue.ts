import { BRANDS, CATEGORIES, type CategoryWords, SIZES, WEIGHABLE, type Words } from './words';

/** An item as the POS answers it (README, "The catalogue"). */
export interface ReferenceItem {
  code: string;
  barcode: string | null;
  name: string;
  category: { code: string; name: string };
  price: string;
  weighed: boolean;
  stock: number;
  active: boolean;
  changedAt: string;
}

export interface CatalogueOptions {
  items: number;
  seed: number;
  badItems: boolean;
  /** Generated items changed in the 90 days before this instant (ms). */
  changedBefore: number;
  now: () => number;
}

export const MAX_ITEMS = 1_000_000;
// Codes are 7 digits with gaps (index × 8 + 0‥7), so digit order and number order agree.
const CODE_BASE = 1_000_000;
const CODE_STRIDE = 8;
const NINETY_DAYS_S = 90 * 24 * 3600;

/** A small PRNG (mulberry32) per item: any item is made from its index alone, without its neighbours. */
function random(seed: number, index: number): () => number {
  let state = (Math.imul(index + 1, 0x9e3779b1) ^ seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], draw: number): T {
  return list[Math.floor(draw * list.length)] as T;
}

export function checkDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(body[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

type Change = { price?: string; active?: boolean; changedAt: number };

export type Catalogue = ReturnType<typeof createCatalogue>;

export function createCatalogue(options: CatalogueOptions) {
  const { items: size, seed, badItems, changedBefore, now } = options;
  const changes = new Map<number, Change>();

  /** The first two draws of an item: when it changed and its code. */
  function head(index: number) {
    const next = random(seed, index);
    const changedAt = changedBefore - Math.floor(next() * NINETY_DAYS_S) * 1000;
    const code = CODE_BASE + index * CODE_STRIDE + Math.floor(next() * CODE_STRIDE);
    return { next, changedAt, code };
  }

  function changedAt(index: number): number {
    return changes.get(index)?.changedAt ?? head(index).changedAt;
  }

  function at(index: number): ReferenceItem {
    const { next, changedAt: generatedAt, code } = head(index);
    const weighed = next() < 0.06;
    const category: CategoryWords = pick(weighed ? WEIGHABLE : CATEGORIES, next());
    const product = pick(category.products, next());
    const language = next() < 0.75 ? 0 : 1;
    const brand = pick(BRANDS, next());
    const size = pick(SIZES, next());
    const word = (words: Words) => words[language];
    const name = weighed
      ? `${word(product)} ${language === 0 ? 'במשקל' : '(per kg)'}`
      : `${word(product)} ${word(brand)} ${word(size)}`;
    const whole = weighed ? 9 + Math.floor(next() * 80) : 1 + Math.floor(next() * 59);
    let price = `${whole}.${pick(['90', '50', '99', '00'], next())}`;
    // Barcodes are unique: index × 7919 (prime to 10⁹) is a bijection on 9 digits.
    const body = `729${String((index * 7919 + seed) % 1_000_000_000).padStart(9, '0')}`;
    let barcode: string | null = next() < 0.05 ? null : `${body}${checkDigit(body)}`;
    if (badItems && barcode && next() < 0.01) barcode = `${body}${(checkDigit(body) + 1) % 10}`;
    if (badItems && next() < 0.005) price = `-${price}`;
    const stock = Math.floor(next() * 500);
    const active = next() >= 0.02;
    const change = changes.get(index);
    return {
      code: String(code),
      barcode,
      name,
      category: { code: category.code, name: category.name },
      price: change?.price ?? price,
      weighed,
      stock,
      active: change?.active ?? active,
      changedAt: new Date(change?.changedAt ?? generatedAt).toISOString(),
    };
  }

  /** The index of the item with `code`, or -1. */
  function indexOf(code: string): number {
    if (!/^\d{7}$/.test(code)) return -1;
    const index = Math.floor((Number(code) - CODE_BASE) / CODE_STRIDE);
    return index >= 0 && index < size && String(head(index).code) === code ? index : -1;
  }

  function change(code: string, what: Omit<Change, 'changedAt'>): ReferenceItem {
    const index = indexOf(code);
    if (index < 0) throw new Error(`no item ${code}`);
    changes.set(index, { ...changes.get(index), ...what, changedAt: now() });
    return at(index);
  }

  return {
    size,
    at,
    indexOf,
    changedAt,
    /** Any text is taken, a negative price too: tests make the POS misbehave with it. */
    changePrice: (code: string, price: string | number) =>
      change(code, { price: typeof price === 'number' ? price.toFixed(2) : price }),
    withdraw: (code: string) => change(code, { active: false }),
  };
}
