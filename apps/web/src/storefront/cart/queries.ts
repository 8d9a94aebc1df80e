import type { LanguageCode } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { cartBackend } from '../shared/cart/cartBackend';
import type { CartView } from '../shared/cart/cartLines';
import { readOnEveryVisit } from '../shared/shopperQuery';
import { withCartParts } from './lazyParts';

/**
 * The cart page's lines and totals: the server's cart for a signed-in viewer (their user id), the
 * device's for viewer 0 (cartBackend.ts picks it), with the summary's code loaded too.
 */
export function loadCart(language: LanguageCode, viewer: number, signal: AbortSignal): Promise<CartView> {
  return withCartParts(cartBackend(viewer !== 0, language).lines(signal));
}

export const cartQueries = {
  lines: (language: LanguageCode, viewer: number) =>
    queryOptions({
      queryKey: ['cart', viewer, 'lines', language],
      queryFn: ({ signal }) => loadCart(language, viewer, signal),
      ...readOnEveryVisit,
    }),
};
