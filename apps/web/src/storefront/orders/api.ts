import {
  type LanguageCode,
  orderEndpoints,
  orderNumberPattern,
  orderResponse,
  ordersResponse,
} from '@grocery/contracts';
import { call } from '../../api/call';

/** The order calls, checked with the contracts' schemas (a lazy chunk, so zod stays out of the first load). */

export async function fetchOrders(languageCode: LanguageCode, signal?: AbortSignal) {
  const answer = await call(
    orderEndpoints.list,
    { params: { languageCode }, query: {} },
    { parse: ordersResponse, signal },
  );
  return answer.orders;
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
