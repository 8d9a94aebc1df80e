import {
  type InputOf,
  isOrderStatus,
  maxId,
  type OrderStatus,
  type ordersAdminEndpoints,
} from '@grocery/contracts';

type ListQuery = InputOf<typeof ordersAdminEndpoints.page>['query'];

/**
 * The orders list's filters. They live in the URL's query string (`?status=pending,picking`,
 * `?createdFrom=2026-11-22&createdTo=2026-11-28`, `?q=…`, `?productId=12`), so the dashboard links
 * straight to a filtered list and Back finds the list as it was.
 */
export type OrderFilters = {
  q: string;
  statuses: OrderStatus[];
  createdFrom: string | null;
  createdTo: string | null;
  productId: number | null;
};

export const emptyOrderFilters: OrderFilters = {
  q: '',
  statuses: [],
  createdFrom: null,
  createdTo: null,
  productId: null,
};

/** The query-string names the filters use; every other name (`order`, the open panel) is left alone. */
export const filterParams = ['q', 'status', 'createdFrom', 'createdTo', 'productId'] as const;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** An id as the server reads it: a positive whole number up to the largest id, else null. */
function idOf(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= maxId ? id : null;
}

/** A real calendar day as YYYY-MM-DD, else null. */
function dayOf(value: string | null): string | null {
  if (!value || !dayPattern.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** The filters the query string holds; anything unreadable is left out rather than refused. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const statuses = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(isOrderStatus);
  let createdFrom = dayOf(params.get('createdFrom'));
  let createdTo = dayOf(params.get('createdTo'));
  if (createdFrom && createdTo && createdFrom > createdTo)
    [createdFrom, createdTo] = [createdTo, createdFrom];
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    statuses: [...new Set(statuses)],
    createdFrom,
    createdTo,
    productId: idOf(params.get('productId')),
  };
}

/** The query string with these filters in place of the old ones; other names (the open order) kept. */
export function paramsWithFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterParams) next.delete(name);
  if (filters.q.trim()) next.set('q', filters.q);
  if (filters.statuses.length > 0) next.set('status', filters.statuses.join(','));
  if (filters.createdFrom) next.set('createdFrom', filters.createdFrom);
  if (filters.createdTo) next.set('createdTo', filters.createdTo);
  if (filters.productId !== null) next.set('productId', String(filters.productId));
  return next;
}

/** The filters as the list call's query: empty ones left out, statuses each once, comma-joined. */
export function ordersListQuery(filters: OrderFilters): Partial<ListQuery> {
  const query: Partial<ListQuery> = {};
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.statuses.length > 0) query.status = [...new Set(filters.statuses)].join(',');
  if (filters.createdFrom) query.createdFrom = filters.createdFrom;
  if (filters.createdTo) query.createdTo = filters.createdTo;
  if (filters.productId !== null) query.productId = String(filters.productId);
  return query;
}

/** How many filters of the panel (statuses, days) are set: shown on its toggle. */
export function panelFilterCount(filters: OrderFilters): number {
  return (filters.statuses.length > 0 ? 1 : 0) + (filters.createdFrom || filters.createdTo ? 1 : 0);
}

/** The open order (`?order=123`), or null. */
export function openOrderOf(params: URLSearchParams): number | null {
  return idOf(params.get('order'));
}
