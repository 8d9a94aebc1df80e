import type * as schemas from '../checkout';
import { endpointsOf } from '../endpoint';

/** The signed-in user's orders; one call answers an order with its items. */
export const orderEndpoints = endpointsOf<typeof schemas>()('orders', {
  finalize: {
    method: 'POST',
    path: '/api/orders/finalize',
    access: 'user',
    idempotent: true,
    headers: 'finalizeOrderHeaders',
    body: 'finalizeOrderRequest',
    response: 'finalizeOrderResponse',
  },
  list: {
    method: 'GET',
    path: '/api/orders/:languageCode',
    access: 'user',
    cache: 'private',
    params: 'ordersParams',
    query: 'ordersQuery',
    response: 'ordersResponse',
  },
  order: {
    method: 'GET',
    path: '/api/orders/:languageCode/:orderNumber',
    access: 'user',
    cache: 'private',
    params: 'orderParams',
    response: 'orderResponse',
  },
});
