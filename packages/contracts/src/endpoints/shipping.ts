import type * as schemas from '../checkout';
import { endpointsOf } from '../endpoint';

/** The signed-in user's delivery addresses and their one default. */
export const shippingEndpoints = endpointsOf<typeof schemas>()('shipping', {
  list: {
    method: 'GET',
    path: '/api/shipping-addresses',
    summary: "The signed-in user's delivery addresses.",
    access: 'user',
    cache: 'private',
    response: 'shippingAddressesResponse',
  },
  create: {
    method: 'POST',
    path: '/api/shipping-addresses',
    access: 'user',
    idempotent: true,
    summary: 'Adds an address; the rejection TOO_MANY_ADDRESSES past the most a user may keep.',
    body: 'createShippingAddressRequest',
    response: 'createShippingAddressResponse',
  },
  /** POST: the spec leaves the method open, and state never changes on GET. */
  setDefault: {
    method: 'POST',
    path: '/api/shipping-addresses/:shippingAddressId/default',
    summary: 'Makes an address the one checkout offers first.',
    access: 'user',
    params: 'shippingAddressParams',
    response: 'shippingAddressResponse',
  },
});
