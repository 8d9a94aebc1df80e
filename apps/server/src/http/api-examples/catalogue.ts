import type { catalogueEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { category, product, productDetails } from './shapes';

const { productId, productName, barcode, imageFile, unit, outOfStock } = product;
const { onlinePrice, promotionPrice, customerPrice, unitPrice, minimumQuantity, quantityStep, deal } =
  product;
/** A product's prices for the viewer, as the prices call answers them. */
const price = { onlinePrice, promotionPrice, customerPrice, unitPrice, minimumQuantity, quantityStep, deal };

export const catalogueExamples = examplesOf<typeof catalogueEndpoints>()({
  categories: { response: { reject: false, reason: null, categories: [category] } },
  category: { response: { reject: false, reason: null, category } },
  products: { response: { reject: false, reason: null, products: [product], total: 13 } },
  productsPage: {
    response: { reject: false, reason: null, items: [product], total: 13, pageIndex: 0, pageSize: 25 },
  },
  productDetails: { response: { reject: false, reason: null, product: productDetails } },
  search: {
    response: {
      reject: false,
      reason: null,
      products: [{ ...price, productId, productName, barcode, imageFile, unit, outOfStock }],
    },
  },
  prices: {
    body: { productIds: [productId] },
    response: { reject: false, reason: null, prices: { [productId]: price } },
  },
  cards: {
    body: { productIds: [productId], languageCode: 'en' },
    response: { reject: false, reason: null, products: [product] },
  },
});
