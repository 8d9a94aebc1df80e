import { productsAdminEndpoints as endpoints, type UploadedImage } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { signedInUser } from '../../http/session-user';
import { withImageUploads } from '../../uploads/image-uploads';
import { orNotFound } from './answers';
import { removeFilesOf } from './product-image-files';
import {
  addImages,
  orderImages,
  readImages,
  removeImage,
  replaceImage,
  setDefaultImage,
} from './product-images';

const noSuchImage = 'No such image of this product.';

/**
 * A product's images, saved at once on their own tab. Uploads are stored first, then written to
 * the database; a failed write removes them again (withImageUploads). Replaced and removed files
 * are deleted once the change is committed.
 */
export async function productImageRoutes(app: AppInstance): Promise<void> {
  const { database, storage } = app.deps;
  const db = database.db;

  serve(app, endpoints.images, async (request) => {
    return { images: orNotFound(await readImages(db, request.params.productId)) };
  });

  serve(app, endpoints.addImages, (request) =>
    withImageUploads(request, { kind: 'product' }, async (uploaded) => {
      const { productId } = request.params;
      const actor = signedInUser(request);
      const images = await addImages(db, actor, productId, uploaded, request.query.setAsDefault);
      return { images: orNotFound(images) };
    }),
  );

  serve(app, endpoints.replaceImage, async (request) => {
    const { productId, productImageId } = request.params;
    const replaced = await withImageUploads(request, { kind: 'product', maxFiles: 1 }, async (images) =>
      orNotFound(
        await replaceImage(db, signedInUser(request), productId, productImageId, images[0] as UploadedImage),
        noSuchImage,
      ),
    );
    await removeFilesOf(db, storage, request.log, replaced.old);
    return { images: replaced.images };
  });

  serve(app, endpoints.removeImage, async (request) => {
    const { productId, productImageId } = request.params;
    const result = orNotFound(
      await removeImage(db, signedInUser(request), productId, productImageId),
      noSuchImage,
    );
    await removeFilesOf(db, storage, request.log, result.removed);
    return { images: result.images, defaultImageId: result.defaultImageId };
  });

  serve(app, endpoints.setDefaultImage, async (request) => {
    const { productId } = request.params;
    const actor = signedInUser(request);
    const images = await setDefaultImage(db, actor, productId, request.body.productImageId);
    return { images: orNotFound(images, noSuchImage) };
  });

  serve(app, endpoints.orderImages, async (request) => {
    const { productId } = request.params;
    const images = await orderImages(db, signedInUser(request), productId, request.body.productImageIds);
    return { images: orNotFound(images) };
  });
}
