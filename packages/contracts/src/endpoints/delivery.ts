import type * as schemas from '../delivery';
import { endpointsOf } from '../endpoint';

/** A shopper's delivery slots at checkout (decision 0047). */
export const deliveryEndpoints = endpointsOf<typeof schemas>()('delivery', {
  availability: {
    method: 'GET',
    path: '/api/delivery/availability',
    access: 'user',
    cache: 'private',
    summary:
      "The zone serving one of the shopper's addresses (null: not delivered there yet) and its slots of the next 14 days.",
    query: 'deliveryAvailabilityQuery',
    response: 'deliveryAvailabilityResponse',
  },
  hold: {
    method: 'POST',
    path: '/api/delivery/hold',
    access: 'user',
    summary: 'Holds a slot for the shopper for a while (10 minutes by default); replaces their other hold.',
    body: 'holdSlotRequest',
    response: 'holdSlotResponse',
  },
  release: {
    method: 'DELETE',
    path: '/api/delivery/hold',
    access: 'user',
    summary: "Releases the shopper's hold, if any.",
    response: 'releaseSlotResponse',
  },
});
