import { fillPath, type LanguageCode, orderPaths, orderResponse, ordersResponse } from '@grocery/contracts';
import { ApiError, api } from '../../api/client';

/** The order calls, checked with the contracts' schemas (a lazy chunk, so zod stays out of the first load). */

export async function fetchOrders(languageCode: LanguageCode, signal?: AbortSignal) {
  const answer = await api.get(fillPath(orderPaths.orders, { languageCode }), {
    parse: ordersResponse,
    signal,
  });
  return answer.orders;
}

/** One order with its items; 404 when it does not exist or belongs to someone else. */
export async function fetchOrder(languageCode: LanguageCode, orderNumber: string, signal?: AbortSignal) {
  const { order, orderItems } = await api.get(fillPath(orderPaths.order, { languageCode, orderNumber }), {
    parse: orderResponse,
    signal,
  });
  return { order, orderItems };
}

export type OrderWithItems = Awaited<ReturnType<typeof fetchOrder>>;

/** The order numbers the server answers for (the contracts' orderParams). */
export function isOrderNumber(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,18}$/.test(value);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
