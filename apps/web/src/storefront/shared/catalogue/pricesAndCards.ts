import { catalogueEndpoints, type LanguageCode, type PriceInfo, type Product } from '@grocery/contracts';
import { call } from '../../../api/call';

/**
 * The viewer's prices and product cards of a list of products (anonymous or signed in), for the cart
 * page and the cart sync; apart from serverCart.ts, so the product pages, which add to the cart,
 * do not load them. Answers are typed, not checked again (decision 0009).
 */

/** The prices and cards calls take at most this many ids. */
const pricesBatch = 200;

/** Asks for the distinct ids in batches the server takes, one after another, in the order given. */
async function inBatches<T>(productIds: number[], load: (batch: number[]) => Promise<T>): Promise<T[]> {
  const ids = [...new Set(productIds)];
  const answers: T[] = [];
  for (let start = 0; start < ids.length; start += pricesBatch) {
    answers.push(await load(ids.slice(start, start + pricesBatch)));
  }
  return answers;
}

/** Price info by product id for the viewer (anonymous or signed in); unknown or hidden ids are left out. */
export async function fetchPrices(
  productIds: number[],
  signal?: AbortSignal,
): Promise<Record<string, PriceInfo>> {
  const answers = await inBatches(productIds, (batch) =>
    call(catalogueEndpoints.prices, { body: { productIds: batch } }, { signal }),
  );
  return Object.assign({}, ...answers.map((answer) => answer.prices));
}

/** Product cards (texts, picture, prices) of the viewer's visible products, in the order asked. */
export async function fetchProductCards(
  languageCode: LanguageCode,
  productIds: number[],
  signal?: AbortSignal,
): Promise<Product[]> {
  const answers = await inBatches(productIds, (batch) =>
    call(catalogueEndpoints.cards, { body: { languageCode, productIds: batch } }, { signal }),
  );
  return answers.flatMap((answer) => answer.products);
}
