import type * as schemas from '../cart';
import { endpointsOf } from '../endpoint';

/** The signed-in user's cart; anonymous carts live in the browser and reach the server at sign-in. */
export const cartEndpoints = endpointsOf<typeof schemas>()('cart', {
  cart: {
    method: 'GET',
    path: '/api/cart/:languageCode',
    summary: "The signed-in user's cart with its totals.",
    access: 'user',
    cache: 'private',
    params: 'cartParams',
    response: 'cartResponse',
  },
  addItem: {
    method: 'POST',
    path: '/api/cart/items',
    access: 'user',
    idempotent: true,
    summary:
      "Adds a quantity delta (may be negative) to the user's line of a product; business rejections as values.",
    body: 'addCartItemRequest',
    response: 'addCartItemResponse',
  },
  removeItem: {
    method: 'DELETE',
    path: '/api/cart/items/:cartItemId',
    summary: 'Removes a line from the cart.',
    access: 'user',
    params: 'removeCartItemParams',
    response: 'removeCartItemResponse',
  },
});
