import type * as schemas from '../checkout';
import { endpointsOf } from '../endpoint';

/** The signed-in user's orders; one call answers an order with its items. */
export const orderEndpoints = endpointsOf<typeof schemas>()('orders', {
  finalize: {
    method: 'POST',
    path: '/api/orders/finalize',
    summary: 'Places an order from the cart, with the delivery address and slot.',
    access: 'user',
    idempotent: true,
    headers: 'finalizeOrderHeaders',
    body: 'finalizeOrderRequest',
    response: 'finalizeOrderResponse',
  },
  list: {
    method: 'GET',
    path: '/api/orders/:languageCode',
    summary: "The signed-in user's orders, newest first.",
    access: 'user',
    cache: 'private',
    params: 'ordersParams',
    query: 'ordersQuery',
    response: 'ordersResponse',
    deprecated: { since: '2026-11-30', sunset: '2027-06-01', successor: '/api/v2/orders/:languageCode' },
  },
  page: {
    method: 'GET',
    path: '/api/v2/orders/:languageCode',
    access: 'user',
    cache: 'private',
    summary: "A page of the signed-in user's orders, newest first; `orderNumber` finds one.",
    params: 'ordersParams',
    query: 'ordersPageQuery',
    response: 'ordersPageResponse',
  },
  order: {
    method: 'GET',
    path: '/api/orders/:languageCode/:orderNumber',
    summary: 'One order of the signed-in user, with its items and history.',
    access: 'user',
    cache: 'private',
    params: 'orderParams',
    response: 'orderResponse',
  },
});
