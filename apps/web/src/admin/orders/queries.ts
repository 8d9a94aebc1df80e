import {
  type AdminOrder,
  type AdminOrderItem,
  type AdminOrderSortKey,
  type AnswerOf,
  adminOrderSortKeys,
  type InputOf,
  type LanguageCode,
  ordersAdminEndpoints,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { type OrderFilters, ordersListQuery } from './list/orderFilters';

type ListQuery = InputOf<typeof ordersAdminEndpoints.list>['query'];
type Body<E> = E extends { body: infer B } ? B : never;

/** A page as the grid asks for it, in the list call's names. */
export type OrdersPageRequest = {
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
};

export type OrdersListAnswer = AnswerOf<typeof ordersAdminEndpoints.list>;
/** A change's answer: the order as it now is, or a refusal (CONFLICT, REASON_REQUIRED, …). */
export type OrderChangeAnswer = AnswerOf<typeof ordersAdminEndpoints.changeStatus>;
export type StatusChangeBody = Body<InputOf<typeof ordersAdminEndpoints.changeStatus>>;
export type NoteBody = Body<InputOf<typeof ordersAdminEndpoints.addNote>>;
export type PickedBody = Body<InputOf<typeof ordersAdminEndpoints.recordPicked>>;
export type ShippingBody = Body<InputOf<typeof ordersAdminEndpoints.editShipping>>;
export type ContactBody = Body<InputOf<typeof ordersAdminEndpoints.editContact>>;

/**
 * The orders feature's calls to the server, one function per endpoint. The page hands them to the
 * screen (OrdersScreen); component tests hand it their own answers instead, as the grid's tests
 * hand it a loader.
 */
export type OrdersApi = {
  list: (filters: OrderFilters, page: OrdersPageRequest, signal?: AbortSignal) => Promise<OrdersListAnswer>;
  order: (orderId: number, signal?: AbortSignal) => Promise<AdminOrder>;
  items: (orderId: number, language: LanguageCode, signal?: AbortSignal) => Promise<AdminOrderItem[]>;
  changeStatus: (orderId: number, body: StatusChangeBody) => Promise<OrderChangeAnswer>;
  /** Notes are never refused for a version (they overwrite nothing): the answer is the order. */
  addNote: (orderId: number, body: NoteBody) => Promise<AdminOrder>;
  recordPicked: (orderId: number, body: PickedBody) => Promise<OrderChangeAnswer>;
  editShipping: (orderId: number, body: ShippingBody) => Promise<OrderChangeAnswer>;
  editContact: (orderId: number, body: ContactBody) => Promise<OrderChangeAnswer>;
};

const sortKeys = new Set<string>(adminOrderSortKeys);

/** The server's calls. Refusals of a change come back as answers (allowReject), for the panel to explain. */
export const ordersApi: OrdersApi = {
  list: (filters, page, signal) => {
    const query: ListQuery = {
      ...ordersListQuery(filters),
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
      sortBy: page.sortBy && sortKeys.has(page.sortBy) ? (page.sortBy as AdminOrderSortKey) : undefined,
      sortDir: page.sortDir,
    };
    return call(ordersAdminEndpoints.list, { query }, { signal });
  },
  order: (orderId, signal) =>
    call(ordersAdminEndpoints.order, { params: { orderId } }, { signal }).then((answer) => answer.order),
  items: (orderId, language, signal) =>
    call(
      ordersAdminEndpoints.items,
      { params: { orderId }, query: { languageCode: language } },
      { signal },
    ).then((answer) => answer.orderItems),
  changeStatus: (orderId, body) =>
    call(ordersAdminEndpoints.changeStatus, { params: { orderId }, body }, { allowReject: true }),
  addNote: (orderId, body) =>
    call(ordersAdminEndpoints.addNote, { params: { orderId }, body }).then((answer) => answer.order),
  recordPicked: (orderId, body) =>
    call(ordersAdminEndpoints.recordPicked, { params: { orderId }, body }, { allowReject: true }),
  editShipping: (orderId, body) =>
    call(ordersAdminEndpoints.editShipping, { params: { orderId }, body }, { allowReject: true }),
  editContact: (orderId, body) =>
    call(ordersAdminEndpoints.editContact, { params: { orderId }, body }, { allowReject: true }),
};

/**
 * Server-state keys of the orders feature. A change to an order replaces detail(id)'s order with
 * the server's answer and refetches that order's items (picked weights) and the lists.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (filters: OrderFilters) => [...ordersKeys.lists(), filters] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (orderId: number) => [...ordersKeys.details(), orderId] as const,
  /** The order itself: money, address, contact, history and what may be done next. */
  order: (orderId: number) => [...ordersKeys.detail(orderId), 'order'] as const,
  /** Its lines, names in each language asked. */
  items: (orderId: number) => [...ordersKeys.detail(orderId), 'items'] as const,
  itemsIn: (orderId: number, language: LanguageCode) => [...ordersKeys.items(orderId), language] as const,
};

export const orderQueryOptions = (api: OrdersApi, orderId: number) =>
  queryOptions({
    queryKey: ordersKeys.order(orderId),
    queryFn: ({ signal }) => api.order(orderId, signal),
  });

export const orderItemsQueryOptions = (api: OrdersApi, orderId: number, language: LanguageCode) =>
  queryOptions({
    queryKey: ordersKeys.itemsIn(orderId, language),
    queryFn: ({ signal }) => api.items(orderId, language, signal),
  });
