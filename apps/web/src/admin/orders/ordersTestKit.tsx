import type { AdminOrder, AdminOrderItem, AdminOrderRow, Permission, User } from '@grocery/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import type { OrderChanges } from './mutations';
import type { OrderChangeAnswer, OrdersApi } from './queries';

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

/** The server's calls as a test answers them: a page of `rows`, one order, its items; each a spy. */
export function fakeOrdersApi(
  rows: AdminOrderRow[],
  overrides: Partial<OrdersApi> = {},
): { [K in keyof OrdersApi]: OrdersApi[K] & ReturnType<typeof vi.fn> } {
  const api: OrdersApi = {
    list: async (_filters, page) => ({
      reject: false,
      reason: null,
      totalResults: rows.length,
      rows: rows.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize),
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
  return Object.fromEntries(Object.entries(api).map(([name, fn]) => [name, vi.fn(fn)])) as never;
}

/** The changes the panel makes, each a spy answering as given (saved by default). */
export function fakeChanges(overrides: Partial<OrderChanges> = {}): {
  [K in keyof OrderChanges]: OrderChanges[K] & ReturnType<typeof vi.fn>;
} {
  const changes: OrderChanges = {
    changeStatus: async () => saved(adminOrder()),
    addNote: async () => adminOrder(),
    recordPicked: async () => saved(adminOrder()),
    editShipping: async () => saved(adminOrder()),
    editContact: async () => saved(adminOrder()),
    reload: async () => {},
    ...overrides,
  };
  return Object.fromEntries(Object.entries(changes).map(([name, fn]) => [name, vi.fn(fn)])) as never;
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
