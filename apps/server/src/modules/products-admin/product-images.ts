import type { ProductImage, UploadedImage } from '@grocery/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { productImages, products } from '../../db/schema';
import type { Executor, Transaction } from '../../db/user-lock';
import { HttpError } from '../../http/http-error';
import type { Actor } from './product-checks';

/** The gallery: the default first, then by sort order (then id), as the storefront shows it. */
export async function imagesOf(db: Executor, productId: number): Promise<ProductImage[]> {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(desc(productImages.isDefault), asc(productImages.sortOrder), asc(productImages.productImageId));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function productExists(db: Executor, productId: number, lock = false): Promise<boolean> {
  const select = db
    .select({ id: products.productId })
    .from(products)
    .where(eq(products.productId, productId));
  return (await (lock ? select.for('update') : select)).length > 0;
}

/** The product's images, or null when there is no such product. */
export async function readImages(db: Database, productId: number): Promise<ProductImage[] | null> {
  return (await productExists(db, productId)) ? imagesOf(db, productId) : null;
}

/**
 * The storefront's cards read products.image_file and image_file_high_res: kept equal to the default
 * image's files (null when none) in the same transaction. Raises the modified time, not the version.
 */
async function syncCardImage(tx: Transaction, productId: number) {
  const ofDefault = (column: string) =>
    sql`(select i.${sql.raw(column)} from product_images i where i.product_id = ${productId} and i.is_default)`;
  await tx
    .update(products)
    .set({
      imageFile: ofDefault('image_file'),
      imageFileHighRes: ofDefault('image_file_high_res'),
      modifiedAt: sql`now()`,
    })
    .where(eq(products.productId, productId));
}

/** Makes this image the product's only default. */
async function makeDefault(tx: Transaction, productId: number, productImageId: number) {
  await tx
    .update(productImages)
    .set({ isDefault: false })
    .where(and(eq(productImages.productId, productId), eq(productImages.isDefault, true)));
  await tx
    .update(productImages)
    .set({ isDefault: true })
    .where(eq(productImages.productImageId, productImageId));
}

/**
 * Runs an image change on a product, its row locked (image changes take turns), then keeps the card
 * image in step and writes the audit entry the change describes. Null when there is no product.
 */
async function changeImages<T>(
  db: Database,
  actor: Actor,
  productId: number,
  change: (tx: Transaction) => Promise<{ result: T; action: string; before: unknown; after: unknown } | null>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    if (!(await productExists(tx, productId, true))) return null;
    const done = await change(tx);
    if (!done) return null;
    await syncCardImage(tx, productId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: done.action,
      entity: 'product',
      entityId: productId,
      before: done.before,
      after: done.after,
    });
    return done.result;
  });
}

async function imageRow(tx: Transaction, productId: number, productImageId: number) {
  const [row] = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.productImageId, productImageId)));
  return row ?? null;
}

/**
 * Adds stored images after the product's others. The first becomes the default when asked, or when
 * the product had none. Answers the gallery; null when there is no such product.
 */
export function addImages(
  db: Database,
  actor: Actor,
  productId: number,
  images: UploadedImage[],
  setAsDefault: boolean,
) {
  return changeImages(db, actor, productId, async (tx) => {
    const [last] = await tx
      .select({
        sortOrder: sql<number>`coalesce(max(${productImages.sortOrder}), -1)::int`,
        hasDefault: sql<boolean>`coalesce(bool_or(${productImages.isDefault}), false)`,
      })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const inserted = await tx
      .insert(productImages)
      .values(
        images.map((image, index) => ({
          productId,
          ...image,
          sortOrder: (last?.sortOrder ?? -1) + 1 + index,
        })),
      )
      .returning({ productImageId: productImages.productImageId });
    const ids = inserted.map((row) => row.productImageId);
    if (setAsDefault || !last?.hasDefault) await makeDefault(tx, productId, ids[0] as number);
    return {
      result: await imagesOf(tx, productId),
      action: 'product.images.add',
      before: null,
      after: { productImageIds: ids, files: images.map((image) => image.imageFile), setAsDefault },
    };
  });
}

/**
 * Puts a new file in place of an image's (same place, same default flag). Answers the gallery and
 * the old files, to remove once committed; null when the product or image does not exist.
 */
export function replaceImage(
  db: Database,
  actor: Actor,
  productId: number,
  productImageId: number,
  image: UploadedImage,
) {
  return changeImages(db, actor, productId, async (tx) => {
    const old = await imageRow(tx, productId, productImageId);
    if (!old) return null;
    await tx.update(productImages).set(image).where(eq(productImages.productImageId, productImageId));
    return {
      result: { images: await imagesOf(tx, productId), old },
      action: 'product.image.replace',
      before: { productImageId, imageFile: old.imageFile },
      after: { productImageId, imageFile: image.imageFile },
    };
  });
}

/**
 * Removes an image; when it was the default, the next by sort order (then id) becomes it. Answers
 * the gallery, the default now and the removed row (its files go once committed); null when the
 * product or image does not exist.
 */
export function removeImage(db: Database, actor: Actor, productId: number, productImageId: number) {
  return changeImages(db, actor, productId, async (tx) => {
    const removed = await imageRow(tx, productId, productImageId);
    if (!removed) return null;
    await tx.delete(productImages).where(eq(productImages.productImageId, productImageId));
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: productImages.productImageId })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.sortOrder), asc(productImages.productImageId))
        .limit(1);
      if (next) await makeDefault(tx, productId, next.id);
    }
    const images = await imagesOf(tx, productId);
    const defaultImageId = images.find((image) => image.isDefault)?.productImageId ?? null;
    return {
      result: { images, defaultImageId, removed },
      action: 'product.image.remove',
      before: { productImageId, imageFile: removed.imageFile, isDefault: removed.isDefault },
      after: { defaultImageId },
    };
  });
}

/** Makes one of the product's images its default; null when the product or image does not exist. */
export function setDefaultImage(db: Database, actor: Actor, productId: number, productImageId: number) {
  return changeImages(db, actor, productId, async (tx) => {
    const image = await imageRow(tx, productId, productImageId);
    if (!image) return null;
    const before = (await imagesOf(tx, productId)).find((row) => row.isDefault)?.productImageId ?? null;
    await makeDefault(tx, productId, productImageId);
    return {
      result: await imagesOf(tx, productId),
      action: 'product.image.default',
      before: { defaultImageId: before },
      after: { defaultImageId: productImageId },
    };
  });
}

/**
 * Puts the product's images in the order given, which names each of them once (400 otherwise).
 * Null when there is no such product.
 */
export function orderImages(db: Database, actor: Actor, productId: number, productImageIds: number[]) {
  return changeImages(db, actor, productId, async (tx) => {
    const current = await tx
      .select({ id: productImages.productImageId })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sortOrder), asc(productImages.productImageId));
    const known = new Set(current.map((row) => row.id));
    const exact =
      productImageIds.length === known.size &&
      new Set(productImageIds).size === productImageIds.length &&
      productImageIds.every((id) => known.has(id));
    if (!exact)
      throw new HttpError(
        400,
        'BAD_REQUEST',
        "Name every one of the product's images once, in the new order.",
      );
    await tx.execute(sql`
      update product_images i set sort_order = o.position - 1
      from unnest(${`{${productImageIds.join(',')}}`}::int[]) with ordinality as o(id, position)
      where i.product_image_id = o.id and i.product_id = ${productId}`);
    return {
      result: await imagesOf(tx, productId),
      action: 'product.images.order',
      before: { productImageIds: current.map((row) => row.id) },
      after: { productImageIds },
    };
  });
}
