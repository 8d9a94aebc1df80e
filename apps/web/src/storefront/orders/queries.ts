import type { LanguageCode, Order } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { readOnEveryVisit } from '../shared/shopperQuery';
import { fetchOrder, fetchOrders } from './api';

/** Newest first, whatever order the answer has. */
function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderId - a.orderId);
}

/** The signed-in viewer's (their user id) orders, in the page's language. */
export const orderQueries = {
  list: (language: LanguageCode, viewer: number) =>
    queryOptions({
      queryKey: ['orders', viewer, 'list', language],
      queryFn: async ({ signal }) => newestFirst(await fetchOrders(language, signal)),
      ...readOnEveryVisit,
    }),
  order: (language: LanguageCode, viewer: number, orderNumber: string) =>
    queryOptions({
      queryKey: ['orders', viewer, 'order', orderNumber, language],
      queryFn: ({ signal }) => fetchOrder(language, orderNumber, signal),
      ...readOnEveryVisit,
    }),
};
