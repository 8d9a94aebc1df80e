import type * as schemas from '../catalogue-admin';
import { endpointsOf } from '../endpoint';

const read = ['admin_access', 'catalogue:read'] as const;
const write = ['admin_access', 'catalogue:write'] as const;
const base = '/api/admin/products';

/** The back office's products: grid, editor, flags, categories, images, translations and prices. */
export const productsAdminEndpoints = endpointsOf<typeof schemas>()('products-admin', {
  uploadProductImages: {
    method: 'POST',
    path: '/api/admin/product-images',
    access: write,
    summary: 'Stores images ahead of the product change that attaches them (to be replaced by addImages).',
    upload: true,
    response: 'productImagesUploadResponse',
  },
  list: {
    method: 'GET',
    path: base,
    access: read,
    summary: 'A page of products, filtered and sorted by the spec keys (newest first by default).',
    query: 'adminProductsQuery',
    response: 'adminProductsResponse',
  },
  product: {
    method: 'GET',
    path: `${base}/:productId`,
    access: read,
    summary: 'One product as the editor shows it, with its categories and the version a save names.',
    params: 'adminProductParams',
    query: 'adminProductQuery',
    response: 'adminProductResponse',
  },
  create: {
    method: 'POST',
    path: base,
    access: write,
    summary:
      'Creates a product with its categories and user-type prices in one transaction (prices also need pricing:write when given).',
    body: 'createProductRequest',
    response: 'productSaveResponse',
  },
  update: {
    method: 'PUT',
    path: `${base}/:productId`,
    access: write,
    summary:
      'Saves what an edit changed (fields, category links, prices) in one transaction, if the product is still at the version loaded (CONFLICT otherwise).',
    params: 'adminProductParams',
    body: 'updateProductRequest',
    response: 'productSaveResponse',
  },
  setActive: {
    method: 'PUT',
    path: `${base}/:productId/active`,
    access: write,
    params: 'adminProductParams',
    body: 'productActiveRequest',
    response: 'productFlagResponse',
  },
  setOutOfStock: {
    method: 'PUT',
    path: `${base}/:productId/out-of-stock`,
    access: write,
    params: 'adminProductParams',
    body: 'productOutOfStockRequest',
    response: 'productFlagResponse',
  },
  bulkActive: {
    method: 'POST',
    path: `${base}/bulk/active`,
    access: write,
    summary: 'Sets active on up to 1,000 products in one transaction; a result per product asked.',
    body: 'bulkActiveRequest',
    response: 'bulkProductsResponse',
  },
  bulkOutOfStock: {
    method: 'POST',
    path: `${base}/bulk/out-of-stock`,
    access: write,
    summary: 'Sets out of stock on up to 1,000 products in one transaction; a result per product asked.',
    body: 'bulkOutOfStockRequest',
    response: 'bulkProductsResponse',
  },
  linkCategory: {
    method: 'POST',
    path: `${base}/:productId/categories/:categoryId`,
    access: write,
    params: 'productCategoryParams',
    response: 'productCategoriesResponse',
  },
  unlinkCategory: {
    method: 'DELETE',
    path: `${base}/:productId/categories/:categoryId`,
    access: write,
    params: 'productCategoryParams',
    response: 'productCategoriesResponse',
  },
  images: {
    method: 'GET',
    path: `${base}/:productId/images`,
    access: read,
    params: 'adminProductParams',
    response: 'productImagesResponse',
  },
  addImages: {
    method: 'POST',
    path: `${base}/:productId/images`,
    access: write,
    summary:
      'Adds one or more images (multipart/form-data; JPEG, PNG, WebP, AVIF or GIF by content), re-encoded to WebP in the normal and high-resolution sizes, after the others; the first becomes the default when asked or when the product had none.',
    params: 'adminProductParams',
    query: 'addProductImagesQuery',
    upload: true,
    response: 'productImagesResponse',
  },
  replaceImage: {
    method: 'PUT',
    path: `${base}/:productId/images/:productImageId`,
    access: write,
    summary: "Replaces one image's file (multipart, one image), keeping its place and default flag.",
    params: 'productImageParams',
    upload: true,
    response: 'productImagesResponse',
  },
  removeImage: {
    method: 'DELETE',
    path: `${base}/:productId/images/:productImageId`,
    access: write,
    summary: 'Removes an image and its files; when it was the default, the next in order becomes it.',
    params: 'productImageParams',
    response: 'removeProductImageResponse',
  },
  setDefaultImage: {
    method: 'PUT',
    path: `${base}/:productId/images/default`,
    access: write,
    params: 'adminProductParams',
    body: 'defaultProductImageRequest',
    response: 'productImagesResponse',
  },
  orderImages: {
    method: 'PUT',
    path: `${base}/:productId/images/order`,
    access: write,
    summary: 'Puts the images in the order given (every image of the product, each once).',
    params: 'adminProductParams',
    body: 'productImagesOrderRequest',
    response: 'productImagesResponse',
  },
  translations: {
    method: 'GET',
    path: `${base}/:productId/translations`,
    access: read,
    params: 'adminProductParams',
    response: 'productTranslationsResponse',
  },
  saveTranslation: {
    method: 'PUT',
    path: `${base}/:productId/translations/:languageCode`,
    access: write,
    params: 'productTranslationParams',
    body: 'productTranslationRequest',
    response: 'productTranslationResponse',
  },
  deleteTranslation: {
    method: 'DELETE',
    path: `${base}/:productId/translations/:languageCode`,
    access: write,
    params: 'productTranslationParams',
    response: 'deleteTranslationResponse',
  },
  prices: {
    method: 'GET',
    path: `${base}/:productId/prices`,
    access: ['admin_access', 'pricing:read'],
    summary: 'One row per user type: its price for the product (null: none), minimum and step.',
    params: 'adminProductParams',
    response: 'productPricesResponse',
  },
  savePrices: {
    method: 'PUT',
    path: `${base}/:productId/prices`,
    access: ['admin_access', 'pricing:write'],
    summary:
      'Sets the user types given (others unchanged); a row back at no price, minimum 1 and step 1 is removed.',
    params: 'adminProductParams',
    body: 'productPricesRequest',
    response: 'productPricesSaveResponse',
  },
});

/** The name the uploads platform's tests know the products endpoints by. */
export const catalogueAdminEndpoints = productsAdminEndpoints;
