import {
  fromThousandths,
  type QuantityRule,
  raiseToAllowed,
  type Thousandths,
  toThousandths,
} from './quantity';

/**
 * The anonymous shopper's cart, kept on the device (spec 3, 4, 7): an IndexedDB database named for
 * the market, one store `cart` keyed by productId, holding `{ productId, quantity }`. Plain
 * IndexedDB, no library: the cart page and the header's count need it in their first load
 * (decision 0009). Databases written by the earlier Dexie version (native version 10) open as they are.
 */

/** The market's name, which names the device database. */
export const marketName = 'freshcart';

const storeName = 'cart';

export type LocalCartItem = { productId: number; quantity: number };

/** 'Cart item does not exist.' (spec 8): a quantity change on a product the device cart lacks. */
export class CartItemMissingError extends Error {
  override readonly name = 'CartItemMissingError';
  constructor(readonly productId: number) {
    super('Cart item does not exist.');
  }
}

/** Opens the database at `version` (the current one when absent), creating the store when missing. */
function open(version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(marketName, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(storeName)) {
        request.result.createObjectStore(storeName, { keyPath: 'productId' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function openDatabase(): Promise<IDBDatabase> {
  let db = await open();
  if (!db.objectStoreNames.contains(storeName)) {
    // A database of that name without the store: one version up adds it.
    db.close();
    db = await open(db.version + 1);
  }
  // Another tab upgrading or deleting the database: let it, and open again on the next call.
  db.onversionchange = () => {
    db.close();
    database = null;
  };
  return db;
}

let database: Promise<IDBDatabase> | null = null;

function db(): Promise<IDBDatabase> {
  database ??= openDatabase().catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

/** Runs one request on the store in its own transaction, resolving once the transaction committed. */
async function run<T>(mode: IDBTransactionMode, call: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const transaction = (await db()).transaction(storeName, mode);
  const request = call(transaction.objectStore(storeName));
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
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
  const store = transaction.objectStore(storeName);
  return new Promise((resolve, reject) => {
    let result: LocalCartItem | null = null;
    const read = store.get(productId) as IDBRequest<LocalCartItem | undefined>;
    read.onsuccess = () => {
      try {
        result = next(read.result);
      } catch (error) {
        reject(error);
        transaction.abort();
        return;
      }
      if (result) store.put(result);
      else store.delete(productId);
    };
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Closes and deletes the database (tests start each case from a fresh one). */
export async function resetLocalCartForTests(): Promise<void> {
  const opened = database;
  database = null;
  if (opened) (await opened).close();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(marketName);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

/** The device cart's items, in product id order. */
export function localCartItems(): Promise<LocalCartItem[]> {
  return run('readonly', (store) => store.getAll() as IDBRequest<LocalCartItem[]>);
}

export function localCartCount(): Promise<number> {
  return run('readonly', (store) => store.count());
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
  await run('readwrite', (store) => store.delete(productId));
}
