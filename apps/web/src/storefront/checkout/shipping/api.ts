import {
  type CreateShippingAddressRequest,
  createShippingAddressResponse,
  fillPath,
  finalizeOrderResponse,
  geocodeResponse,
  geocodingPaths,
  idempotencyKeyHeader,
  type LanguageCode,
  orderEndpoints,
  reverseGeocodeResponse,
  type ShippingAddress,
  shippingAddressesResponse,
  shippingAddressResponse,
  shippingPaths,
} from '@grocery/contracts';
import { call } from '../../../api/call';
import { api } from '../../../api/client';
import type { Point } from './coordinates';

/** The shipping page's calls, checked with the contracts' schemas (this is a lazy chunk). */

export async function fetchAddresses(signal?: AbortSignal): Promise<ShippingAddress[]> {
  return (await api.get(shippingPaths.addresses, { parse: shippingAddressesResponse, signal })).addresses;
}

/** A business rejection (TOO_MANY_ADDRESSES) comes back as a value. */
export function createAddress(body: CreateShippingAddressRequest) {
  return api.post(shippingPaths.addresses, body, { allowReject: true, parse: createShippingAddressResponse });
}

export async function setDefaultAddress(shippingAddressId: number): Promise<ShippingAddress> {
  const path = fillPath(shippingPaths.setDefault, { shippingAddressId });
  return (await api.post(path, {}, { parse: shippingAddressResponse })).address;
}

/** The geocoder answers up to five places worth offering. */
const placesShown = 5;

export async function searchPlaces(query: string, signal?: AbortSignal) {
  const answer = await api.get(geocodingPaths.search, {
    query: { q: query },
    parse: geocodeResponse,
    signal,
  });
  return answer.places.slice(0, placesShown);
}

export async function reversePlace(point: Point, signal?: AbortSignal) {
  const query = { lat: point.latitude, lon: point.longitude };
  return (await api.get(geocodingPaths.reverse, { query, parse: reverseGeocodeResponse, signal })).place;
}

/** Finalizes the order; the same key on a retry answers the same order instead of a second one. */
export function finalizeOrder(shippingAddressId: number, languageCode: LanguageCode, key: string) {
  return call(
    orderEndpoints.finalize,
    { body: { shippingAddressId, languageCode }, headers: { [idempotencyKeyHeader]: key } },
    { allowReject: true, parse: finalizeOrderResponse },
  );
}

/** A fresh key per finalize attempt; a retry of the same attempt sends the same one. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) randomUUID is missing.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
