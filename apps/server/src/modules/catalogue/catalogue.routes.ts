import {
  catalogueEndpoints,
  categoriesResponse,
  categoryResponse,
  productDetailsResponse,
  productsPageResponse,
  productsResponse,
  searchResponse,
} from '@grocery/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { catalogueTags } from '../../domain/catalogue/catalogue-changes';
import { accepted } from '../../http/answers';
import type { AppInstance } from '../../http/app-instance';
import { EncodedJson } from '../../http/encoded-json';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { setCatalogueCaching } from './caching';
import { catalogueService, type Viewer } from './catalogue.service';
import { imageRoutes } from './images.routes';
import { searchProducts } from './search';
import { viewerKey, viewerOf } from './viewers';

const { product, category, categories, search } = catalogueTags;
const productTags = (products: readonly { productId: number }[] | undefined) =>
  (products ?? []).map((shown) => product(shown.productId));

/** Categories, product lists, details, search, prices and images; public, priced per viewer. */
export async function catalogueRoutes(app: AppInstance): Promise<void> {
  const catalogue = catalogueService(app.deps.database);
  const cache = app.deps.catalogueAnswers;

  /**
   * Loads an answer for the viewer, checks it against its response schema and sends it as JSON;
   * null is a 404. Answers depend on the viewer's user types only, so they are kept in the answer
   * cache by user types and URL, and shared by every viewer with the same types (anonymous ones
   * and users without a type alike), tagged with what they show (`tags`, also for a 404) so that a
   * change drops only the answers it touches (app.ts follows the changes). HTTP caches still get
   * `private, no-store` for signed-in users. The answer is sent here, already encoded, with its
   * ETag (a 304 when the caller has it): Fastify takes the returned reply as sent (hence never).
   */
  async function respond<Answer extends object>(
    request: Pick<FastifyRequest, 'url' | 'user' | 'headers'>,
    reply: FastifyReply,
    load: (viewer: Viewer) => Promise<Answer | null>,
    tags: (answer: Answer | null) => string[],
    schema: z.ZodType,
    missing = 'Not found.',
  ): Promise<never> {
    const viewer = viewerOf(request.user);
    const body = await cache.get(`${viewerKey(viewer)}|${request.url}`, async () => {
      const value = await load(viewer);
      return {
        answer: value && new EncodedJson(JSON.stringify(schema.parse(accepted(value)))),
        tags: tags(value),
      };
    });
    if (body === null) throw notFound(missing);
    setCatalogueCaching(reply, request.user);
    return body.send(request, reply, { revalidate: true }) as never;
  }

  serve(app, catalogueEndpoints.categories, (request, reply) =>
    respond(
      request,
      reply,
      async (viewer) => ({ categories: await catalogue.categories(request.params.languageCode, viewer) }),
      () => [categories],
      categoriesResponse,
    ),
  );

  serve(app, catalogueEndpoints.category, (request, reply) => {
    const { languageCode, categoryId } = request.params;
    return respond(
      request,
      reply,
      async (viewer) => {
        const found = await catalogue.category(languageCode, categoryId, viewer);
        return found && { category: found };
      },
      () => [category(categoryId)],
      categoryResponse,
      'No such category.',
    );
  });

  serve(app, catalogueEndpoints.products, (request, reply) => {
    const { languageCode, categoryId, pageIndex } = request.params;
    return respond(
      request,
      reply,
      (viewer) => catalogue.productsPage(languageCode, categoryId, pageIndex, viewer),
      (page) => [category(categoryId), ...productTags(page?.products)],
      productsResponse,
      'No such category.',
    );
  });

  serve(app, catalogueEndpoints.productsPage, (request, reply) => {
    const { languageCode, categoryId } = request.params;
    const { pageIndex, pageSize } = request.query;
    return respond(
      request,
      reply,
      async (viewer) => {
        const page = await catalogue.productsPage(languageCode, categoryId, pageIndex, viewer, pageSize);
        return page && { items: page.products, total: page.total, pageIndex, pageSize };
      },
      (page) => [category(categoryId), ...productTags(page?.items)],
      productsPageResponse,
      'No such category.',
    );
  });

  serve(app, catalogueEndpoints.productDetails, (request, reply) => {
    const { languageCode, productId } = request.params;
    return respond(
      request,
      reply,
      async (viewer) => {
        const details = await catalogue.productDetails(languageCode, productId, viewer);
        return details && { product: details };
      },
      () => [product(productId)],
      productDetailsResponse,
      'No such product.',
    );
  });

  serve(app, catalogueEndpoints.search, (request, reply) =>
    respond(
      request,
      reply,
      async (viewer) => ({
        products: await searchProducts(
          app.deps.database.db,
          request.params.searchTerm,
          request.query.languageCode,
          viewer,
        ),
      }),
      (found) => [search, ...productTags(found?.products)],
      searchResponse,
    ),
  );

  serve(app, catalogueEndpoints.prices, async (request) => {
    const prices = await catalogue.prices(request.body.productIds, viewerOf(request.user));
    return { prices };
  });

  serve(app, catalogueEndpoints.cards, async (request) => {
    const { languageCode, productIds } = request.body;
    return {
      products: await catalogue.productCards(languageCode, productIds, viewerOf(request.user)),
    };
  });

  await app.register(imageRoutes);
}
