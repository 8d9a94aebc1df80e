import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../api/client';
import { rowElement } from '../shared/grid/gridTestKit';
import { OrdersScreen } from './OrdersScreen';
import {
  adminOrder,
  adminWith,
  bread,
  cheese,
  fakeOrdersServer,
  orderRow,
  refused,
  renderSignedIn,
  saved,
} from './ordersTestKit';

afterEach(() => {
  vi.restoreAllMocks();
});

const rows = [
  orderRow(1, {
    statusCode: 'pending',
    deliverySlot: { date: '2025-11-25', startTime: '08:00', endTime: '12:00', zoneName: 'Centre' },
  }),
  orderRow(2, { statusCode: 'packed', finalTotal: 121.87, version: 5 }),
  orderRow(3, { statusCode: 'delivered', userDisplayName: 'נועה כהן' }),
];

function openMenu(rowIndex: number) {
  (rowElement(rowIndex) as HTMLElement).dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 200, clientY: 200 }),
  );
}

test("reads the filters from the URL (the dashboard's links) and asks the server for 25, newest first", async () => {
  const api = fakeOrdersServer(rows);
  const screen = await renderSignedIn(<OrdersScreen />, {
    path: '/orders?status=pending,picking&createdFrom=2026-11-22&createdTo=2026-11-28&productId=12',
  });
  await expect.element(screen.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect.element(screen.getByText('100002')).toBeVisible();
  expect(api.list).toHaveBeenCalledTimes(1);
  expect(api.list.mock.calls[0]?.slice(0, 2)).toEqual([
    {
      q: '',
      statuses: ['pending', 'picking'],
      createdFrom: '2026-11-22',
      createdTo: '2026-11-28',
      productId: 12,
    },
    { pageIndex: 0, pageSize: 25, sortBy: 'createdAt', sortDir: 'desc' },
  ]);
  await expect.element(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect.element(screen.getByText('Orders with product #12')).toBeVisible();
  // The default columns, the statuses as labels, and the final total beside the placed one.
  for (const name of ['Order no.', 'Customer', 'Total', 'Status', 'Delivery', 'Created']) {
    await expect.element(screen.getByRole('columnheader', { name })).toBeVisible();
  }
  // The email and the last update are in the column picker.
  for (const name of ['Email', 'Updated'])
    expect(screen.getByRole('columnheader', { name }).query()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  await expect.element(screen.getByRole('menuitemcheckbox', { name: 'Email' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Updated' }));
  await expect.element(screen.getByRole('columnheader', { name: 'Updated' })).toBeVisible();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Reset layout' }));
  await expect.element(screen.getByRole('columnheader', { name: 'Updated' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await expect.element(screen.getByText('Packed', { exact: true })).toBeVisible();
  await expect.element(screen.getByText('₪123.40 → ₪121.87')).toBeVisible();
  // The slot booked, or a dash for an order from before slots.
  await expect.element(screen.getByText('Tue 25 Nov, 08:00–12:00')).toBeVisible();
  expect(screen.getByText('—', { exact: true }).elements()).toHaveLength(2);

  // A header sorts on the server, from page 1.
  await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
  await expect
    .poll(() => api.list.mock.calls.at(-1)?.[1])
    .toEqual({
      pageIndex: 0,
      pageSize: 25,
      sortBy: 'userDisplayName',
      sortDir: 'asc',
    });

  // Taking the product filter off keeps the others, in the URL.
  await userEvent.click(screen.getByRole('button', { name: 'Show orders of every product' }));
  await expect
    .element(screen.getByTestId('search'))
    .toHaveTextContent('?status=pending%2Cpicking&createdFrom=2026-11-22&createdTo=2026-11-28');
  expect(api.list.mock.calls.at(-1)?.[0]).toMatchObject({
    productId: null,
    statuses: ['pending', 'picking'],
  });
});

test('the filters panel applies statuses into the URL', async () => {
  const api = fakeOrdersServer(rows);
  const screen = await renderSignedIn(<OrdersScreen />);
  await expect.element(screen.getByText('100001')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(screen.getByRole('option', { name: 'Delivery failed' }));
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await expect.element(screen.getByTestId('search')).toHaveTextContent('?status=delivery_failed');
  await expect.poll(() => api.list.mock.calls.at(-1)?.[0].statuses).toEqual(['delivery_failed']);
});

test('a row expands to its items, loaded once; a failure closes it and says so', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const items = vi.fn(async (orderId: number) => {
    if (orderId === 3) throw new Error('no items');
    return [{ ...cheese, pickedQuantity: 0.476, pickedTotal: 28.51 }, bread];
  });
  fakeOrdersServer(rows, { items });
  const screen = await renderSignedIn(<OrdersScreen />);
  const toggles = screen.getByRole('button', { name: 'Order items' });
  await toggles.nth(1).click();
  const table = screen.getByRole('table', { name: 'Order items 100002' });
  await expect.element(table).toBeVisible();
  await expect.element(table.getByText('Yellow cheese')).toBeVisible();
  await expect.element(table.getByText('Thinly sliced')).toBeVisible();
  await expect.element(table.getByText('0.476')).toBeVisible();
  await expect.element(table.getByText('₪28.51')).toBeVisible();
  await toggles.nth(1).click();
  await expect.element(table).not.toBeInTheDocument();
  await toggles.nth(1).click();
  await expect.element(screen.getByRole('table', { name: 'Order items 100002' })).toBeVisible();
  expect(items).toHaveBeenCalledTimes(1);

  await toggles.nth(2).click();
  await expect.element(screen.getByText('The details could not be loaded.')).toBeVisible();
  await expect.element(toggles.nth(2)).toHaveAttribute('aria-expanded', 'false');
});

test("the row menu offers the status's next statuses; cancelling asks a reason and sends the row's version", async () => {
  const api = fakeOrdersServer(rows, {
    changeStatus: async () => saved(adminOrder({ statusCode: 'cancelled', version: 6 })),
  });
  const screen = await renderSignedIn(<OrdersScreen />);
  await expect.element(screen.getByText('100002')).toBeVisible();
  openMenu(1);
  const menu = screen.getByRole('menu', { name: 'Row actions' });
  await expect.element(menu).toBeVisible();
  expect(
    screen
      .getByRole('menuitem')
      .elements()
      .map((item) => item.textContent),
  ).toEqual([
    'Open order',
    'Move to: Out for delivery',
    'Move to: Being picked',
    'Move to: Cancelled',
    'Add a note…',
  ]);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Move to: Cancelled' }));
  const dialog = screen.getByRole('dialog', { name: 'Order 100002: Cancelled' });
  await expect.element(dialog).toBeVisible();
  const listCalls = api.list.mock.calls.length;
  await userEvent.click(dialog.getByRole('button', { name: 'Move to: Cancelled' }));
  await expect.element(dialog.getByText('Give a reason for this status')).toBeVisible();
  expect(api.changeStatus).not.toHaveBeenCalled();
  await userEvent.fill(
    dialog.getByRole('textbox', { name: 'Reason (required, told to the customer)' }),
    'Out of stock',
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Move to: Cancelled' }));
  await expect.element(screen.getByText('Order 100002 is now Cancelled')).toBeVisible();
  expect(api.changeStatus).toHaveBeenCalledWith(
    2,
    { toStatus: 'cancelled', comment: 'Out of stock', version: 5 },
    'en',
  );
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.poll(() => api.list.mock.calls.length).toBeGreaterThan(listCalls);

  // A final status has nothing to move to.
  openMenu(2);
  await expect.element(screen.getByRole('menuitem', { name: 'The status is final' })).toBeDisabled();
});

test('a conflict from the row menu says so and reloads the list', async () => {
  const api = fakeOrdersServer(rows, { changeStatus: async () => refused('CONFLICT') });
  const screen = await renderSignedIn(<OrdersScreen />);
  await expect.element(screen.getByText('100001')).toBeVisible();
  openMenu(0);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Move to: Confirmed' }));
  const listCalls = api.list.mock.calls.length;
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Move to: Confirmed' }));
  await expect.element(screen.getByText(/Someone else changed this order in the meantime/)).toBeVisible();
  await expect.poll(() => api.list.mock.calls.length).toBeGreaterThan(listCalls);
});

test('without orders:status the row menu only opens the order', async () => {
  fakeOrdersServer(rows);
  const screen = await renderSignedIn(<OrdersScreen />, { user: adminWith() });
  await expect.element(screen.getByText('100001')).toBeVisible();
  openMenu(0);
  await expect.element(screen.getByRole('menu')).toBeVisible();
  expect(
    screen
      .getByRole('menuitem')
      .elements()
      .map((item) => item.textContent),
  ).toEqual(['Open order']);
});

test('opening a row puts the order in the URL and shows its panel; closing takes it out', async () => {
  const api = fakeOrdersServer(rows);
  const screen = await renderSignedIn(<OrdersScreen />, { path: '/orders?status=pending' });
  await expect.element(screen.getByText('100001')).toBeVisible();
  await userEvent.dblClick(screen.getByText('Customer 1'));
  await expect.element(screen.getByTestId('search')).toHaveTextContent('?status=pending&order=1');
  const panel = screen.getByRole('dialog', { name: 'Order 100007' });
  await expect.element(panel).toBeVisible();
  expect(api.order).toHaveBeenCalledWith(1, 'en', expect.anything());
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await expect.element(screen.getByTestId('search')).toHaveTextContent('?status=pending');
  await expect.element(panel).not.toBeInTheDocument();
  // The filters did not change: the list was not asked again.
  expect(api.list).toHaveBeenCalledTimes(1);
});

test('a link to ?order=7 opens the panel; a conflict there says so and shows the order reloaded', async () => {
  const versions = [
    adminOrder({ version: 3 }),
    adminOrder({ version: 4, statusCode: 'cancelled', nextStatuses: [] }),
  ];
  const order = vi.fn(async () => versions.shift() ?? adminOrder({ version: 4, statusCode: 'cancelled' }));
  const api = fakeOrdersServer(rows, { order, changeStatus: async () => refused('CONFLICT') });
  const screen = await renderSignedIn(<OrdersScreen />, { path: '/orders?order=7' });
  const panel = screen.getByRole('dialog', { name: 'Order 100007' });
  await expect.element(panel.getByRole('button', { name: 'Change status' })).toBeVisible();
  await userEvent.click(panel.getByRole('button', { name: 'Change status' }));
  await expect
    .element(panel.getByRole('alert').getByText(/Someone else changed this order in the meantime/))
    .toBeVisible();
  expect(api.changeStatus).toHaveBeenCalledWith(
    7,
    { toStatus: 'packed', comment: undefined, version: 3 },
    'en',
  );
  await expect
    .element(panel.getByText('This order is Cancelled: its status cannot change any more.'))
    .toBeVisible();
  expect(order).toHaveBeenCalledTimes(2);
});

test('in Hebrew: right to left, translated, money and numbers left to right', async () => {
  fakeOrdersServer(rows);
  const screen = await renderSignedIn(<OrdersScreen />, { language: 'he' });
  await expect.element(screen.getByRole('heading', { name: 'הזמנות', level: 1 })).toBeVisible();
  await expect.element(screen.getByRole('columnheader', { name: 'לקוח' })).toBeVisible();
  await expect.element(screen.getByText('נארזה')).toBeVisible();
  const total = screen.getByText('₪123.40 → ₪121.87').element();
  expect(getComputedStyle(total).direction).toBe('ltr');
  expect(getComputedStyle(screen.getByRole('grid').element()).direction).toBe('rtl');
  // The order number column starts at the right edge.
  const header = screen.getByRole('columnheader', { name: 'מס׳ הזמנה' }).element().getBoundingClientRect();
  const customer = screen.getByRole('columnheader', { name: 'לקוח' }).element().getBoundingClientRect();
  expect(header.left).toBeGreaterThan(customer.left);
});

test('no orders under the filters: the empty text', async () => {
  const empty = fakeOrdersServer([]);
  const first = await renderSignedIn(<OrdersScreen />, { path: '/orders?q=nobody' });
  await expect.element(first.getByText('No data')).toBeVisible();
  expect(empty.list.mock.calls[0]?.[0].q).toBe('nobody');
});

test('a page that fails to load says so and offers a retry', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  fakeOrdersServer(rows, {
    list: async (_filters, page) => {
      if (fail) throw new Error('server down');
      return {
        reject: false,
        reason: null,
        total: rows.length,
        items: rows.slice(0, page.pageSize),
        ...page,
      };
    },
  });
  const second = await renderSignedIn(<OrdersScreen />);
  await expect.element(second.getByText('Failed to fetch orders.')).toBeVisible();
  fail = false;
  await userEvent.click(second.getByRole('button', { name: 'Try again' }));
  await expect.element(second.getByText('100001')).toBeVisible();
});

test('the panel shows a skeleton while the order loads', async () => {
  let answer: (order: ReturnType<typeof adminOrder>) => void = () => {};
  fakeOrdersServer(rows, { order: () => new Promise((resolve) => (answer = resolve)) });
  const first = await renderSignedIn(<OrdersScreen />, { path: '/orders?order=7' });
  await expect.element(first.getByTestId('order-panel-loading')).toBeVisible();
  answer(adminOrder());
  await expect.element(first.getByRole('dialog', { name: 'Order 100007' })).toBeVisible();
  await expect.element(first.getByTestId('order-panel-loading')).not.toBeInTheDocument();
});

test('the panel says so when the order does not exist', async () => {
  fakeOrdersServer(rows, {
    order: async () => {
      throw new ApiError('Not found', 404, 'NOT_FOUND');
    },
  });
  const second = await renderSignedIn(<OrdersScreen />, { path: '/orders?order=999' });
  await expect.element(second.getByText('There is no order with this number.')).toBeVisible();
});

test('the panel shows a failure to load the order with its ticket, and a retry', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  fakeOrdersServer(rows, {
    order: async () => {
      if (fail) throw new ApiError('Internal error', 500, 'INTERNAL_ERROR', 'ticket-42');
      return adminOrder();
    },
  });
  const third = await renderSignedIn(<OrdersScreen />, { path: '/orders?order=7' });
  await expect.element(third.getByText('Failed to load the order.')).toBeVisible();
  await expect.element(third.getByText('ticket-42')).toBeVisible();
  fail = false;
  await userEvent.click(third.getByRole('dialog').getByRole('button', { name: 'Try again' }));
  await expect.element(third.getByRole('button', { name: 'Change status' })).toBeVisible();
});

/** The screen's room on a 1366 px window: less the side menu (264), the content's margins and a scroll bar. */
const roomAt1366 = 1366 - 264 - 2 * 16 - 15;

test.each(['en', 'he'] as const)(
  'at 1366 px (%s) the default columns fit: no sideways scroll, no header or status cut short',
  async (language) => {
    const long = [
      orderRow(1, {
        statusCode: 'out_for_delivery',
        userDisplayName: 'Avigail Ben-David Rosenthal',
        finalTotal: 1234.56,
        totalAmount: 1299.9,
        deliverySlot: { date: '2025-11-25', startTime: '08:00', endTime: '12:00', zoneName: 'Centre' },
      }),
      orderRow(2, { statusCode: 'delivery_failed' }),
      orderRow(3, { statusCode: 'pending' }),
    ];
    fakeOrdersServer(long);
    const screen = await renderSignedIn(
      <div style={{ width: roomAt1366 }}>
        <OrdersScreen />
      </div>,
      { language },
    );
    await expect.element(screen.getByText('100003')).toBeVisible();
    const box = document.querySelector('.grid-box') as HTMLElement;
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const cut = (element: Element) => element.scrollWidth > element.clientWidth;
    const titles = [...document.querySelectorAll('.grid-header-title')];
    expect(titles).toHaveLength(6);
    expect(titles.filter(cut).map((title) => title.textContent)).toEqual([]);
    for (const label of document.querySelectorAll('.order-status')) {
      const cell = label.closest('.grid-cell') as HTMLElement;
      const [inner, outer] = [label.getBoundingClientRect(), cell.getBoundingClientRect()];
      expect(inner.left).toBeGreaterThanOrEqual(outer.left);
      expect(inner.right).toBeLessThanOrEqual(outer.right);
    }
  },
);

test('in Hebrew a delivery time range reads left to right in one piece, whatever its column width', async () => {
  fakeOrdersServer(rows);
  const screen = await renderSignedIn(<OrdersScreen />, { language: 'he' });
  const slot = screen.getByTestId('delivery-slot').first();
  await expect.element(slot).toBeVisible();
  const range = [...slot.element().querySelectorAll('bdi')].find((bdi) => bdi.textContent === '08:00–12:00');
  expect(range?.getAttribute('dir')).toBe('ltr');
  // Narrowed until the day and the times cannot share a line: the range moves down whole.
  (slot.element().closest('.grid-cell') as HTMLElement).style.width = '90px';
  expect((range as HTMLElement).getClientRects()).toHaveLength(1);
  const text = (range as HTMLElement).firstChild as Text;
  const at = (offset: number) => {
    const part = document.createRange();
    part.setStart(text, offset);
    part.setEnd(text, offset + 1);
    return part.getBoundingClientRect().left;
  };
  // '0' of 08:00 left of the dash, the dash left of '1' of 12:00.
  expect(at(0)).toBeLessThan(at(5));
  expect(at(5)).toBeLessThan(at(6));
});
