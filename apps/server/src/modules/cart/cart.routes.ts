import {
  addCartItemRequest,
  addCartItemResponse,
  cartParams,
  cartPaths,
  cartResponse,
  removeCartItemParams,
  removeCartItemResponse,
} from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { notFound } from '../../http/http-error';
import type { SessionUser } from '../accounts/sessions';
import { cartService } from './cart.service';

const tags = ['cart'];
const done = { reject: false as const, reason: null };
const userIdOf = (request: { user: SessionUser | null }) => (request.user as SessionUser).userId;

/** The signed-in user's cart. Anonymous carts live in the browser and reach here at sign-in. */
export async function cartRoutes(app: AppInstance): Promise<void> {
  const cart = cartService(app.deps.database.db);
  const userRoute = { access: 'user' as const };

  app.get(
    cartPaths.cart,
    { config: userRoute, schema: { tags, params: cartParams, response: { 200: cartResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ...done, ...(await cart.cart(userIdOf(request), request.params.languageCode)) };
    },
  );

  app.post(
    cartPaths.items,
    { config: userRoute, schema: { tags, body: addCartItemRequest, response: { 200: addCartItemResponse } } },
    async (request) => {
      const result = await cart.add(userIdOf(request), request.body);
      if (result.reason) return { reject: true as const, reason: result.reason, message: result.message };
      return { ...done, cartItem: result.cartItem };
    },
  );

  app.delete(
    cartPaths.item,
    {
      config: userRoute,
      schema: { tags, params: removeCartItemParams, response: { 200: removeCartItemResponse } },
    },
    async (request) => {
      const removed = await cart.remove(userIdOf(request), request.params.cartItemId);
      if (!removed) throw notFound('No such cart item.');
      return done;
    },
  );
}
