import {
  type LanguageCode,
  orderEndpoints,
  orderNumberPattern,
  orderResponse,
  ordersPageResponse,
} from '@grocery/contracts';
import { call } from '../../api/call';

/** The order calls, checked with the contracts' schemas (a lazy chunk, so zod stays out of the first load). */

/** A page of the shopper's orders, newest first (API version 2, decision 0076). */
export function fetchOrdersPage(
  languageCode: LanguageCode,
  pageIndex: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  return call(
    orderEndpoints.page,
    { params: { languageCode }, query: { pageIndex, pageSize } },
    { parse: ordersPageResponse, signal },
  );
}

/** One order with its items and the steps its customer was told; 404 when it does not exist or belongs to someone else. */
export async function fetchOrder(languageCode: LanguageCode, orderNumber: string, signal?: AbortSignal) {
  const { order, orderItems, history } = await call(
    orderEndpoints.order,
    { params: { languageCode, orderNumber } },
    { parse: orderResponse, signal },
  );
  return { order, orderItems, history };
}

export type OrderWithItems = Awaited<ReturnType<typeof fetchOrder>>;

/** The order numbers the server answers for (the contracts' orderParams). */
export function isOrderNumber(value: string | undefined): value is string {
  return value !== undefined && orderNumberPattern.test(value);
}
