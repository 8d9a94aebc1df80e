import type { LanguageCode, PriceInfo, Product } from '@grocery/contracts';

/**
 * What this tab has seen of products (name, picture, prices), kept in memory; the products put in
 * the device cart are also kept in localStorage. The anonymous cart page falls back on them when
 * the server cannot be reached, so a shopper still sees what they put in the cart, even after a
 * reload (prices may have changed since: the page says the known ones may be out of date only by
 * showing them; the server prices again at sign-in). A snapshot holds the fields that every
 * product answer (list, details, search) carries, typed by the contracts.
 */
export type ProductSnapshot = PriceInfo &
  Pick<Product, 'productId' | 'productName' | 'barcode' | 'imageFile'> &
  Partial<Pick<Product, 'shortDesc' | 'unit' | 'outOfStock' | 'packageQuantity' | 'packageUnit'>>;

const snapshots = new Map<string, ProductSnapshot>();
const limit = 500;
const storageKey = 'freshcart.cartProducts';
const storedLimit = 200;

function readStored(): Record<string, ProductSnapshot> {
  try {
    const text = globalThis.localStorage?.getItem(storageKey);
    const value: unknown = text ? JSON.parse(text) : {};
    return typeof value === 'object' && value !== null ? (value as Record<string, ProductSnapshot>) : {};
  } catch {
    return {};
  }
}

const snapshotKeys = [
  'productId',
  'productName',
  'barcode',
  'shortDesc',
  'imageFile',
  'unit',
  'outOfStock',
  'packageQuantity',
  'packageUnit',
  'onlinePrice',
  'promotionPrice',
  'customerPrice',
  'unitPrice',
  'minimumQuantity',
  'quantityStep',
] as const satisfies readonly (keyof ProductSnapshot)[];

/** Only the snapshot's own fields (a details answer also carries its gallery and long text). */
function snapshotOf(product: ProductSnapshot): ProductSnapshot {
  return Object.fromEntries(snapshotKeys.map((key) => [key, product[key]])) as ProductSnapshot;
}

/** Keeps what is known of products in the device cart across reloads (best effort). */
export function storeCartProducts(language: LanguageCode, products: readonly ProductSnapshot[]): void {
  try {
    const stored = readStored();
    for (const product of products) {
      const key = `${language}:${product.productId}`;
      delete stored[key];
      stored[key] = snapshotOf(product);
    }
    const keys = Object.keys(stored);
    for (const key of keys.slice(0, Math.max(0, keys.length - storedLimit))) delete stored[key];
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(stored));
  } catch (error) {
    console.warn('product snapshots not stored', error);
  }
}

export function rememberProducts(language: LanguageCode, products: readonly ProductSnapshot[]): void {
  for (const product of products) {
    const key = `${language}:${product.productId}`;
    snapshots.delete(key);
    snapshots.set(key, { ...snapshots.get(key), ...product });
  }
  while (snapshots.size > limit) {
    const oldest = snapshots.keys().next().value;
    if (oldest === undefined) break;
    snapshots.delete(oldest);
  }
}

export function recallProduct(language: LanguageCode, productId: number): ProductSnapshot | null {
  const key = `${language}:${productId}`;
  return snapshots.get(key) ?? readStored()[key] ?? null;
}
