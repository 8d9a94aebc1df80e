import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * Where grid layouts live on the device (spec §7: the browser's local database, not the server):
 * IndexedDB 'grocery-admin', store 'grid-layouts', one entry per `${gridId}:${userId}`.
 */
export const adminDatabaseName = 'grocery-admin';
export const gridLayoutsStore = 'grid-layouts';

interface AdminDatabase extends DBSchema {
  'grid-layouts': { key: string; value: unknown };
}

export function gridLayoutKey(gridId: string, userId: string | number | null | undefined): string {
  return `${gridId}:${userId ?? 'anonymous'}`;
}

/** Opens at `version` (the current one when absent), adding the store when missing. */
function open(version?: number): Promise<IDBPDatabase<AdminDatabase>> {
  return openDB<AdminDatabase>(adminDatabaseName, version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(gridLayoutsStore)) db.createObjectStore(gridLayoutsStore);
    },
    // Another tab (or a test) upgrading or deleting the database: let it, open again next time.
    blocking() {
      void connection?.then((db) => db.close());
      connection = null;
    },
    terminated() {
      connection = null;
    },
  });
}

async function openDatabase(): Promise<IDBPDatabase<AdminDatabase>> {
  const db = await open();
  if (db.objectStoreNames.contains(gridLayoutsStore)) return db;
  // Another admin feature created the database without this store: one version up adds it.
  db.close();
  return open(db.version + 1);
}

let connection: Promise<IDBPDatabase<AdminDatabase>> | null = null;

function database(): Promise<IDBPDatabase<AdminDatabase>> {
  if (!connection) {
    connection = openDatabase().catch((error: unknown) => {
      connection = null;
      throw error;
    });
  }
  return connection;
}

export async function readGridLayout(key: string): Promise<unknown> {
  return (await database()).get(gridLayoutsStore, key);
}

export async function writeGridLayout(key: string, layout: unknown): Promise<void> {
  await (await database()).put(gridLayoutsStore, layout, key);
}

export async function deleteGridLayout(key: string): Promise<void> {
  await (await database()).delete(gridLayoutsStore, key);
}
