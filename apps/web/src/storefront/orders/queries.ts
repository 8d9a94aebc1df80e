import type { LanguageCode, Order } from '@grocery/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { readOnEveryVisit } from '../shared/shopperQuery';
import { fetchOrder, fetchOrdersPage } from './api';

/** Orders read at a time; older ones come with "Show older orders". */
export const ordersPageSize = 20;

type OrdersPage = { items: Order[]; total: number; pageIndex: number };

/** Newest first, whatever order the answer has. */
function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderId - a.orderId);
}

/** The signed-in viewer's (their user id) orders, in the page's language. */
export const orderQueries = {
  list: (language: LanguageCode, viewer: number) =>
    infiniteQueryOptions({
      queryKey: ['orders', viewer, 'list', language],
      queryFn: async ({ pageParam, signal }) => {
        const page = await fetchOrdersPage(language, pageParam, ordersPageSize, signal);
        return { ...page, items: newestFirst(page.items) };
      },
      initialPageParam: 0,
      getNextPageParam: (last: OrdersPage, pages: OrdersPage[]) =>
        pages.reduce((shown, page) => shown + page.items.length, 0) < last.total
          ? last.pageIndex + 1
          : undefined,
      ...readOnEveryVisit,
    }),
  order: (language: LanguageCode, viewer: number, orderNumber: string) =>
    queryOptions({
      queryKey: ['orders', viewer, 'order', orderNumber, language],
      queryFn: ({ signal }) => fetchOrder(language, orderNumber, signal),
      ...readOnEveryVisit,
    }),
};
