import {
  cataloguePaths,
  categoriesParams,
  categoriesResponse,
  categoryParams,
  categoryResponse,
  pricesRequest,
  pricesResponse,
  productDetailsParams,
  productDetailsResponse,
  productsParams,
  productsResponse,
  searchParams,
  searchQuery,
  searchResponse,
} from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { notFound } from '../../http/http-error';
import { setCatalogueCaching } from './caching';
import { catalogueService, type Viewer } from './catalogue.service';
import { imageRoutes } from './images.routes';
import { searchProducts } from './search';

const done = { reject: false as const, reason: null };
const viewerOf = (request: { user: { userId: number } | null }): Viewer => ({
  userId: request.user?.userId ?? 0,
});

/** Categories, product lists, details, search, prices and images; public, priced per viewer. */
export async function catalogueRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.database.db;
  const catalogue = catalogueService(db);
  const publicRoute = { access: 'public' as const };

  app.get(
    cataloguePaths.categories,
    {
      config: publicRoute,
      schema: { tags: ['categories'], params: categoriesParams, response: { 200: categoriesResponse } },
    },
    async (request, reply) => {
      const categories = await catalogue.categories(request.params.languageCode, viewerOf(request));
      setCatalogueCaching(reply, request.user);
      return { ...done, categories };
    },
  );

  app.get(
    cataloguePaths.category,
    {
      config: publicRoute,
      schema: { tags: ['categories'], params: categoryParams, response: { 200: categoryResponse } },
    },
    async (request, reply) => {
      const { languageCode, categoryId } = request.params;
      const category = await catalogue.category(languageCode, categoryId, viewerOf(request));
      if (!category) throw notFound('No such category.');
      setCatalogueCaching(reply, request.user);
      return { ...done, category };
    },
  );

  app.get(
    cataloguePaths.products,
    {
      config: publicRoute,
      schema: { tags: ['products'], params: productsParams, response: { 200: productsResponse } },
    },
    async (request, reply) => {
      const { languageCode, categoryId, pageIndex } = request.params;
      const page = await catalogue.productsPage(languageCode, categoryId, pageIndex, viewerOf(request));
      if (!page) throw notFound('No such category.');
      setCatalogueCaching(reply, request.user);
      return { ...done, ...page };
    },
  );

  app.get(
    cataloguePaths.productDetails,
    {
      config: publicRoute,
      schema: { tags: ['products'], params: productDetailsParams, response: { 200: productDetailsResponse } },
    },
    async (request, reply) => {
      const { languageCode, productId } = request.params;
      const product = await catalogue.productDetails(languageCode, productId, viewerOf(request));
      if (!product) throw notFound('No such product.');
      setCatalogueCaching(reply, request.user);
      return { ...done, product };
    },
  );

  app.get(
    cataloguePaths.search,
    {
      config: publicRoute,
      schema: {
        tags: ['products'],
        params: searchParams,
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request, reply) => {
      const { searchTerm } = request.params;
      const products = await searchProducts(db, searchTerm, request.query.languageCode, viewerOf(request));
      setCatalogueCaching(reply, request.user);
      return { ...done, products };
    },
  );

  // POST only because the id list is a body; nothing changes, and the answer is never cached.
  app.post(
    cataloguePaths.prices,
    {
      config: publicRoute,
      schema: { tags: ['products'], body: pricesRequest, response: { 200: pricesResponse } },
    },
    async (request) => {
      const prices = await catalogue.prices(request.body.productIds, viewerOf(request));
      return { ...done, prices };
    },
  );

  await app.register(imageRoutes);
}
