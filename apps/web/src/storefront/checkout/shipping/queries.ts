import type { LanguageCode } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchServerCart } from '../../shared/cart/serverCart';
import { readOnEveryVisit } from '../../shared/shopperQuery';
import { fetchAddresses, fetchAvailability } from './api';

/** The checkout's reads, per signed-in viewer (their user id). */
export const checkoutQueries = {
  addresses: (viewer: number) =>
    queryOptions({
      queryKey: ['checkout', viewer, 'addresses'],
      queryFn: ({ signal }) => fetchAddresses(signal),
      ...readOnEveryVisit,
    }),
  availability: (language: LanguageCode, viewer: number, shippingAddressId: number) =>
    queryOptions({
      queryKey: ['checkout', viewer, 'availability', shippingAddressId, language],
      queryFn: ({ signal }) => fetchAvailability(shippingAddressId, language, signal),
      ...readOnEveryVisit,
    }),
  /** The cart as priced now: its total is the one finalize must keep. */
  pricedCart: (language: LanguageCode, viewer: number) =>
    queryOptions({
      queryKey: ['checkout', viewer, 'cart', language],
      queryFn: ({ signal }) => fetchServerCart(language, signal),
      ...readOnEveryVisit,
    }),
};
