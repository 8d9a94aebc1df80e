import { cartEndpoints } from '@grocery/contracts';
import { reject } from '../../http/answers';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { cartService } from './cart.service';

/** The signed-in user's cart. Anonymous carts live in the browser and reach here at sign-in. */
export async function cartRoutes(app: AppInstance): Promise<void> {
  const cart = cartService(app.deps.database.db);

  serve(app, cartEndpoints.cart, async (request) => {
    return cart.cart(signedInUser(request).userId, request.params.languageCode);
  });

  serve(app, cartEndpoints.addItem, async (request) => {
    const result = await cart.add(signedInUser(request).userId, request.body);
    if (result.reason) return reject(result.reason, { message: result.message });
    return { cartItem: result.cartItem };
  });

  serve(app, cartEndpoints.removeItem, async (request) => {
    const removed = await cart.remove(signedInUser(request).userId, request.params.cartItemId);
    if (!removed) throw notFound('No such cart item.');
    return {};
  });
}
