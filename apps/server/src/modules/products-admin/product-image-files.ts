import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { productImages } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { removeStoredImage } from '../../uploads/image-uploads';

/**
 * Deletes the files of a replaced or removed image once its change is committed, unless an image
 * row still names them. A failure leaves an orphan file, logged, and does not undo the change.
 */
export async function removeFilesOf(
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
  image: { imageFile: string; imageFileHighRes: string | null },
): Promise<void> {
  const [used] = await db
    .select({ id: productImages.productImageId })
    .from(productImages)
    .where(eq(productImages.imageFile, image.imageFile))
    .limit(1);
  if (used) return;
  const files = { imageFile: image.imageFile, imageFileHighRes: image.imageFileHighRes ?? image.imageFile };
  await removeStoredImage(storage, 'product', files).catch((error: unknown) =>
    log.error({ err: error }, 'a removed product image could not be deleted: an orphan file'),
  );
}
