import {
  type CartItem,
  cartEndpoints,
  type DeliveryAvailability,
  type DeliverySlot,
  deliveryEndpoints,
  type HoldSlotRequest,
  idempotencyKeyHeader,
  orderEndpoints,
  type ShippingAddress,
  type SlotChoice,
  shippingEndpoints,
} from '@grocery/contracts';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { answering, fakeEndpoints } from '../../../../api/testing/fakeServer';
import type { LanguageCode } from '../../../../i18n/language';
import { AppStateProvider } from '../../../../state/appState';
import { TestQueries } from '../../../shared/testing/TestQueries';
import type * as checkoutCalls from '../api';
import { DeliveryStep } from './DeliveryStep';

/** The delivery and continue step of the shipping page, on answers like the server's (decision 0047). */

afterEach(() => {
  vi.restoreAllMocks();
});

const address: ShippingAddress = {
  shippingAddressId: 5,
  label: 'Home',
  recipientName: 'Noa Cohen',
  phone: null,
  addressLine1: '12 Herzl St',
  addressLine2: null,
  city: 'Tel Aviv',
  state: null,
  postalCode: '6100000',
  country: 'Israel',
  isDefault: true,
  latitude: 32.0853,
  longitude: 34.7818,
};

function slot(
  id: number,
  date: string,
  startTime: string,
  endTime: string,
  extra: Partial<DeliverySlot> = {},
) {
  return {
    deliveryZoneWindowId: id,
    date,
    startTime,
    endTime,
    startsAt: `${date}T${startTime}:00+02:00`,
    endsAt: `${date}T${endTime}:00+02:00`,
    bookable: true,
    reason: null,
    remaining: null,
    held: false,
    ...extra,
  } satisfies DeliverySlot;
}

const slots = [
  slot(1, '2025-11-25', '08:00', '12:00'),
  slot(2, '2025-11-25', '16:00', '20:00', { remaining: 2 }),
  slot(3, '2025-11-26', '08:00', '12:00', { bookable: false, reason: 'FULL', remaining: 0 }),
  slot(4, '2025-11-26', '16:00', '20:00', { bookable: false, reason: 'CUTOFF_PASSED' }),
  slot(5, '2025-11-27', '08:00', '12:00', { bookable: false, reason: 'BLACKOUT' }),
];

const available = (extra: Partial<DeliveryAvailability> = {}): DeliveryAvailability => ({
  reject: false,
  reason: null,
  zone: { deliveryZoneId: 1, name: 'Centre' },
  slots,
  hold: null,
  ...extra,
});

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

type CheckoutCalls = Pick<
  typeof checkoutCalls,
  'fetchAvailability' | 'holdSlot' | 'finalizeOrder' | 'setDefaultAddress'
>;
type Spies = { [K in keyof CheckoutCalls]: CheckoutCalls[K] & ReturnType<typeof vi.fn> };

const ok = { reject: false, reason: null } as const;
type FinalizeBody = {
  shippingAddressId: number;
  languageCode: LanguageCode;
  deliverySlot: SlotChoice;
  expectedTotal?: number;
};

const cheese: CartItem = {
  cartItemId: 1,
  productId: 12,
  quantity: 2,
  createdAt: '2025-11-24T08:00:00.000Z',
  productName: 'Gouda',
  shortDesc: null,
  imageFile: null,
  barcode: null,
  unit: 'unit',
  packageQuantity: null,
  packageUnit: null,
  onlinePrice: 30,
  promotionPrice: null,
  customerPrice: null,
  unitPrice: 30,
  listTotal: 60,
  saving: 10,
  lineTotal: 50,
  promotion: { promotionId: 3, name: '2 for ₪50' },
  promotionEnded: null,
  minimumQuantity: 1,
  quantityStep: 1,
  available: true,
};
/** The server cart as priced now: the 2-for-₪50 deal on, or ended at 18:00 on 30 November. */
const pricedCart = (dealOn: boolean) => ({
  cartItems: [
    dealOn
      ? cheese
      : {
          ...cheese,
          saving: 0,
          lineTotal: 60,
          promotion: null,
          promotionEnded: { name: '2 for ₪50', endsAt: '2025-11-30T18:00' },
        },
  ],
  totals: {
    subtotal: 60,
    discount: dealOn ? 10 : 0,
    orderPromotion: null,
    shipping: 0,
    tax: 0,
    total: dealOn ? 50 : 60,
  },
});

/**
 * The server's checkout endpoints, each answered by a spy called with what the step sent (read back
 * from the request): availability answers in turn (the last again), holds and finalize succeed
 * unless told.
 */
function fakeCheckoutServer(
  answers: DeliveryAvailability[],
  overrides: Partial<CheckoutCalls> = {},
  carts = [pricedCart(true)],
) {
  let loads = 0;
  let cartLoads = 0;
  const calls: CheckoutCalls = {
    fetchAvailability: async () => answers[Math.min(loads++, answers.length - 1)] as DeliveryAvailability,
    holdSlot: async ({ deliveryZoneWindowId, date }) => ({
      ...ok,
      hold: { deliveryZoneWindowId, date, expiresAt: inTenMinutes() },
    }),
    finalizeOrder: async () => ({
      ...ok,
      order: { orderId: 1, orderNumber: '100001', status: 'pending', totalAmount: 12.5 },
    }),
    setDefaultAddress: async () => address,
    ...overrides,
  };
  const spies = Object.fromEntries(Object.entries(calls).map(([name, fn]) => [name, vi.fn(fn)])) as Spies;
  fakeEndpoints(
    answering(cartEndpoints.cart, () => carts[Math.min(cartLoads++, carts.length - 1)]),
    answering(deliveryEndpoints.availability, ({ query, signal }) =>
      spies.fetchAvailability(
        Number(query.get('shippingAddressId')),
        query.get('languageCode') as LanguageCode,
        signal,
      ),
    ),
    answering(deliveryEndpoints.hold, ({ body }) => spies.holdSlot(body as HoldSlotRequest)),
    answering(orderEndpoints.finalize, ({ body, headers }) => {
      const sent = body as FinalizeBody;
      const key = headers.get(idempotencyKeyHeader) ?? '';
      return spies.finalizeOrder(
        sent.shippingAddressId,
        sent.languageCode,
        key,
        sent.deliverySlot,
        sent.expectedTotal,
      );
    }),
    answering(shippingEndpoints.setDefault, async ({ params }) => ({
      ...ok,
      address: await spies.setDefaultAddress(Number(params.shippingAddressId)),
    })),
  );
  return spies;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The step as the page renders it: a new one (key) for every address selected. */
function stepAt(language: LanguageCode, at: ShippingAddress = address) {
  return (
    <MemoryRouter
      initialEntries={[`/${language}/shipping-details`]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <TestQueries>
        <AppStateProvider>
          <DeliveryStep
            key={at.shippingAddressId}
            address={at}
            onDefaultChanged={() => {}}
            onAddressGone={() => {}}
            onSignedOut={() => {}}
          />
          <Where />
        </AppStateProvider>
      </TestQueries>
    </MemoryRouter>
  );
}

function renderStep(language: LanguageCode = 'en') {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'he' ? 'rtl' : 'ltr';
  return render(stepAt(language));
}

test('an address no zone serves says so and cannot continue', async () => {
  const api = fakeCheckoutServer([available({ zone: null, slots: [] })]);
  const screen = await renderStep();
  await expect
    .element(screen.getByText('We do not deliver to this address yet.', { exact: false }))
    .toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  expect(api.fetchAvailability).toHaveBeenCalledWith(5, 'en', expect.any(AbortSignal));
  expect(screen.getByTestId('slots-zone').elements()).toHaveLength(0);
});

test('the slots show by day; those that cannot be booked are disabled and say why; few places are pointed out', async () => {
  fakeCheckoutServer([available()]);
  const screen = await renderStep();
  const tuesday = screen.getByRole('group', { name: 'Tuesday 25 November' });
  await expect.element(tuesday.getByRole('button', { name: '08:00–12:00' })).toBeEnabled();
  await expect.element(tuesday.getByRole('button', { name: '16:00–20:00 Only 2 left' })).toBeEnabled();
  const wednesday = screen.getByRole('group', { name: 'Wednesday 26 November' });
  await expect.element(wednesday.getByRole('button', { name: '08:00–12:00 Full' })).toBeDisabled();
  await expect.element(wednesday.getByRole('button', { name: '16:00–20:00 Ordering closed' })).toBeDisabled();
  const thursday = screen.getByRole('group', { name: 'Thursday 27 November' });
  await expect
    .element(thursday.getByRole('button', { name: '08:00–12:00 No deliveries this day' }))
    .toBeDisabled();
});

test('picking a slot holds it, shows it chosen and for how long; continue sends it with the order', async () => {
  const api = fakeCheckoutServer([available()]);
  const screen = await renderStep();
  const continueButton = screen.getByRole('button', { name: 'Continue to checkout' });
  await userEvent.click(continueButton);
  await expect.element(screen.getByText('Please choose a delivery slot before continuing.')).toBeVisible();
  expect(api.finalizeOrder).not.toHaveBeenCalled();

  const morning = screen.getByRole('group', { name: 'Tuesday 25 November' }).getByRole('button', {
    name: '08:00–12:00',
  });
  await userEvent.click(morning);
  await expect.element(morning).toHaveAttribute('aria-pressed', 'true');
  expect(api.holdSlot).toHaveBeenCalledWith({
    shippingAddressId: 5,
    deliveryZoneWindowId: 1,
    date: '2025-11-25',
  });
  await expect
    .element(screen.getByTestId('slot-held'))
    .toHaveTextContent('Tuesday 25 November, 08:00–12:00 is held for you for 10 minutes.');
  // Choosing a slot clears the earlier message.
  await expect
    .element(screen.getByText('Please choose a delivery slot before continuing.'))
    .not.toBeInTheDocument();

  await userEvent.click(continueButton);
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/en/order-confirmation/100001');
  expect(api.finalizeOrder).toHaveBeenCalledWith(
    5,
    'en',
    expect.any(String),
    { deliveryZoneWindowId: 1, date: '2025-11-25' },
    50,
  );
});

test('the total shown goes with the order; a deal that ended meanwhile is refused, said, and the new total shown', async () => {
  const api = fakeCheckoutServer(
    [available()],
    { finalizeOrder: async () => ({ reject: true, reason: 'PRICES_CHANGED' }) as never },
    [pricedCart(true), pricedCart(false)],
  );
  const screen = await renderStep();
  await expect.element(screen.getByTestId('checkout-total')).toHaveTextContent('₪50.00');
  await expect.element(screen.getByTestId('checkout-discount')).toHaveTextContent('-₪10.00');
  await userEvent.click(screen.getByRole('button', { name: '08:00–12:00' }).first());
  await expect.element(screen.getByTestId('slot-held')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  await expect
    .element(screen.getByText('The prices changed while you were checking out', { exact: false }))
    .toBeVisible();
  expect(api.finalizeOrder.mock.calls[0]?.[4]).toBe(50);
  await expect.element(screen.getByTestId('checkout-total')).toHaveTextContent('₪60.00');
  await expect
    .element(screen.getByTestId('promotion-ended'))
    .toHaveTextContent('The deal “2 for ₪50” ended at 18:00 on 30/11; the regular price applies.');
  expect(screen.getByTestId('checkout-discount').elements()).toHaveLength(0);
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/en/shipping-details');
});

test("the server's hold is the first selection", async () => {
  const hold = { deliveryZoneWindowId: 2, date: '2025-11-25', expiresAt: inTenMinutes() };
  const held = slots.map((s) => (s.deliveryZoneWindowId === 2 ? { ...s, held: true } : s));
  const api = fakeCheckoutServer([available({ slots: held, hold })]);
  const screen = await renderStep();
  await expect
    .element(screen.getByRole('button', { name: '16:00–20:00 Only 2 left' }))
    .toHaveAttribute('aria-pressed', 'true');
  await expect
    .element(screen.getByTestId('slot-held'))
    .toHaveTextContent('Tuesday 25 November, 16:00–20:00 is held for you for 10 minutes.');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  await expect
    .poll(() => api.finalizeOrder.mock.calls[0]?.[3])
    .toEqual({
      deliveryZoneWindowId: 2,
      date: '2025-11-25',
    });
  expect(api.holdSlot).not.toHaveBeenCalled();
});

test('a refused hold says why and loads the slots again', async () => {
  const nowFull = slots.map((s) =>
    s.deliveryZoneWindowId === 1 ? { ...s, bookable: false, reason: 'FULL' as const, remaining: 0 } : s,
  );
  const api = fakeCheckoutServer([available(), available({ slots: nowFull })], {
    holdSlot: async () => ({ reject: true, reason: 'SLOT_FULL' }) as never,
  });
  const screen = await renderStep();
  await userEvent.click(screen.getByRole('button', { name: '08:00–12:00' }).first());
  await expect
    .element(screen.getByText('This delivery time has just filled up. Please choose another one.'))
    .toBeVisible();
  await expect.poll(() => api.fetchAvailability.mock.calls.length).toBe(2);
  const tuesday = screen.getByRole('group', { name: 'Tuesday 25 November' });
  await expect.element(tuesday.getByRole('button', { name: '08:00–12:00 Full' })).toBeDisabled();
});

test('a slot refused at finalize says why, loads the slots again and clears the choice; the cart stays', async () => {
  const nowFull = slots.map((s) =>
    s.deliveryZoneWindowId === 1 ? { ...s, bookable: false, reason: 'FULL' as const, remaining: 0 } : s,
  );
  const api = fakeCheckoutServer([available(), available({ slots: nowFull })], {
    finalizeOrder: async () => ({ reject: true, reason: 'SLOT_FULL' }) as never,
  });
  const screen = await renderStep();
  await userEvent.click(screen.getByRole('button', { name: '08:00–12:00' }).first());
  await expect.element(screen.getByTestId('slot-held')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  await expect
    .element(screen.getByText('This delivery time has just filled up. Please choose another one.'))
    .toBeVisible();
  await expect.poll(() => api.fetchAvailability.mock.calls.length).toBe(2);
  const tuesday = screen.getByRole('group', { name: 'Tuesday 25 November' });
  await expect.element(tuesday.getByRole('button', { name: '08:00–12:00 Full' })).toBeDisabled();
  expect(screen.getByTestId('slot-held').elements()).toHaveLength(0);
  expect(screen.getByRole('button', { pressed: true }).elements()).toHaveLength(0);
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/en/shipping-details');
  // Continuing again without a new choice asks for one, and sends nothing.
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  await expect.element(screen.getByText('Please choose a delivery slot before continuing.')).toBeVisible();
  expect(api.finalizeOrder).toHaveBeenCalledTimes(1);
});

test('another address starts again: its own slots, nothing chosen', async () => {
  const api = fakeCheckoutServer([available()]);
  const screen = await renderStep();
  await userEvent.click(screen.getByRole('button', { name: '08:00–12:00' }).first());
  await expect.element(screen.getByTestId('slot-held')).toBeVisible();
  await screen.rerender(stepAt('en', { ...address, shippingAddressId: 6 }));
  await expect.poll(() => api.fetchAvailability.mock.calls.at(-1)?.[0]).toBe(6);
  await expect.element(screen.getByRole('button', { name: '08:00–12:00' }).first()).toBeEnabled();
  expect(screen.getByRole('button', { pressed: true }).elements()).toHaveLength(0);
  expect(screen.getByTestId('slot-held').elements()).toHaveLength(0);
});

test('a failed load offers a retry', async () => {
  let failing = true;
  fakeCheckoutServer([available()], {
    fetchAvailability: async () => {
      if (failing) throw new Error('offline');
      return available();
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const screen = await renderStep();
  await expect
    .element(screen.getByText('We could not load the delivery times for this address.', { exact: false }))
    .toBeVisible();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByRole('button', { name: '08:00–12:00' }).first()).toBeEnabled();
});

test('names the zone serving the address in the page’s language, asked of the server in it', async () => {
  const api = fakeCheckoutServer([available({ zone: { deliveryZoneId: 1, name: 'מרכז תל אביב' } })]);
  const screen = await renderStep('he');
  await expect
    .element(screen.getByTestId('slots-zone'))
    .toHaveTextContent('הכתובת שלך נמצאת באזור המשלוח מרכז תל אביב.');
  expect(screen.getByTestId('slots-zone').element().querySelector('bdi')?.getAttribute('dir')).toBe('auto');
  expect(api.fetchAvailability).toHaveBeenCalledWith(5, 'he', expect.any(AbortSignal));
});

test('in Hebrew on a phone: days in Hebrew, times left to right, 44 px targets, right to left', async () => {
  await page.viewport(390, 800);
  fakeCheckoutServer([available()]);
  const screen = await renderStep('he');
  const tuesday = screen.getByRole('group', { name: 'יום שלישי, 25 בנובמבר' });
  const morning = tuesday.getByRole('button', { name: '08:00–12:00' });
  await expect.element(morning).toBeVisible();
  await expect.element(screen.getByRole('button', { name: '16:00–20:00 נשארו רק שני מקומות' })).toBeVisible();
  await expect.element(screen.getByRole('button', { name: '08:00–12:00 מלא' })).toBeDisabled();
  const times = morning.element().querySelector('bdi');
  expect(times?.getAttribute('dir')).toBe('ltr');
  const box = morning.element().getBoundingClientRect();
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(getComputedStyle(morning.element()).direction).toBe('rtl');
  await page.viewport(1280, 800);
});
