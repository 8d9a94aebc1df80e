import {
  fromThousandths,
  type QuantityRule,
  raiseToAllowed,
  type Thousandths,
  toThousandths,
} from '@grocery/contracts';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';

/**
 * The anonymous shopper's cart, kept on the device (spec 3, 4, 7): an IndexedDB database named for
 * the market, one store `cart` keyed by productId, holding `{ productId, quantity }`, through `idb`
 * (a small promise wrapper: the header's count needs it in the first load, decision 0009). Databases
 * written by the earlier Dexie version (native version 10) open as they are.
 */

/** The market's name, which names the device database. */
export const marketName = 'freshcart';

const storeName = 'cart';

export type LocalCartItem = { productId: number; quantity: number };

interface CartDatabase extends DBSchema {
  cart: { key: number; value: LocalCartItem };
}

/** 'Cart item does not exist.' (spec 8): a quantity change on a product the device cart lacks. */
export class CartItemMissingError extends Error {
  override readonly name = 'CartItemMissingError';
  constructor(readonly productId: number) {
    super('Cart item does not exist.');
  }
}

/** Opens the database at `version` (the current one when absent), creating the store when missing. */
function open(version?: number): Promise<IDBPDatabase<CartDatabase>> {
  return openDB<CartDatabase>(marketName, version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(storeName)) db.createObjectStore(storeName, { keyPath: 'productId' });
    },
    // Another tab upgrading or deleting the database: let it, and open again on the next call.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
  });
}

async function openDatabase(): Promise<IDBPDatabase<CartDatabase>> {
  const db = await open();
  if (db.objectStoreNames.contains(storeName)) return db;
  // A database of that name without the store: one version up adds it.
  db.close();
  return open(db.version + 1);
}

let database: Promise<IDBPDatabase<CartDatabase>> | null = null;

function db(): Promise<IDBPDatabase<CartDatabase>> {
  database ??= openDatabase().catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

/**
 * Reads a line and writes what `next` makes of it (null deletes it) in one transaction; an error
 * thrown by `next` aborts the transaction and is the result.
 */
async function update(
  productId: number,
  next: (current: LocalCartItem | undefined) => LocalCartItem | null,
): Promise<LocalCartItem | null> {
  const transaction = (await db()).transaction(storeName, 'readwrite');
  const current = await transaction.store.get(productId);
  let result: LocalCartItem | null;
  try {
    result = next(current);
  } catch (error) {
    transaction.abort();
    await transaction.done.catch(() => undefined);
    throw error;
  }
  await Promise.all([
    result ? transaction.store.put(result) : transaction.store.delete(productId),
    transaction.done,
  ]);
  return result;
}

/** Closes and deletes the database (tests start each case from a fresh one). */
export async function resetLocalCartForTests(): Promise<void> {
  const opened = database;
  database = null;
  if (opened) (await opened).close();
  await deleteDB(marketName);
}

/** The device cart's items, in product id order. */
export async function localCartItems(): Promise<LocalCartItem[]> {
  return (await db()).getAll(storeName);
}

export async function localCartCount(): Promise<number> {
  return (await db()).count(storeName);
}

/**
 * The line holding `next` thousandths: none at 0 or below; otherwise raised to the product's minimum
 * (on its step grid) when the rule is known.
 */
function line(productId: number, next: Thousandths, rule: QuantityRule | undefined): LocalCartItem | null {
  if (next <= 0) return null;
  const quantity = rule ? raiseToAllowed(next, rule) : next;
  return { productId, quantity: fromThousandths(quantity) };
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
  return update(productId, (current) =>
    line(productId, (current ? toThousandths(current.quantity) : 0) + quantity, rule),
  );
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
  return update(productId, (current) => {
    if (!current) throw new CartItemMissingError(productId);
    return line(productId, toThousandths(current.quantity) + delta, rule);
  });
}

export async function removeFromLocalCart(productId: number): Promise<void> {
  await (await db()).delete(storeName, productId);
}
