import type { AdminCategory } from '@grocery/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { highResSuffix } from '../../uploads/image-sizes';
import { removeStoredImage } from '../../uploads/image-uploads';
import { categoryDetails } from './categories-admin.service';

/** The category as saved, and the image it no longer shows (its files go once committed). */
export interface ImageChange {
  category: AdminCategory;
  replaced: string | null;
}

/**
 * Removes a category image's files (both sizes; a category keeps only the normal size's name). A
 * failure leaves an orphan file, never a broken category: it is logged, not answered.
 */
export async function removeCategoryImage(
  storage: FileStorage,
  log: FastifyBaseLogger,
  imageFile: string | null,
) {
  if (!imageFile) return;
  const imageFileHighRes = imageFile.replace(/\.webp$/, `${highResSuffix}.webp`);
  await removeStoredImage(storage, 'category', { imageFile, imageFileHighRes }).catch((error: unknown) => {
    log.error({ err: error }, 'a replaced category image could not be removed: an orphan file');
  });
}

/**
 * Sets or clears the category's image. Raises modified_at but not the version: the image saves on
 * its own, and the editor's next Details save must not conflict with the same person's upload.
 * Null when there is no such category.
 */
export async function changeCategoryImage(
  db: Database,
  actorUserId: number,
  categoryId: number,
  imageFile: string | null,
): Promise<ImageChange | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageFile: categories.imageFile })
      .from(categories)
      .where(eq(categories.categoryId, categoryId))
      .for('no key update');
    if (!row) return null;
    const category = async () => (await categoryDetails(tx, categoryId, null)) as AdminCategory;
    // Deleting no image changes nothing.
    if (row.imageFile === imageFile) return { category: await category(), replaced: null };
    await tx
      .update(categories)
      .set({ imageFile, modifiedAt: sql`now()` })
      .where(eq(categories.categoryId, categoryId));
    await recordAudit(tx, {
      actorUserId,
      action: imageFile ? 'category.image.update' : 'category.image.delete',
      entity: 'category',
      entityId: categoryId,
      before: { imageFile: row.imageFile },
      after: { imageFile },
    });
    return { category: await category(), replaced: row.imageFile };
  });
}
