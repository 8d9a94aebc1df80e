import { type Order, orderEndpoints } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import { renderShopperPage } from '../shared/testing/renderShopperPage';
import { MyOrdersPage } from './MyOrdersPage';

const ok = { reject: false, reason: null } as const;
const older: Order = {
  orderId: 244,
  orderNumber: '100244',
  status: 'delivered',
  createdAt: '2026-11-18T08:00:00.000Z',
  subtotal: 50,
  discountAmount: 0,
  discountPercent: 0,
  orderPromotionName: null,
  shippingAmount: 0,
  taxAmount: 0,
  totalAmount: 50,
  finalTotal: null,
  currencySymbol: '₪',
  itemCount: 2,
  deliverySlot: null,
};
const newer: Order = { ...older, orderId: 245, orderNumber: '100245', createdAt: '2026-11-20T08:00:00.000Z' };

/** One page holding all of `orders` (version 2's list shape). */
const page = (orders: Order[]) => ({
  ...ok,
  items: orders,
  total: orders.length,
  pageIndex: 0,
  pageSize: 20,
});

const renderOrders = () =>
  renderShopperPage('en', <MyOrdersPage />, { route: '/:lang/my-orders', path: '/en/my-orders' });

test('the orders newest first, asked for in the page’s language', async () => {
  const server = fakeEndpoints(answering(orderEndpoints.page, () => page([older, newer])));
  const screen = await renderOrders();
  const cards = screen.getByTestId('order-card');
  await expect.element(cards.first()).toMatchTextContent('100245');
  await expect.element(cards.nth(1)).toMatchTextContent('100244');
  expect(server.sent.map((request) => request.path)).toEqual(['/api/v2/orders/en']);
});

test('no orders: the empty state', async () => {
  fakeEndpoints(answering(orderEndpoints.page, () => page([])));
  const screen = await renderOrders();
  await expect.element(screen.getByText('No orders yet')).toBeVisible();
});

test('a failed load says so and offers a retry that loads again', async () => {
  let failing = true;
  fakeEndpoints(
    answering(orderEndpoints.page, () => {
      if (failing) throw new Error('down');
      return page([newer]);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const screen = await renderOrders();
  await expect.element(screen.getByText('Failed to load orders. Please try again later.')).toBeVisible();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByTestId('order-card')).toMatchTextContent('100245');
  expect(screen.getByText('Failed to load orders. Please try again later.').elements()).toHaveLength(0);
});

test('more orders than a page: the older ones come on asking', async () => {
  const all = Array.from({ length: 25 }, (_, index) => ({
    ...older,
    orderId: 300 - index,
    orderNumber: String(100300 - index),
    createdAt: new Date(Date.UTC(2026, 10, 28) - index * 3_600_000).toISOString(),
  }));
  const server = fakeEndpoints(
    answering(orderEndpoints.page, ({ query }) => {
      const pageIndex = Number(query.get('pageIndex'));
      const pageSize = Number(query.get('pageSize'));
      return {
        ...ok,
        items: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
        total: 25,
        pageIndex,
        pageSize,
      };
    }),
  );
  const screen = await renderOrders();
  await expect.element(screen.getByTestId('order-card').nth(19)).toBeInTheDocument();
  expect(screen.getByTestId('order-card').elements()).toHaveLength(20);
  await userEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
  await expect.element(screen.getByTestId('order-card').nth(24)).toMatchTextContent('100276');
  expect(screen.getByRole('button', { name: 'Show older orders' }).elements()).toHaveLength(0);
  expect(server.sent.map((request) => `${request.path}?${request.query}`)).toEqual([
    '/api/v2/orders/en?pageIndex=0&pageSize=20',
    '/api/v2/orders/en?pageIndex=1&pageSize=20',
  ]);
});
