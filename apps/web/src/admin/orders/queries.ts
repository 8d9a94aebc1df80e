import {
  type AnswerOf,
  adminOrdersPageQuery,
  type InputOf,
  type LanguageCode,
  ordersAdminEndpoints,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { listRemote } from '../shared/grid';
import { type OrderFilters, ordersListQuery } from './list/orderFilters';

type Body<E> = E extends { body: infer B } ? B : never;

/** A change's answer: the order as it now is, or a refusal (CONFLICT, REASON_REQUIRED, …). */
export type OrderChangeAnswer = AnswerOf<typeof ordersAdminEndpoints.changeStatus>;
export type StatusChangeBody = Body<InputOf<typeof ordersAdminEndpoints.changeStatus>>;
export type NoteBody = Body<InputOf<typeof ordersAdminEndpoints.addNote>>;
export type PickedBody = Body<InputOf<typeof ordersAdminEndpoints.recordPicked>>;
export type ShippingBody = Body<InputOf<typeof ordersAdminEndpoints.editShipping>>;
export type ContactBody = Body<InputOf<typeof ordersAdminEndpoints.editContact>>;

/**
 * Server-state keys of the orders feature. A change to an order replaces detail(id)'s order with
 * the server's answer and refetches that order's items (picked weights) and the lists.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (filters: OrderFilters, language: LanguageCode) =>
    [...ordersKeys.lists(), filters, language] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (orderId: number) => [...ordersKeys.details(), orderId] as const,
  /** The order itself: money, address, contact, history and what may be done next (per page language). */
  order: (orderId: number, language: LanguageCode) =>
    [...ordersKeys.detail(orderId), 'order', language] as const,
  /** Its lines, names in each language asked. */
  items: (orderId: number) => [...ordersKeys.detail(orderId), 'items'] as const,
  itemsIn: (orderId: number, language: LanguageCode) => [...ordersKeys.items(orderId), language] as const,
};

/**
 * The orders grid's pages under the filters, in the page's language (decision 0055: the rows name
 * the slot's zone in it); an unknown sort key falls back to the server's default.
 */
export const ordersListRemote = (filters: OrderFilters, language: LanguageCode, loadError: string) =>
  listRemote(ordersAdminEndpoints.page, {
    queryKey: ordersKeys.list(filters, language),
    schema: adminOrdersPageQuery,
    query: { ...ordersListQuery(filters), languageCode: language },
    loadError,
  });

export const orderQueryOptions = (orderId: number, language: LanguageCode) =>
  queryOptions({
    queryKey: ordersKeys.order(orderId, language),
    queryFn: ({ signal }) =>
      call(
        ordersAdminEndpoints.order,
        { params: { orderId }, query: { languageCode: language } },
        { signal },
      ).then((answer) => answer.order),
  });

/** Its lines, product names in the page's language. */
export const orderItemsQueryOptions = (orderId: number, language: LanguageCode) =>
  queryOptions({
    queryKey: ordersKeys.itemsIn(orderId, language),
    queryFn: ({ signal }) =>
      call(
        ordersAdminEndpoints.items,
        { params: { orderId }, query: { languageCode: language } },
        { signal },
      ).then((answer) => answer.orderItems),
  });
