import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { OrdersScreen } from './OrdersScreen';
import { adminOrder, fakeOrdersServer, orderRow, renderSignedIn, saved } from './ordersTestKit';

/** Decision 0054: the back office names a slot's zone in the page's language, asking the server in it. */

const slot = { date: '2025-11-25', startTime: '08:00', endTime: '12:00', zoneName: 'מרכז תל אביב' };

test('in Hebrew the grid, the panel and a change ask in Hebrew; the panel names the zone as answered', async () => {
  const order = adminOrder({ orderId: 7, deliverySlot: slot });
  const api = fakeOrdersServer([orderRow(7, { deliverySlot: slot })], {
    order: async () => order,
    changeStatus: async () => saved(order),
  });
  const screen = await renderSignedIn(<OrdersScreen />, {
    path: '/orders?order=7',
    language: 'he',
  });
  const panel = screen.getByRole('dialog', { name: 'הזמנה 100007' });
  await expect.element(panel.getByTestId('delivery-slot')).toBeVisible();
  expect(panel.getByTestId('delivery-slot').element().textContent).toMatch(/ · מרכז תל אביב$/);
  expect(panel.getByTestId('delivery-slot').element().querySelector('bdi[dir="auto"]')?.textContent).toBe(
    'מרכז תל אביב',
  );
  await expect.poll(() => api.list.mock.calls[0]?.[2]).toBe('he');
  expect(api.order).toHaveBeenCalledWith(7, 'he', expect.anything());

  await userEvent.click(panel.getByRole('button', { name: 'שינוי סטטוס' }));
  await expect.poll(() => api.changeStatus.mock.calls[0]?.[2]).toBe('he');
});
