import type { LanguageCode } from '@grocery/contracts';

/**
 * What this tab has seen of products (name, picture, prices), kept in memory only. The anonymous
 * cart page falls back on it when the server cannot be reached, so a shopper still sees what they
 * put in the cart; after a reload without a server only ids and quantities are known.
 */
export type ProductSnapshot = {
  productId: number;
  productName: string;
  barcode: string | null;
  shortDesc?: string | null;
  imageFile: string | null;
  unit?: 'unit' | 'kg';
  onlinePrice: number;
  promotionPrice: number | null;
  customerPrice: number | null;
  unitPrice: number;
  minimumQuantity: number;
  quantityStep: number;
  outOfStock?: boolean;
};

const snapshots = new Map<string, ProductSnapshot>();
const limit = 500;

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
  return snapshots.get(`${language}:${productId}`) ?? null;
}
