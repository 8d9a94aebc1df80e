import type * as schemas from '../checkout';
import { endpointsOf } from '../endpoint';

/**
 * Address search for the shipping form, through our server to the configured Nominatim-like
 * service. Signed-in users only, so the server is no open proxy to it.
 */
export const geocodingEndpoints = endpointsOf<typeof schemas>()('geocoding', {
  search: {
    method: 'GET',
    path: '/api/geocoding/search',
    access: 'user',
    summary:
      'Places matching a free-text address; 502 GEOCODER_UNAVAILABLE when the service does not answer.',
    query: 'geocodeQuery',
    response: 'geocodeResponse',
  },
  reverse: {
    method: 'GET',
    path: '/api/geocoding/reverse',
    access: 'user',
    summary: 'The place at a point, or null; 502 GEOCODER_UNAVAILABLE when the service does not answer.',
    query: 'reverseGeocodeQuery',
    response: 'reverseGeocodeResponse',
  },
});
