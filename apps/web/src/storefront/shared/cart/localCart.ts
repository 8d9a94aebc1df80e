import Dexie, { type EntityTable } from 'dexie';
import {
  fromThousandths,
  type QuantityRule,
  raiseToAllowed,
  type Thousandths,
  toThousandths,
} from './quantity';

/**
 * The anonymous shopper's cart, kept on the device (spec 3, 4, 7): an IndexedDB database named for
 * the market, one store `cart` keyed by productId, holding `{ productId, quantity }`. Dexie is only
 * ever imported lazily (this module is loaded on demand), so it stays out of the first load.
 */

/** The market's name, which names the device database. */
export const marketName = 'freshcart';

export type LocalCartItem = { productId: number; quantity: number };

/** 'Cart item does not exist.' (spec 8): a quantity change on a product the device cart lacks. */
export class CartItemMissingError extends Error {
  override readonly name = 'CartItemMissingError';
  constructor(readonly productId: number) {
    super('Cart item does not exist.');
  }
}

type CartDatabase = Dexie & { cart: EntityTable<LocalCartItem, 'productId'> };

function openDatabase(name: string): CartDatabase {
  const db = new Dexie(name) as CartDatabase;
  db.version(1).stores({ cart: 'productId' });
  return db;
}

let database: CartDatabase | null = null;

function db(): CartDatabase {
  database ??= openDatabase(marketName);
  return database;
}

/** Closes the database (tests start each case from a fresh one). */
export async function resetLocalCartForTests(): Promise<void> {
  if (database) {
    database.close();
    await Dexie.delete(marketName);
  }
  database = null;
}

/** The device cart's items, in product id order. */
export function localCartItems(): Promise<LocalCartItem[]> {
  return db().cart.toArray();
}

export function localCartCount(): Promise<number> {
  return db().cart.count();
}

/**
 * Sets a line to `next` thousandths: at 0 or below the line goes; otherwise it is raised to the
 * product's minimum (on its step grid) when the rule is known. Returns the line, or null when removed.
 */
async function write(
  productId: number,
  next: Thousandths,
  rule: QuantityRule | undefined,
): Promise<LocalCartItem | null> {
  if (next <= 0) {
    await db().cart.delete(productId);
    return null;
  }
  const quantity = rule ? raiseToAllowed(next, rule) : next;
  const item = { productId, quantity: fromThousandths(quantity) };
  await db().cart.put(item);
  return item;
}

/**
 * Adds a quantity (thousandths) to the device cart: a product already there gets it added to its
 * stored quantity, a new one is stored. The result is raised to the minimum when the rule is given.
 */
export function addToLocalCart(
  productId: number,
  quantity: Thousandths,
  rule?: QuantityRule,
): Promise<LocalCartItem | null> {
  return db().transaction('rw', db().cart, async () => {
    const current = await db().cart.get(productId);
    return write(productId, (current ? toThousandths(current.quantity) : 0) + quantity, rule);
  });
}

/**
 * Changes a line's quantity by a delta (thousandths, may be negative). A product not in the cart
 * fails with CartItemMissingError; a result of 0 or less removes the line.
 */
export function changeLocalQuantity(
  productId: number,
  delta: Thousandths,
  rule?: QuantityRule,
): Promise<LocalCartItem | null> {
  return db().transaction('rw', db().cart, async () => {
    const current = await db().cart.get(productId);
    if (!current) throw new CartItemMissingError(productId);
    return write(productId, toThousandths(current.quantity) + delta, rule);
  });
}

export async function removeFromLocalCart(productId: number): Promise<void> {
  await db().cart.delete(productId);
}
