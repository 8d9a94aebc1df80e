import type { cartEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { cart, cartLine } from './shapes';

export const cartExamples = examplesOf<typeof cartEndpoints>()({
  cart: { response: cart },
  addItem: {
    body: { productId: 1042, quantity: 2, languageCode: 'en' },
    response: { reject: false, reason: null, cartItem: cartLine },
  },
  removeItem: { response: { reject: false, reason: null } },
});
