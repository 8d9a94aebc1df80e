import {
  type AdminOrder,
  type AdminOrderItem,
  type AdminOrderRow,
  type AnswerOf,
  ordersAdminEndpoints as endpoints,
  type Permission,
  type User,
} from '@grocery/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { answering, type EndpointRequest, fakeEndpoints } from '../../api/testing/fakeServer';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { filtersFromParams, type OrderFilters } from './list/orderFilters';
import type {
  ContactBody,
  NoteBody,
  OrderChangeAnswer,
  PickedBody,
  ShippingBody,
  StatusChangeBody,
} from './queries';

/** Component tests of the orders screen: sample orders, answers like the server's, a signed-in admin. */

export function orderRow(orderId: number, overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    orderId,
    orderNumber: String(100_000 + orderId),
    userDisplayName: `Customer ${orderId}`,
    userEmail: `customer${orderId}@example.com`,
    totalAmount: 123.4,
    finalTotal: null,
    currencySymbol: '₪',
    statusCode: 'pending',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:30:00.000Z',
    version: 1,
    deliverySlot: null,
    ...overrides,
  };
}

export const cheese: AdminOrderItem = {
  orderItemId: 11,
  productId: 12,
  productName: 'Yellow cheese',
  shortDesc: 'Thinly sliced',
  unit: 'kg',
  quantity: 0.5,
  unitPrice: 59.9,
  totalPrice: 29.95,
  saving: 0,
  promotionName: null,
  dealUnitPrice: null,
  pickedQuantity: null,
  pickedTotal: null,
};

export const bread: AdminOrderItem = {
  orderItemId: 12,
  productId: 13,
  productName: 'Wholemeal bread',
  shortDesc: null,
  unit: 'unit',
  quantity: 2,
  unitPrice: 14.5,
  totalPrice: 29,
  saving: 0,
  promotionName: null,
  dealUnitPrice: null,
  pickedQuantity: null,
  pickedTotal: null,
};

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const row = orderRow(7, { statusCode: 'picking', version: 3 });
  return {
    ...row,
    userId: 40,
    languageCode: 'he',
    subtotal: 58.95,
    discountAmount: 0,
    orderPromotionName: null,
    shippingAmount: 12.5,
    taxAmount: 0,
    totalAmount: 71.45,
    itemCount: 2,
    shippingAddress: {
      label: 'Home',
      recipientName: 'Noa Cohen',
      phone: '050-1234567',
      addressLine1: '12 Herzl St',
      addressLine2: null,
      city: 'Tel Aviv',
      state: null,
      postalCode: '6100000',
      country: 'Israel',
      latitude: 32.0853,
      longitude: 34.7818,
    },
    contact: { customerName: 'Noa Cohen', customerEmail: 'noa@example.com', customerPhone: '050-1234567' },
    history: [
      {
        historyId: 0,
        kind: 'placed',
        fromStatus: null,
        toStatus: 'pending',
        note: null,
        changedBy: null,
        at: '2026-11-20T08:00:00.000Z',
        customerTold: true,
      },
      {
        historyId: 1,
        kind: 'status',
        fromStatus: 'pending',
        toStatus: 'confirmed',
        note: null,
        changedBy: { userId: 2, displayName: 'Dana Admin' },
        at: '2026-11-20T08:30:00.000Z',
        customerTold: true,
      },
      {
        historyId: 2,
        kind: 'note',
        fromStatus: null,
        toStatus: null,
        note: 'Ring twice, the bell is broken',
        changedBy: { userId: 2, displayName: 'Dana Admin' },
        at: '2026-11-20T08:40:00.000Z',
        customerTold: false,
      },
      {
        historyId: 3,
        kind: 'status',
        fromStatus: 'confirmed',
        toStatus: 'picking',
        note: null,
        changedBy: null,
        at: '2026-11-20T09:00:00.000Z',
        customerTold: true,
      },
    ],
    nextStatuses: ['packed', 'cancelled'],
    editable: true,
    pickable: true,
    ...overrides,
  };
}

/** A change's answer as the server gives it: the order as it now is. */
export const saved = (order: AdminOrder): OrderChangeAnswer => ({ reject: false, reason: null, order });
export const refused = (reason: string, field?: string): OrderChangeAnswer =>
  ({ reject: true, reason, ...(field ? { field } : {}) }) as OrderChangeAnswer;

/** A page as the list call asked for it. */
type PageAsked = { pageIndex: number; pageSize: number; sortBy?: string; sortDir?: string };

/** What a test answers per orders endpoint, with what the screen sent (read back from the request). */
type OrdersCalls = {
  list: (
    filters: OrderFilters,
    page: PageAsked,
    language: LanguageCode,
    signal?: AbortSignal,
  ) => Promise<AnswerOf<typeof endpoints.page>>;
  order: (orderId: number, language: LanguageCode, signal?: AbortSignal) => Promise<AdminOrder>;
  items: (orderId: number, language: LanguageCode, signal?: AbortSignal) => Promise<AdminOrderItem[]>;
  changeStatus: (
    orderId: number,
    body: StatusChangeBody,
    language: LanguageCode,
  ) => Promise<OrderChangeAnswer>;
  addNote: (orderId: number, body: NoteBody, language: LanguageCode) => Promise<AdminOrder>;
  recordPicked: (orderId: number, body: PickedBody, language: LanguageCode) => Promise<OrderChangeAnswer>;
  editShipping: (orderId: number, body: ShippingBody, language: LanguageCode) => Promise<OrderChangeAnswer>;
  editContact: (orderId: number, body: ContactBody, language: LanguageCode) => Promise<OrderChangeAnswer>;
};

const languageOf = (request: EndpointRequest) => (request.query.get('languageCode') ?? 'en') as LanguageCode;
const orderIdOf = (request: EndpointRequest) => Number(request.params.orderId);
const ok = { reject: false, reason: null } as const;

function pageOf({ query }: EndpointRequest): PageAsked {
  return {
    pageIndex: Number(query.get('pageIndex')),
    pageSize: Number(query.get('pageSize')),
    sortBy: query.get('sortBy') ?? undefined,
    sortDir: query.get('sortDir') ?? undefined,
  };
}

/**
 * The orders endpoints as a test answers them: a page of `rows`, one order, its items, changes
 * saved. Each is a spy, called with what the screen sent; the browser's fetch is answered from them.
 */
export function fakeOrdersServer(
  rows: AdminOrderRow[],
  overrides: Partial<OrdersCalls> = {},
): { [K in keyof OrdersCalls]: OrdersCalls[K] & ReturnType<typeof vi.fn> } {
  const calls: OrdersCalls = {
    list: async (_filters, page) => ({
      ...ok,
      total: rows.length,
      items: rows.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize),
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
    }),
    order: async () => adminOrder(),
    items: async () => [cheese, bread],
    changeStatus: async () => saved(adminOrder()),
    addNote: async () => adminOrder(),
    recordPicked: async () => saved(adminOrder()),
    editShipping: async () => saved(adminOrder()),
    editContact: async () => saved(adminOrder()),
    ...overrides,
  };
  const spies = Object.fromEntries(Object.entries(calls).map(([name, fn]) => [name, vi.fn(fn)])) as {
    [K in keyof OrdersCalls]: OrdersCalls[K] & ReturnType<typeof vi.fn>;
  };
  const change =
    <B,>(spy: (orderId: number, body: B, language: LanguageCode) => Promise<unknown>) =>
    (request: EndpointRequest) =>
      spy(orderIdOf(request), request.body as B, languageOf(request));
  fakeEndpoints(
    answering(endpoints.page, (request) =>
      spies.list(filtersFromParams(request.query), pageOf(request), languageOf(request), request.signal),
    ),
    answering(endpoints.order, async (request) => ({
      ...ok,
      order: await spies.order(orderIdOf(request), languageOf(request), request.signal),
    })),
    answering(endpoints.items, async (request) => ({
      ...ok,
      orderItems: await spies.items(orderIdOf(request), languageOf(request), request.signal),
    })),
    answering(endpoints.changeStatus, change(spies.changeStatus)),
    answering(endpoints.addNote, async (request) => ({ ...ok, order: await change(spies.addNote)(request) })),
    answering(endpoints.recordPicked, change(spies.recordPicked)),
    answering(endpoints.editShipping, change(spies.editShipping)),
    answering(endpoints.editContact, change(spies.editContact)),
  );
  return spies;
}

export const adminWith = (...permissions: Permission[]): User => adminUser('orders:read', ...permissions);

/** The URL's query string, shown for the test to read. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

type Options = { language?: LanguageCode; path?: string; user?: User };

/** Renders `ui` as an admin page with `user` signed in (by default one who may change orders). */
export function renderSignedIn(ui: ReactNode, { language = 'en', path = '/orders', user }: Options = {}) {
  const page = (
    <>
      {ui}
      <Search />
    </>
  );
  return renderSignedInAdmin(page, {
    language,
    path,
    user: user ?? adminWith('orders:status', 'orders:write'),
  });
}
