import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToLocalCart,
  CartItemMissingError,
  changeLocalQuantity,
  localCartCount,
  localCartItems,
  marketName,
  removeFromLocalCart,
  resetLocalCartForTests,
} from './localCart';

const kg = { minimum: 500, step: 250 };

describe('device cart (IndexedDB)', () => {
  beforeEach(resetLocalCartForTests);

  it('is a database named for the market with one store, cart, keyed by productId', async () => {
    await addToLocalCart(7, 1000);
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).toContain(marketName);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(marketName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    expect([...db.objectStoreNames]).toEqual(['cart']);
    const store = db.transaction('cart').objectStore('cart');
    expect(store.keyPath).toBe('productId');
    db.close();
  });

  it('adds to the stored quantity of a product already there', async () => {
    await addToLocalCart(7, 1000);
    await addToLocalCart(7, 2000);
    await addToLocalCart(8, 750, kg);
    expect(await localCartItems()).toEqual([
      { productId: 7, quantity: 3 },
      { productId: 8, quantity: 0.75 },
    ]);
    expect(await localCartCount()).toBe(2);
  });

  it('raises an anonymous quantity to the minimum', async () => {
    expect(await addToLocalCart(8, 250, kg)).toEqual({ productId: 8, quantity: 0.5 });
    expect(await changeLocalQuantity(8, -250, kg)).toEqual({ productId: 8, quantity: 0.5 });
  });

  it('keeps decimals exact', async () => {
    await addToLocalCart(9, 100, { minimum: 100, step: 100 });
    await addToLocalCart(9, 200, { minimum: 100, step: 100 });
    expect(await localCartItems()).toEqual([{ productId: 9, quantity: 0.3 }]);
  });

  it('fails a change on a missing item and removes a line at 0 or below', async () => {
    await expect(changeLocalQuantity(5, 1000)).rejects.toThrow(CartItemMissingError);
    await expect(changeLocalQuantity(5, 1000)).rejects.toThrow('Cart item does not exist.');
    await addToLocalCart(5, 2000);
    expect(await changeLocalQuantity(5, -1000)).toEqual({ productId: 5, quantity: 1 });
    expect(await changeLocalQuantity(5, -3000)).toBeNull();
    expect(await localCartItems()).toEqual([]);
  });

  it('removes an item', async () => {
    await addToLocalCart(5, 2000);
    await removeFromLocalCart(5);
    await removeFromLocalCart(6);
    expect(await localCartCount()).toBe(0);
  });

  it('reads a database the earlier Dexie version wrote (native version 10) as it is', async () => {
    await writeDatabase(10, (db) => {
      db.createObjectStore('cart', { keyPath: 'productId' }).put({ productId: 3, quantity: 1.5 });
    });
    expect(await localCartItems()).toEqual([{ productId: 3, quantity: 1.5 }]);
    expect(await addToLocalCart(3, 500)).toEqual({ productId: 3, quantity: 2 });
  });

  it('adds the store to a database of that name that lacks it', async () => {
    await writeDatabase(4, (db) => db.createObjectStore('other'));
    await addToLocalCart(7, 1000);
    expect(await localCartItems()).toEqual([{ productId: 7, quantity: 1 }]);
  });

  it('lets another tab upgrade the database and opens it again afterwards', async () => {
    await addToLocalCart(7, 1000);
    const [known] = (await indexedDB.databases()).filter((db) => db.name === marketName);
    await writeDatabase((known?.version ?? 1) + 1, () => undefined);
    expect(await localCartItems()).toEqual([{ productId: 7, quantity: 1 }]);
  });
});

/** Creates the market's database at a version with what `upgrade` puts in it, then closes it. */
function writeDatabase(version: number, upgrade: (db: IDBDatabase) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(marketName, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}
