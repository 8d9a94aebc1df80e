import { type OrderEvent, type OrderItem, orderEndpoints } from '@grocery/contracts';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import type { LanguageCode } from '../../i18n/language';
import { renderShopperPage } from '../shared/testing/renderShopperPage';
import type { OrderWithItems } from './api';
import { OrderCard } from './OrderCard';
import { OrderDetailsPage } from './OrderDetailsPage';
import { OrderHistory } from './OrderHistory';
import { OrderItemCard } from './OrderItemCard';
import { OrderFacts, OrderSummary } from './OrderSummary';

/** The order details' parts as the page shows them, at the order's address in the language given. */
function renderAt(language: LanguageCode, ui: ReactNode) {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'he' ? 'rtl' : 'ltr';
  return render(
    <MemoryRouter
      initialEntries={[`/${language}/orders/100245`]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      {ui}
    </MemoryRouter>,
  );
}

const order: OrderWithItems['order'] = {
  orderId: 245,
  orderNumber: '100245',
  status: 'packed',
  createdAt: '2026-11-20T08:00:00.000Z',
  subtotal: 110.9,
  discountAmount: 0,
  discountPercent: 0,
  orderPromotionName: null,
  shippingAmount: 12.5,
  taxAmount: 0,
  totalAmount: 123.4,
  finalTotal: 121.87,
  currencySymbol: '₪',
  itemCount: 2,
  deliverySlot: { date: '2026-11-24', startTime: '08:00', endTime: '12:00', zoneName: 'מרכז' },
  shippingAddress: {
    label: null,
    recipientName: 'נועה כהן',
    phone: '050-1234567',
    addressLine1: 'הרצל 12',
    addressLine2: null,
    city: 'תל אביב',
    state: null,
    postalCode: '6100000',
    country: 'ישראל',
    latitude: 32.0853,
    longitude: 34.7818,
  },
};

const cheese: OrderItem = {
  orderItemId: 1,
  productId: 12,
  productName: 'גבינה צהובה',
  shortDesc: 'פרוסה דקה',
  imageFile: null,
  barcode: null,
  unit: 'kg',
  unitPrice: 59.9,
  quantity: 0.5,
  lineTotal: 29.95,
  saving: 0,
  promotionName: null,
  pickedQuantity: 0.476,
  pickedLineTotal: 28.51,
};
const bread: OrderItem = {
  ...cheese,
  orderItemId: 2,
  productId: 13,
  productName: 'לחם מלא',
  shortDesc: null,
  unit: 'unit',
  unitPrice: 14.5,
  quantity: 2,
  lineTotal: 29,
  pickedQuantity: null,
  pickedLineTotal: null,
};

const history: OrderEvent[] = [
  { status: 'confirmed', note: null, at: '2026-11-20T08:30:00.000Z' },
  { status: 'pending', note: null, at: '2026-11-20T08:00:00.000Z' },
  { status: null, note: 'The bread comes fresh at noon', at: '2026-11-20T09:00:00.000Z' },
  { status: 'packed', note: null, at: '2026-11-20T10:15:00.000Z' },
];

test('the final total shows beside the placed one, in the facts and the summary', async () => {
  const screen = await renderAt(
    'en',
    <>
      <OrderFacts order={order} />
      <OrderSummary order={order} />
    </>,
  );
  await expect.element(screen.getByText('Total paid').first()).toBeVisible();
  await expect.element(screen.getByTestId('order-final-total')).toHaveTextContent('₪121.87');
  await expect.element(screen.getByTestId('order-total')).toHaveTextContent('₪123.40');
  await expect.element(screen.getByTestId('order-summary-final')).toHaveTextContent('₪121.87');
  await expect.element(screen.getByText(/the final total is what you pay/)).toBeVisible();
});

test('without a final total only the placed total shows', async () => {
  const screen = await renderAt(
    'en',
    <>
      <OrderFacts order={{ ...order, finalTotal: null }} />
      <OrderSummary order={{ ...order, finalTotal: null }} />
    </>,
  );
  await expect.element(screen.getByTestId('order-total')).toHaveTextContent('₪123.40');
  expect(screen.getByTestId('order-final-total').elements()).toHaveLength(0);
  expect(screen.getByText('Final total').elements()).toHaveLength(0);
});

test('a weighed line shows what the scale said and its subtotal; a line sold by the unit does not', async () => {
  const screen = await renderAt(
    'he',
    <>
      <OrderItemCard item={cheese} order={order} language="he" />
      <OrderItemCard item={bread} order={order} language="he" />
    </>,
  );
  const weighed = screen.getByRole('article', { name: 'גבינה צהובה' });
  await expect.element(weighed.getByText('נשקל')).toBeVisible();
  await expect.element(weighed.getByTestId('order-item-picked')).toHaveTextContent('0.476 ק״ג');
  await expect.element(weighed.getByTestId('order-item-picked-total')).toHaveTextContent('₪28.51');
  const byUnit = screen.getByRole('article', { name: 'לחם מלא' });
  expect(byUnit.getByTestId('order-item-picked').elements()).toHaveLength(0);
});

test('the history lists the steps oldest first, in Hebrew, with the shop’s note in its own direction', async () => {
  const screen = await renderAt('he', <OrderHistory history={history} />);
  await expect.element(screen.getByRole('heading', { name: 'היסטוריית ההזמנה' })).toBeVisible();
  const steps = screen.getByTestId('order-step').elements();
  expect(
    steps.map((step) => step.querySelector('.order-step__what')?.textContent?.replace(/\d.*$/, '')),
  ).toEqual(['ההזמנה בוצעה', 'אושרה', 'הודעה מהחנות', 'נארזה']);
  const note = screen.getByText('The bread comes fresh at noon');
  await expect.element(note).toHaveAttribute('dir', 'auto');
  // Dates in the page language's format (Asia/Jerusalem), left to right.
  await expect.element(screen.getByText('20.11.2026, 10:00')).toBeVisible();
  expect(getComputedStyle(steps[0] as Element).direction).toBe('rtl');
});

test('the delivery slot booked shows in the facts and on the order card; times left to right', async () => {
  const screen = await renderAt(
    'he',
    <>
      <OrderFacts order={order} />
      <OrderCard order={order} />
    </>,
  );
  const slots = screen.getByTestId('delivery-slot');
  await expect.element(slots.first()).toHaveTextContent('יום שלישי, 24 בנובמבר, 08:00–12:00 · מרכז');
  await expect.element(slots.nth(1)).toHaveTextContent('יום ג׳, 24 בנוב׳, 08:00–12:00');
  expect(slots.first().element().querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  await expect.element(screen.getByText('מועד משלוח').first()).toBeVisible();
});

test('an order placed before delivery slots shows no slot', async () => {
  const older = { ...order, deliverySlot: null };
  const screen = await renderAt(
    'en',
    <>
      <OrderFacts order={older} />
      <OrderCard order={older} />
    </>,
  );
  await expect.element(screen.getByText('Total paid').first()).toBeVisible();
  expect(screen.getByTestId('delivery-slot').elements()).toHaveLength(0);
  expect(screen.getByText('Delivery', { exact: true }).elements()).toHaveLength(0);
});

test('the order details show each line’s promotion and saving, and the order-wide promotion in the summary', async () => {
  const twoForOne: OrderItem = {
    ...bread,
    lineTotal: 14.5,
    saving: 14.5,
    promotionName: 'לחם 1+1',
  };
  const discounted = {
    ...order,
    subtotal: 58.95,
    discountAmount: 16.5,
    discountPercent: 27.99,
    orderPromotionName: 'מועדון 5%',
    totalAmount: 54.95,
    finalTotal: null,
  };
  const server = fakeEndpoints(
    answering(orderEndpoints.order, () => ({
      reject: false,
      reason: null,
      order: discounted,
      orderItems: [cheese, twoForOne],
      history: [],
    })),
  );
  const screen = await renderShopperPage('he', <OrderDetailsPage />, {
    route: '/:lang/orders/:orderNumber',
    path: '/he/orders/100245',
  });
  const line = screen.getByRole('article', { name: 'לחם מלא' });
  await expect
    .element(line.getByTestId('order-item-promotion'))
    .toHaveTextContent('מבצע: לחם 1+1חסכת ₪14.50');
  expect(
    line.getByTestId('order-item-promotion').element().querySelector('bdi[dir="ltr"]')?.textContent,
  ).toBe('₪14.50');
  const plain = screen.getByRole('article', { name: 'גבינה צהובה' });
  expect(plain.getByTestId('order-item-promotion').elements()).toHaveLength(0);
  await expect.element(screen.getByText('מבצעים (מועדון 5%)')).toBeVisible();
  await expect.element(screen.getByTestId('order-discount')).toHaveTextContent('-₪16.50');
  await expect.element(screen.getByTestId('order-total')).toHaveTextContent('₪54.95');
  expect(server.sent[0]?.path).toBe('/api/orders/he/100245');
});
