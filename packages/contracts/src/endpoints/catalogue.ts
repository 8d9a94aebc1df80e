import type * as schemas from '../catalogue';
import { endpointsOf } from '../endpoint';

/**
 * Categories, products, search, prices and images: public, priced per viewer (anonymous GET answers
 * may be cached). The storefront's first load imports these; the web build keeps only their method
 * and path (apps/web/build/slimEndpoints.ts).
 */
export const catalogueEndpoints = endpointsOf<typeof schemas>()('catalogue', {
  categories: {
    method: 'GET',
    path: '/api/categories/:languageCode',
    summary: 'The categories the viewer may see, with names in the language asked.',
    access: 'public',
    keptSession: true,
    params: 'categoriesParams',
    response: 'categoriesResponse',
  },
  category: {
    method: 'GET',
    path: '/api/categories/:languageCode/:categoryId',
    summary: 'One category, with its name in the language asked.',
    access: 'public',
    keptSession: true,
    params: 'categoryParams',
    response: 'categoryResponse',
  },
  products: {
    method: 'GET',
    path: '/api/products/:languageCode/:categoryId/:pageIndex?',
    access: 'public',
    keptSession: true,
    summary: "A page of a category's products; the page index is optional (0 when absent).",
    params: 'productsParams',
    response: 'productsResponse',
  },
  productsPage: {
    method: 'GET',
    path: '/api/v2/products/:languageCode/:categoryId',
    access: 'public',
    keptSession: true,
    summary: "A page of a category's products in the one list shape (`pageIndex`, `pageSize` in the query).",
    params: 'productsPageParams',
    query: 'productsPageQuery',
    response: 'productsPageResponse',
  },
  productDetails: {
    method: 'GET',
    path: '/api/products/:languageCode/:productId/details',
    summary: "One product's details, priced for the viewer.",
    access: 'public',
    keptSession: true,
    params: 'productDetailsParams',
    response: 'productDetailsResponse',
  },
  search: {
    method: 'GET',
    path: '/api/products/search/:searchTerm',
    summary: 'Products whose name or barcode matches the search term, priced for the viewer.',
    access: 'public',
    keptSession: true,
    params: 'searchParams',
    query: 'searchQuery',
    response: 'searchResponse',
  },
  prices: {
    method: 'POST',
    path: '/api/products/prices',
    access: 'public',
    summary:
      "The viewer's prices of a list of products. POST for the id list: nothing changes, never cached.",
    body: 'pricesRequest',
    response: 'pricesResponse',
  },
  cards: {
    method: 'POST',
    path: '/api/products/cards',
    access: 'public',
    summary: "Product cards of a list of products, in the order asked: the anonymous cart's one call.",
    body: 'productCardsRequest',
    response: 'productCardsResponse',
  },
  /** An image file, not JSON: no response schema. */
  productImage: {
    method: 'GET',
    path: '/api/products/images/:imageFile',
    access: 'public',
    summary: 'A product image file (immutable caching, ETag).',
    params: 'imageParams',
  },
  categoryImage: {
    method: 'GET',
    path: '/api/categories/images/:imageFile',
    access: 'public',
    summary: 'A category image file (immutable caching, ETag).',
    params: 'imageParams',
  },
});
