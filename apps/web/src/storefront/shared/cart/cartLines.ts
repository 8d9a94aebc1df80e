import type { CartItem, LanguageCode, PackageUnit, PriceInfo, ProductDeal } from '@grocery/contracts';
import {
  lineTotalCents,
  type QuantityRule,
  quantityRule,
  type Thousandths,
  toThousandths,
} from '@grocery/contracts';
import { fetchProductCards } from '../catalogue/pricesAndCards';
import { type ProductSnapshot, recallProduct, storeCartProducts } from '../catalogue/snapshots';
import { localCartItems } from './localCart';
import { fetchServerCart } from './serverCart';

/** One line of the cart page, whether it comes from the server cart or the device cart. */
export type CartLine = {
  /** The server's line id; for anonymous shoppers the product id (spec 3). */
  cartItemId: number;
  productId: number;
  quantity: Thousandths;
  /** Null when the product could not be loaded (no server): the page shows its number. */
  productName: string | null;
  shortDesc: string | null;
  imageFile: string | null;
  barcode: string | null;
  unit: 'unit' | 'kg';
  /** The package's measure, for the price per unit of measure (decision 0065). */
  packageQuantity: number | null;
  packageUnit: PackageUnit | null;
  /** Null when unknown (no server). */
  price: Pick<PriceInfo, 'unitPrice' | 'onlinePrice' | 'promotionPrice' | 'customerPrice'> | null;
  rule: QuantityRule | null;
  /** unitPrice × quantity in agorot, rounded once; null when the price is unknown. */
  lineTotalCents: number | null;
  /** False when the product went out of stock, inactive or out of sight. */
  available: boolean;
  /** The server's pricing of the line with its promotion (decision 0068); null for the device cart. */
  pricing: Pick<CartItem, 'listTotal' | 'saving' | 'promotion' | 'promotionEnded'> | null;
  /** The product's deal for its badge (the device cart, which has no server pricing); null when none. */
  deal: ProductDeal | null;
};

/** The server cart's totals: subtotal at list price, the promotions' discount, total. */
export type CartTotals = Awaited<ReturnType<typeof fetchServerCart>>['totals'];

/** The cart page's content; totals null for the device cart, which the page adds up itself. */
export type CartView = { lines: CartLine[]; totals: CartTotals | null };

export function lineFromServerItem(item: CartItem): CartLine {
  return {
    cartItemId: item.cartItemId,
    productId: item.productId,
    quantity: toThousandths(item.quantity),
    productName: item.productName,
    shortDesc: item.shortDesc,
    imageFile: item.imageFile,
    barcode: item.barcode,
    unit: item.unit,
    packageQuantity: item.packageQuantity,
    packageUnit: item.packageUnit,
    price: item,
    rule: quantityRule(item),
    lineTotalCents: Math.round(item.lineTotal * 100),
    available: item.available,
    pricing: item,
    deal: null,
  };
}

/** The signed-in shopper's cart, priced by the server. */
export async function loadServerCart(language: LanguageCode, signal: AbortSignal): Promise<CartView> {
  const cart = await fetchServerCart(language, signal);
  return { lines: cart.cartItems.map(lineFromServerItem), totals: cart.totals };
}

type Known = Partial<ProductSnapshot>;

/**
 * Puts a device cart line together: the item (id, quantity), the product's texts and picture from its
 * card (or what this tab saw of it), its price from the cards call (else the remembered one). A
 * product the cards call left out is gone (inactive, hidden or deleted).
 */
export function deviceLine(
  item: { productId: number; quantity: number },
  facts: Known,
  prices: Record<string, PriceInfo> | null,
): CartLine {
  const quantity = toThousandths(item.quantity);
  const fromPrices = prices?.[String(item.productId)];
  const priced = fromPrices ?? (facts.unitPrice !== undefined ? (facts as PriceInfo) : undefined);
  const gone = prices !== null && fromPrices === undefined;
  return {
    cartItemId: item.productId,
    productId: item.productId,
    quantity,
    productName: facts.productName ?? null,
    shortDesc: facts.shortDesc ?? null,
    imageFile: facts.imageFile ?? null,
    barcode: facts.barcode ?? null,
    unit: facts.unit ?? 'unit',
    packageQuantity: facts.packageQuantity ?? null,
    packageUnit: facts.packageUnit ?? null,
    price: priced && !gone ? priced : null,
    rule: priced && !gone ? quantityRule(priced) : null,
    lineTotalCents: priced && !gone ? lineTotalCents(priced.unitPrice, quantity) : null,
    available: !gone && facts.outOfStock !== true,
    pricing: null,
    deal: (!gone && fromPrices?.deal) || null,
  };
}

/**
 * The anonymous shopper's cart: the device cart's items (always readable, even with the server
 * unreachable), with product details and the prices call when the server answers.
 */
export async function loadDeviceCart(language: LanguageCode, signal: AbortSignal): Promise<CartView> {
  const items = await localCartItems();
  const ids = items.map((item) => item.productId);
  const cards = await fetchProductCards(language, ids, signal).catch((error: unknown) => {
    if (signal.aborted) throw error;
    console.warn('product cards unavailable for the cart page', error);
    return null;
  });
  if (cards) storeCartProducts(language, cards);
  const byId = new Map(cards?.map((card) => [card.productId, card]));
  const prices = cards && Object.fromEntries(cards.map((card) => [String(card.productId), card]));
  const lines = items.map((item) =>
    deviceLine(item, byId.get(item.productId) ?? recallProduct(language, item.productId) ?? {}, prices),
  );
  return { lines, totals: null };
}

/** A device cart line at a new quantity, its total priced again. */
export function withQuantity(line: CartLine, quantity: Thousandths): CartLine {
  return {
    ...line,
    quantity,
    lineTotalCents: line.price ? lineTotalCents(line.price.unitPrice, quantity) : null,
  };
}

/** Subtotal in agorot of the lines that can be bought; `complete` is false when a price is unknown. */
export function cartSubtotal(lines: readonly CartLine[]): { cents: number; complete: boolean } {
  let cents = 0;
  let complete = true;
  for (const line of lines) {
    if (!line.available) continue;
    if (line.lineTotalCents === null) complete = false;
    else cents += line.lineTotalCents;
  }
  return { cents, complete };
}
