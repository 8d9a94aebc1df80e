import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { buildDemoCatalogue } from './demo-catalogue';
import { insertDemoDelivery } from './demo-delivery';
import { writeDemoImages } from './demo-images';
import { insertDemoCatalogue } from './demo-insert';

export interface SeedResult {
  seeded: boolean;
  categories: number;
  products: number;
}

/** Any constant shared by every instance: two servers starting together seed once. */
const seedLockKey = 7_290_001;

/**
 * Loads the demo catalogue into an empty catalogue: categories, products with translations in en, he
 * and th, images, two customer types with their prices, and delivery zones around Tel Aviv with
 * their windows (demo-delivery.ts). Does nothing when any category exists.
 * The rows go in one transaction; the images are written while it is open and awaited before it
 * commits, so no row ever points at a missing file.
 */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  log: (message: string) => void,
): Promise<SeedResult> {
  const skipped: SeedResult = { seeded: false, categories: 0, products: 0 };
  if (await hasCategories(db)) return skipped;

  const startedAt = performance.now();
  const catalogue = buildDemoCatalogue();
  log(
    `Demo data: loading ${catalogue.categories.length} categories and ${catalogue.products.length} products…`,
  );

  const imageCount = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasCategories(tx)) return null;
    const images = writeDemoImages(catalogue, storage);
    try {
      await insertDemoCatalogue(tx, catalogue);
      await insertDemoDelivery(tx);
    } catch (error) {
      await images.catch(() => 0);
      throw error;
    }
    return images;
  });
  if (imageCount === null) return skipped;

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log(`Demo data: ${catalogue.products.length} products and ${imageCount} images loaded in ${seconds} s`);
  return { seeded: true, categories: catalogue.categories.length, products: catalogue.products.length };
}

async function hasCategories(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.categoryId }).from(categories).limit(1);
  return rows.length > 0;
}
