import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  categories,
  categoryTranslations,
  productCategories,
  productImages,
  products,
  productTranslations,
  userTypeCategories,
  userTypePrices,
  userTypes,
} from '../db/schema';
import { inBatches } from './batches';
import type { DemoCatalogue } from './demo-catalogue';
import type { Text3 } from './seed-schema';

/** Rows per insert statement: a few thousand bound parameters, far below PostgreSQL's limit of 65535. */
const batchSize = 250;
const languages = ['en', 'he', 'th'] as const;

/** Writes the whole catalogue with multi-row inserts; run it inside a transaction. */
export async function insertDemoCatalogue(db: Database, catalogue: DemoCatalogue): Promise<void> {
  const categoryIds = await insertCategories(db, catalogue);
  const productIds = await insertProducts(db, catalogue);
  const productId = (externalId: number) => lookup(productIds, externalId, 'product');
  const categoryId = (key: string) => lookup(categoryIds, key, 'category');

  await insertAll(
    db,
    productTranslations,
    catalogue.products.flatMap((product) =>
      languages.map((languageCode, index) => ({
        productId: productId(product.externalId),
        languageCode,
        productName: text(product.name, index),
        shortDesc: text(product.short, index),
        longDesc: product.long ? text(product.long, index) : null,
      })),
    ),
  );
  await insertAll(
    db,
    productCategories,
    catalogue.products.flatMap((product) =>
      product.categoryKeys.map((key) => ({
        productId: productId(product.externalId),
        categoryId: categoryId(key),
      })),
    ),
  );
  await insertAll(
    db,
    productImages,
    catalogue.products.flatMap((product) =>
      product.images.map((image, sortOrder) => ({
        productId: productId(product.externalId),
        imageFile: image.file,
        imageFileHighRes: image.highResFile,
        isDefault: sortOrder === 0,
        sortOrder,
      })),
    ),
  );
  await insertUserTypes(db, catalogue, productId, categoryId);
}

async function insertCategories(db: Database, catalogue: DemoCatalogue): Promise<Map<string, number>> {
  const inserted = await db
    .insert(categories)
    .values(
      catalogue.categories.map((category) => ({
        categoryName: category.name[0],
        imageFile: category.image.file,
        externalId: category.externalId,
        sortOrder: category.sortOrder,
      })),
    )
    .returning({ categoryId: categories.categoryId, externalId: categories.externalId });
  const idByExternalId = new Map(inserted.map((row) => [row.externalId, row.categoryId]));
  const ids = new Map(
    catalogue.categories.map((category) => [
      category.key,
      lookup(idByExternalId, category.externalId, 'category'),
    ]),
  );
  await insertAll(
    db,
    categoryTranslations,
    catalogue.categories.flatMap((category) =>
      languages.map((languageCode, index) => ({
        categoryId: lookup(ids, category.key, 'category'),
        languageCode,
        categoryName: text(category.name, index),
      })),
    ),
  );
  return ids;
}

async function insertProducts(db: Database, catalogue: DemoCatalogue): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const batch of inBatches(catalogue.products, batchSize)) {
    const inserted = await db
      .insert(products)
      .values(
        batch.map((product) => ({
          productName: product.name[0],
          shortDesc: product.short[0],
          longDesc: product.long?.[0] ?? null,
          slugUrl: product.slug,
          barcode: product.barcode,
          active: product.active,
          outOfStock: product.outOfStock,
          costPrice: product.costPrice,
          consumerPrice: product.consumerPrice,
          onlinePrice: product.onlinePrice,
          promotionPrice: product.promotionPrice,
          unit: product.unit,
          minimumQuantity: product.minimumQuantity,
          quantityStep: product.quantityStep,
          imageFile: product.images[0]?.file ?? null,
          imageFileHighRes: product.images[0]?.highResFile ?? null,
          externalId: product.externalId,
        })),
      )
      .returning({ productId: products.productId, externalId: products.externalId });
    for (const row of inserted) if (row.externalId !== null) ids.set(row.externalId, row.productId);
  }
  return ids;
}

async function insertUserTypes(
  db: Database,
  catalogue: DemoCatalogue,
  productId: (externalId: number) => number,
  categoryId: (key: string) => number,
): Promise<void> {
  for (const type of catalogue.userTypes) {
    const [inserted] = await db
      .insert(userTypes)
      .values({ userTypeName: type.name, userTypeDesc: type.description })
      .returning({ userTypeId: userTypes.userTypeId });
    if (!inserted) throw new Error(`user type ${type.name} was not inserted`);
    const { userTypeId } = inserted;
    await insertAll(
      db,
      userTypeCategories,
      type.categoryKeys.map((key) => ({ userTypeId, categoryId: categoryId(key) })),
    );
    await insertAll(
      db,
      userTypePrices,
      type.prices.map((price) => ({
        userTypeId,
        productId: productId(price.productExternalId),
        price: price.price,
        minimumQuantity: price.minimumQuantity,
        quantityStep: price.quantityStep,
      })),
    );
  }
}

export async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (const batch of inBatches(rows, batchSize)) await db.insert(table).values(batch);
}

function text(value: Text3, index: number): string {
  return value[index] as string;
}

function lookup<K>(ids: Map<K, number>, key: K, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo ${what} ${String(key)} has no id`);
  return id;
}
