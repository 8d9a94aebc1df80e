import { productsAdminEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { serveList } from '../../http/list-page';
import { signedInUser } from '../../http/session-user';
import { orNotFound } from './answers';
import { setFlag, setFlagOnMany } from './product-flags';
import { productImageRoutes } from './product-images.routes';
import { linkManyToCategory, setCategoryLink } from './product-links';
import { readProduct } from './product-rows';
import { createProduct, updateProduct } from './product-save';
import { productTextRoutes } from './product-texts.routes';
import { listProducts } from './products-list';

/**
 * The back office's products: the grid, the editor's save, the flags and bulk flags, and category
 * links, one or many; images, translations and prices in their own files. Reads are never cached.
 */
export async function productsAdminRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.database.db;

  serveList(app, endpoints.list, endpoints.page, async (request) => {
    return listProducts(db, request.query, app.deps.listTotals);
  });

  serve(app, endpoints.product, async (request) => {
    const product = await readProduct(db, request.params.productId, request.query.languageCode);
    return { product: orNotFound(product) };
  });

  serve(app, endpoints.create, async (request) => {
    const result = await createProduct(db, signedInUser(request), request.body);
    return result.reject ? result : { product: result.product };
  });

  serve(app, endpoints.update, async (request) => {
    const result = orNotFound(
      await updateProduct(db, signedInUser(request), request.params.productId, request.body),
    );
    return result.reject ? result : { product: result.product };
  });

  serve(app, endpoints.setActive, async (request) => {
    const { productId } = request.params;
    const product = await setFlag(db, signedInUser(request), productId, 'active', request.body.active);
    return { product: orNotFound(product) };
  });

  serve(app, endpoints.setOutOfStock, async (request) => {
    const { productId } = request.params;
    const product = await setFlag(
      db,
      signedInUser(request),
      productId,
      'outOfStock',
      request.body.outOfStock,
    );
    return { product: orNotFound(product) };
  });

  serve(app, endpoints.bulkActive, async (request) => {
    const { productIds, active } = request.body;
    return { results: await setFlagOnMany(db, signedInUser(request), productIds, 'active', active) };
  });

  serve(app, endpoints.bulkOutOfStock, async (request) => {
    const { productIds, outOfStock } = request.body;
    const results = await setFlagOnMany(db, signedInUser(request), productIds, 'outOfStock', outOfStock);
    return { results };
  });

  serve(app, endpoints.bulkAddToCategory, async (request) => {
    const { productIds, categoryId } = request.body;
    const results = await linkManyToCategory(db, signedInUser(request), productIds, categoryId);
    if (!results) throw new HttpError(404, 'UNKNOWN_CATEGORY', 'No such category.');
    return { results };
  });

  serve(app, endpoints.linkCategory, async (request) => {
    const { productId, categoryId } = request.params;
    const categories = await setCategoryLink(db, signedInUser(request), productId, categoryId, true);
    return { categories: orNotFound(categories, 'No such product or category.') };
  });

  serve(app, endpoints.unlinkCategory, async (request) => {
    const { productId, categoryId } = request.params;
    const categories = await setCategoryLink(db, signedInUser(request), productId, categoryId, false);
    return { categories: orNotFound(categories, 'No such product or category.') };
  });

  await productImageRoutes(app);
  await productTextRoutes(app);
}
