import {
  type AdminOrder,
  type AdminOrderItem,
  ordersAdminEndpoints as endpoints,
  type Permission,
} from '@grocery/contracts';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answering, fakeEndpoints } from '../../../api/testing/fakeServer';
import type { LanguageCode } from '../../../i18n/language';
import { adminOrder, adminWith, bread, cheese, refused, renderSignedIn, saved } from '../ordersTestKit';
import { OrderDrawer } from './OrderDrawer';

type Options = {
  order?: AdminOrder;
  items?: AdminOrderItem[];
  /** What the signed-in admin holds besides orders:read. */
  permissions?: Permission[];
  /** The test's own answers, before the defaults. */
  answers?: ReturnType<typeof answering>[];
  language?: LanguageCode;
};

const ok = { reject: false, reason: null } as const;

/**
 * The panel of `order` as its drawer shows it, loaded from the fake server with its items; each
 * change is saved (answering the order as it was) unless the test answers it otherwise.
 * `sent(method, path)` reads back the requests the panel sent there.
 */
async function renderPanel({
  order = adminOrder(),
  items = [cheese, bread],
  permissions = ['orders:status', 'orders:write'],
  answers = [],
  language = 'en',
}: Options = {}) {
  const server = fakeEndpoints(
    ...answers,
    answering(endpoints.order, () => ({ ...ok, order })),
    answering(endpoints.items, () => ({ ...ok, orderItems: items })),
    answering(endpoints.changeStatus, () => saved(order)),
    answering(endpoints.addNote, () => ({ ...ok, order })),
    answering(endpoints.recordPicked, () => saved(order)),
    answering(endpoints.editShipping, () => saved(order)),
    answering(endpoints.editContact, () => saved(order)),
  );
  const screen = await renderSignedIn(<OrderDrawer orderId={order.orderId} onClose={() => {}} />, {
    language,
    user: adminWith(...permissions),
  });
  await expect.element(screen.getByTestId('order-item-row').first()).toBeVisible();
  const sent = (method: string, path: string) =>
    server.sent.filter((request) => request.method === method && request.path === path);
  return { screen, sent };
}

/** Answers one endpoint with `replies` in turn. */
const answeringInTurn = (endpoint: (typeof endpoints)[keyof typeof endpoints], ...replies: unknown[]) =>
  answering(endpoint, () => replies.shift());

test('the header shows the status and both totals; the amounts add up below the items', async () => {
  const { screen } = await renderPanel({ order: adminOrder({ finalTotal: 70.01 }) });
  await expect.element(screen.getByTestId('order-placed-total')).toHaveTextContent('₪71.45');
  await expect.element(screen.getByTestId('order-final-total')).toHaveTextContent('₪70.01');
  await expect.element(screen.getByText('Being picked').first()).toBeVisible();
  await expect
    .element(screen.getByTestId('order-amounts'))
    .toHaveTextContent('Subtotal₪58.95Delivery₪12.50Tax₪0.00Placed total₪71.45Final total₪70.01');
});

test('promotions: each line’s name and saving, a weighed deal’s price per kg for the picker, the order-wide discount', async () => {
  const dealCheese = {
    ...cheese,
    totalPrice: 24.95,
    saving: 5,
    promotionName: 'Cheese week',
    dealUnitPrice: 49.9,
  };
  const { screen } = await renderPanel({
    order: adminOrder({ subtotal: 58.95, discountAmount: 7.5, orderPromotionName: 'Club 5%' }),
    items: [dealCheese, bread],
  });
  const rows = screen.getByTestId('order-item-row');
  await expect
    .element(rows.first().getByTestId('order-item-promotion'))
    .toHaveTextContent('Cheese week · Saves ₪5.00');
  await expect
    .element(rows.first().getByTestId('order-item-deal-price'))
    .toHaveTextContent('₪49.90 a kg (deal)');
  expect(rows.nth(1).getByTestId('order-item-promotion').elements()).toHaveLength(0);
  await expect.element(screen.getByText('Discount (Club 5%)')).toBeVisible();
  await expect.element(screen.getByTestId('order-discount')).toHaveTextContent('-₪7.50');
});

test('the delivery slot booked shows with its zone, times left to right', async () => {
  const slot = { date: '2025-11-25', startTime: '08:00', endTime: '12:00', zoneName: 'מרכז' };
  const { screen } = await renderPanel({ order: adminOrder({ deliverySlot: slot }), language: 'he' });
  const shown = screen.getByTestId('order-delivery-slot');
  await expect.element(shown).toHaveTextContent('יום ג׳, 25 בנוב׳, 08:00–12:00 · מרכז');
  expect(shown.element().querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  await expect.element(screen.getByText('מועד משלוח')).toBeVisible();
});

test('an order from before delivery slots shows none', async () => {
  const { screen } = await renderPanel();
  await expect.element(screen.getByTestId('order-placed-total')).toBeVisible();
  expect(screen.getByTestId('order-delivery-slot').elements()).toHaveLength(0);
});

test('the status control offers only the next statuses, asks a reason for cancelling and sends the version', async () => {
  const { screen, sent } = await renderPanel();
  const status = screen.getByRole('region', { name: 'Status' });
  await userEvent.click(status.getByRole('combobox', { name: 'New status' }));
  expect(
    screen
      .getByRole('option')
      .elements()
      .map((option) => option.textContent),
  ).toEqual(['Packed', 'Cancelled']);
  await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
  await userEvent.click(status.getByRole('button', { name: 'Change status' }));
  await expect.element(status.getByText('Give a reason for this status')).toBeVisible();
  expect(sent('POST', '/api/admin/orders/7/status')).toHaveLength(0);
  await userEvent.fill(
    status.getByRole('textbox', { name: 'Reason (required, told to the customer)' }),
    '  No stock ',
  );
  await userEvent.click(status.getByRole('button', { name: 'Change status' }));
  await expect.poll(() => sent('POST', '/api/admin/orders/7/status').length).toBe(1);
  expect(sent('POST', '/api/admin/orders/7/status')[0]?.body).toEqual({
    toStatus: 'cancelled',
    comment: 'No stock',
    version: 3,
  });
  await expect.element(screen.getByText('Order 100007 is now Cancelled')).toBeVisible();
});

test("the server's refusals show in the user's language: a reason on its field, others beside the button", async () => {
  const { screen, sent } = await renderPanel({
    language: 'he',
    answers: [
      answeringInTurn(
        endpoints.changeStatus,
        refused('REASON_REQUIRED', 'comment'),
        refused('TRANSITION_NOT_ALLOWED'),
      ),
    ],
  });
  const status = screen.getByRole('region', { name: 'סטטוס' });
  await userEvent.click(status.getByRole('button', { name: 'שינוי סטטוס' }));
  await expect.element(status.getByText('יש לציין סיבה לסטטוס הזה')).toBeVisible();
  await userEvent.click(status.getByRole('button', { name: 'שינוי סטטוס' }));
  await expect
    .element(status.getByRole('alert'))
    .toHaveTextContent('אי אפשר להעביר את ההזמנה לסטטוס הזה כעת.');
  // A refusal changes nothing: the order is not read again.
  expect(sent('POST', '/api/admin/orders/7/status')).toHaveLength(2);
  expect(sent('GET', '/api/admin/orders/7')).toHaveLength(1);
});

test('a final status offers no change', async () => {
  const { screen } = await renderPanel({ order: adminOrder({ statusCode: 'delivered', nextStatuses: [] }) });
  await expect
    .element(screen.getByText('This order is Delivered: its status cannot change any more.'))
    .toBeVisible();
  expect(screen.getByRole('button', { name: 'Change status' }).elements()).toHaveLength(0);
});

test('a note: internal unless the customer is to be told', async () => {
  const { screen, sent } = await renderPanel();
  const notes = screen.getByRole('region', { name: 'Add a note' });
  await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
  await expect.element(notes.getByText('Note is required')).toBeVisible();
  await userEvent.fill(notes.getByRole('textbox', { name: 'Note' }), 'Substituted the bread');
  await userEvent.click(notes.getByRole('checkbox', { name: 'Tell the customer (notification and email)' }));
  await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
  await expect.poll(() => sent('POST', '/api/admin/orders/7/notes').length).toBe(1);
  expect(sent('POST', '/api/admin/orders/7/notes')[0]?.body).toEqual({
    comment: 'Substituted the bread',
    tellCustomer: true,
  });
  await expect.element(screen.getByText('Note added')).toBeVisible();
  await expect.element(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('');
});

test('while picking, each weighed line takes its weight: checked, then sent with the version', async () => {
  const { screen, sent } = await renderPanel({
    answers: [
      answeringInTurn(
        endpoints.recordPicked,
        refused('RULE', 'lines.0.pickedQuantity'),
        saved(adminOrder({ version: 4, finalTotal: 70.01 })),
      ),
    ],
  });
  const input = screen.getByRole('textbox', { name: 'Picked weight of Yellow cheese (kg)' });
  // Sold by the unit: no input.
  expect(screen.getByRole('textbox', { name: /Picked weight of Wholemeal bread/ }).elements()).toHaveLength(
    0,
  );
  const save = screen.getByRole('button', { name: 'Save weights' });
  await expect.element(save).toBeDisabled();
  await userEvent.fill(input, '0.4765');
  await userEvent.click(save);
  await expect.element(screen.getByText('Use at most three decimals (grams)')).toBeVisible();
  await userEvent.fill(input, '1.5');
  await userEvent.click(save);
  await expect.element(screen.getByText('At most twice the weight ordered')).toBeVisible();
  expect(sent('PUT', '/api/admin/orders/7/picked')).toHaveLength(0);

  await userEvent.fill(input, '0.476');
  await userEvent.click(save);
  // The server's refusal names the line: it shows on that input.
  await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  await expect.element(screen.getByText(/A picked weight was refused/)).toBeVisible();
  await userEvent.click(save);
  await expect.element(screen.getByText('Picked weights saved')).toBeVisible();
  expect(sent('PUT', '/api/admin/orders/7/picked').map((request) => request.body)).toEqual([
    { version: 3, lines: [{ orderItemId: 11, pickedQuantity: 0.476 }] },
    { version: 3, lines: [{ orderItemId: 11, pickedQuantity: 0.476 }] },
  ]);
});

test('outside picking the weights show, not their inputs', async () => {
  const { screen } = await renderPanel({
    order: adminOrder({ statusCode: 'packed', pickable: false, nextStatuses: ['out_for_delivery'] }),
    items: [{ ...cheese, pickedQuantity: 0.476, pickedTotal: 28.51 }, bread],
  });
  const items = screen.getByRole('table', { name: 'Items' });
  await expect.element(items.getByText('0.476')).toBeVisible();
  await expect.element(items.getByText('₪28.51')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save weights' }).elements()).toHaveLength(0);
});

test('the history: who, when, from → to, the note, told or internal', async () => {
  const { screen } = await renderPanel();
  const entries = screen.getByTestId('order-history-entry').elements();
  expect(entries).toHaveLength(4);
  expect(entries[0]?.textContent).toContain('Order placed');
  expect(entries[0]?.textContent).toContain('Customer · 20/11/2026, 10:00');
  expect(entries[1]?.textContent).toMatch(/Status changed.*Pending.*→.*Confirmed.*Told the customer/);
  expect(entries[1]?.textContent).toContain('Dana Admin · 20/11/2026, 10:30');
  expect(entries[2]?.textContent).toMatch(/Note.*Internal.*Ring twice, the bell is broken/);
  expect(entries[3]?.textContent).toContain('A removed account');
});

test('delivery details are edited on the contract schema and sent with the version', async () => {
  const { screen, sent } = await renderPanel();
  const delivery = screen.getByRole('region', { name: 'Delivery address' });
  await expect.element(delivery.getByText('12 Herzl St')).toBeVisible();
  await userEvent.click(delivery.getByRole('button', { name: 'Edit: Delivery address' }));
  const city = delivery.getByRole('textbox', { name: 'City' });
  await userEvent.fill(city, '   ');
  await userEvent.click(delivery.getByRole('button', { name: 'Save' }));
  await expect.element(delivery.getByText('City is required')).toBeVisible();
  await userEvent.fill(city, 'Ramat Gan');
  await userEvent.click(delivery.getByRole('button', { name: 'Save' }));
  await expect.poll(() => sent('PUT', '/api/admin/orders/7/shipping').length).toBe(1);
  expect(sent('PUT', '/api/admin/orders/7/shipping')[0]?.body).toEqual({
    version: 3,
    label: 'Home',
    recipientName: 'Noa Cohen',
    phone: '050-1234567',
    addressLine1: '12 Herzl St',
    addressLine2: null,
    city: 'Ramat Gan',
    state: null,
    postalCode: '6100000',
    country: 'Israel',
    latitude: 32.0853,
    longitude: 34.7818,
  });
  await expect.element(screen.getByText('Delivery address saved')).toBeVisible();
});

test('contact details: an email is checked; a conflict says so and reloads', async () => {
  const { screen, sent } = await renderPanel({
    answers: [answering(endpoints.editContact, () => refused('CONFLICT'))],
  });
  const contact = screen.getByRole('region', { name: 'Contact details' });
  await userEvent.click(contact.getByRole('button', { name: 'Edit: Contact details' }));
  const email = contact.getByRole('textbox', { name: 'Email' });
  await userEvent.fill(email, 'not an email');
  await userEvent.click(contact.getByRole('button', { name: 'Save' }));
  await expect.element(email).toHaveAttribute('aria-invalid', 'true');
  await userEvent.fill(email, 'Noa.Cohen@Example.com');
  await userEvent.click(contact.getByRole('button', { name: 'Save' }));
  await expect.poll(() => sent('PUT', '/api/admin/orders/7/contact').length).toBe(1);
  expect(sent('PUT', '/api/admin/orders/7/contact')[0]?.body).toMatchObject({
    version: 3,
    customerEmail: 'noa.cohen@example.com',
  });
  // The order is read again.
  await expect.poll(() => sent('GET', '/api/admin/orders/7').length).toBe(2);
  await expect
    .element(
      screen.getByText(
        'Someone else changed this order in the meantime. It has been reloaded: check it and try again.',
      ),
    )
    .toBeVisible();
});

test('once out for delivery the details cannot be edited, and say why', async () => {
  const { screen } = await renderPanel({
    order: adminOrder({
      statusCode: 'out_for_delivery',
      editable: false,
      pickable: false,
      nextStatuses: ['delivered'],
    }),
  });
  expect(screen.getByRole('button', { name: /^Edit/ }).elements()).toHaveLength(0);
  await expect
    .element(
      screen
        .getByText('Delivery and contact details cannot change any more: the order is Out for delivery.')
        .first(),
    )
    .toBeVisible();
});

test('without orders:status and orders:write the panel only shows the order', async () => {
  const { screen } = await renderPanel({ permissions: [] });
  await expect.element(screen.getByText('You may see this order but not change it.')).toBeVisible();
  const panel = screen.getByTestId('order-panel');
  expect(
    panel
      .getByRole('button')
      .elements()
      .map((button) => button.textContent),
  ).toEqual([]);
  expect(panel.getByRole('textbox').elements()).toHaveLength(0);
  await expect.element(screen.getByRole('table', { name: 'Items' })).toBeVisible();
});

test('in Thai the sections and statuses are translated', async () => {
  const { screen } = await renderPanel({ language: 'th' });
  await expect.element(screen.getByRole('region', { name: 'ประวัติ' })).toBeVisible();
  await expect.element(screen.getByText('กำลังจัดสินค้า').first()).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'บันทึกน้ำหนัก' })).toBeVisible();
});
