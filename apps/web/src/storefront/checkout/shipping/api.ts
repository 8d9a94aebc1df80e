import {
  type CreateShippingAddressRequest,
  createShippingAddressResponse,
  deliveryAvailabilityResponse,
  deliveryEndpoints,
  finalizeOrderResponse,
  geocodeResponse,
  geocodingEndpoints,
  type HoldSlotRequest,
  holdSlotResponse,
  idempotencyKeyHeader,
  type LanguageCode,
  orderEndpoints,
  reverseGeocodeResponse,
  type ShippingAddress,
  type SlotChoice,
  shippingAddressesResponse,
  shippingAddressResponse,
  shippingEndpoints,
} from '@grocery/contracts';
import { call } from '../../../api/call';
import type { Point } from './coordinates';

/** The shipping page's calls, checked with the contracts' schemas (this is a lazy chunk). */

export async function fetchAddresses(signal?: AbortSignal): Promise<ShippingAddress[]> {
  return (await call(shippingEndpoints.list, {}, { parse: shippingAddressesResponse, signal })).addresses;
}

/** A business rejection (TOO_MANY_ADDRESSES) comes back as a value. */
export function createAddress(body: CreateShippingAddressRequest) {
  return call(
    shippingEndpoints.create,
    { body },
    { allowReject: true, parse: createShippingAddressResponse },
  );
}

export async function setDefaultAddress(shippingAddressId: number): Promise<ShippingAddress> {
  const input = { params: { shippingAddressId } };
  return (await call(shippingEndpoints.setDefault, input, { parse: shippingAddressResponse })).address;
}

/** The geocoder answers up to five places worth offering. */
const placesShown = 5;

export async function searchPlaces(query: string, signal?: AbortSignal) {
  const answer = await call(
    geocodingEndpoints.search,
    { query: { q: query } },
    { parse: geocodeResponse, signal },
  );
  return answer.places.slice(0, placesShown);
}

export async function reversePlace(point: Point, signal?: AbortSignal) {
  const query = { lat: point.latitude, lon: point.longitude };
  return (await call(geocodingEndpoints.reverse, { query }, { parse: reverseGeocodeResponse, signal })).place;
}

/**
 * Finalizes the order with its delivery slot; the same key on a retry answers the same order
 * instead of a second one. With the total the shopper was shown, a cart that would cost otherwise
 * (a deal ended meanwhile) is refused with PRICES_CHANGED.
 */
export function finalizeOrder(
  shippingAddressId: number,
  languageCode: LanguageCode,
  key: string,
  deliverySlot: SlotChoice,
  expectedTotal?: number,
) {
  return call(
    orderEndpoints.finalize,
    {
      body: { shippingAddressId, languageCode, deliverySlot, expectedTotal },
      headers: { [idempotencyKeyHeader]: key },
    },
    { allowReject: true, parse: finalizeOrderResponse },
  );
}

/**
 * The zone serving the address (null: not delivered there yet), named in the page's language, its
 * slots of the next days and the shopper's hold.
 */
export function fetchAvailability(
  shippingAddressId: number,
  languageCode: LanguageCode,
  signal?: AbortSignal,
) {
  return call(
    deliveryEndpoints.availability,
    { query: { shippingAddressId: String(shippingAddressId), languageCode } },
    { parse: deliveryAvailabilityResponse, signal },
  );
}

/** Holds a slot for the shopper (replacing their other hold); a full or closed slot comes back as a rejection. */
export function holdSlot(body: HoldSlotRequest) {
  return call(deliveryEndpoints.hold, { body }, { allowReject: true, parse: holdSlotResponse });
}

/** A fresh key per finalize attempt; a retry of the same attempt sends the same one. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) randomUUID is missing.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
