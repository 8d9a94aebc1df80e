import { categoriesAdminEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { serveList } from '../../http/list-page';
import { signedInUser } from '../../http/session-user';
import { withImageUploads } from '../../uploads/image-uploads';
import { categoriesAdminService } from './categories-admin.service';
import { changeCategoryImage, removeCategoryImage } from './category-image';
import { categoryProducts } from './category-products';
import { categoryTranslationsService } from './category-translations';
import { setCategoryUserTypes } from './category-visibility';

const noSuchCategory = () => notFound('No such category.');

function found<T>(value: T | null): T {
  if (value === null) throw noSuchCategory();
  return value;
}

/** The categories' back office: grid, editor, image, products, visibility and translations. */
export async function categoriesAdminRoutes(app: AppInstance): Promise<void> {
  const { database, storage } = app.deps;
  const db = database.db;
  const service = categoriesAdminService(db);
  const translations = categoryTranslationsService(db);
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;

  serveList(app, endpoints.list, endpoints.page, async (request) => {
    return service.list(request.query);
  });

  serve(app, endpoints.category, async (request) => {
    const category = found(await service.category(request.params.categoryId, request.query.languageCode));
    return { category };
  });

  serve(app, endpoints.create, async (request) => {
    const result = found(await service.create(actor(request), request.body));
    return result.reject ? result : { category: result.category };
  });

  serve(app, endpoints.update, async (request) => {
    const result = found(await service.update(actor(request), request.params.categoryId, request.body));
    return result.reject ? result : { category: result.category };
  });

  serve(app, endpoints.remove, async (request) => {
    const removed = found(await service.remove(actor(request), request.params.categoryId));
    await removeCategoryImage(storage, request.log, removed.imageFile);
    return { deleted: true as const };
  });

  serve(app, endpoints.uploadImage, async (request) => {
    const { categoryId } = request.params;
    // Known before the upload is read: no image is encoded for nothing.
    found(await service.category(categoryId, 'en'));
    const change = await withImageUploads(request, { kind: 'category', maxFiles: 1 }, async ([image]) =>
      found(await changeCategoryImage(db, actor(request), categoryId, image?.imageFile ?? null)),
    );
    await removeCategoryImage(storage, request.log, change.replaced);
    return { category: change.category };
  });

  serve(app, endpoints.deleteImage, async (request) => {
    const change = found(await changeCategoryImage(db, actor(request), request.params.categoryId, null));
    await removeCategoryImage(storage, request.log, change.replaced);
    return { category: change.category };
  });

  serveList(app, endpoints.products, endpoints.productsPage, async (request) => {
    const { categoryId } = request.params;
    found(await service.category(categoryId, 'en'));
    return categoryProducts(db, categoryId, request.query);
  });

  serve(app, endpoints.setUserTypes, async (request) => {
    const { categoryId } = request.params;
    const result = found(
      await setCategoryUserTypes(db, actor(request), categoryId, request.body.userTypeIds),
    );
    return result.reject ? result : { category: result.category };
  });

  serve(app, endpoints.translations, async (request) => {
    return found(await translations.translations(request.params.categoryId));
  });

  serve(app, endpoints.saveTranslation, async (request) => {
    const { categoryId, languageCode } = request.params;
    const name = request.body.categoryName;
    const translation = found(await translations.save(actor(request), categoryId, languageCode, name));
    return { translation };
  });

  serve(app, endpoints.deleteTranslation, async (request) => {
    const { categoryId, languageCode } = request.params;
    return found(await translations.remove(actor(request), categoryId, languageCode));
  });
}
