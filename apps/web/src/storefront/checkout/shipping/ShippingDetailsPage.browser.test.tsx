import {
  cartEndpoints,
  deliveryEndpoints,
  orderEndpoints,
  type ShippingAddress,
  shippingEndpoints,
} from '@grocery/contracts';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answering, fakeEndpoints } from '../../../api/testing/fakeServer';
import { renderShopperPage } from '../../shared/testing/renderShopperPage';
import { ShippingDetailsPage } from './ShippingDetailsPage';

const ok = { reject: false, reason: null } as const;
const home: ShippingAddress = {
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
const work: ShippingAddress = {
  ...home,
  shippingAddressId: 6,
  label: 'Work',
  addressLine1: '3 Rothschild Blvd',
  isDefault: false,
};

const noTotals = { subtotal: 0, discount: 0, orderPromotion: null, shipping: 0, tax: 0, total: 0 };

const renderShipping = () =>
  renderShopperPage('en', <ShippingDetailsPage />, {
    route: '/:lang/shipping-details',
    path: '/en/shipping-details',
  });

test('the default address is selected on arrival; setting another as default moves the flag to it', async () => {
  const server = fakeEndpoints(
    answering(shippingEndpoints.list, () => ({ ...ok, addresses: [home, work] })),
    answering(shippingEndpoints.setDefault, () => ({ ...ok, address: { ...work, isDefault: true } })),
    answering(deliveryEndpoints.availability, () => ({ ...ok, zone: null, slots: [], hold: null })),
    answering(cartEndpoints.cart, () => ({ ...ok, cartItems: [], totals: noTotals })),
  );
  const screen = await renderShipping();
  const cards = screen.getByTestId('address-card');
  await expect.element(cards.first().getByRole('radio')).toBeChecked();
  await expect.element(cards.first()).toMatchTextContent('Default');
  await userEvent.click(cards.nth(1).getByRole('button', { name: 'Set as default' }));
  await expect.element(cards.nth(1)).toMatchTextContent('Default');
  await expect.element(cards.first().getByRole('button', { name: 'Set as default' })).toBeVisible();
  // The list changed here, not loaded again; the selection stayed.
  expect(server.sent.filter((request) => request.path === '/api/shipping-addresses')).toHaveLength(1);
  await expect.element(cards.first().getByRole('radio')).toBeChecked();
});

test('an address gone at checkout loads the list again and selects from what is left', async () => {
  const slot = {
    deliveryZoneWindowId: 1,
    date: '2025-11-25',
    startTime: '08:00',
    endTime: '12:00',
    startsAt: '2025-11-25T08:00:00+02:00',
    endsAt: '2025-11-25T12:00:00+02:00',
    bookable: true,
    reason: null,
    remaining: null,
    held: true,
  };
  const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const lists = [[home, work], [work]];
  const server = fakeEndpoints(
    answering(shippingEndpoints.list, () => ({ ...ok, addresses: lists.shift() ?? [work] })),
    answering(deliveryEndpoints.availability, () => ({
      ...ok,
      zone: { deliveryZoneId: 1, name: 'Centre' },
      slots: [slot],
      hold: { deliveryZoneWindowId: 1, date: '2025-11-25', expiresAt },
    })),
    answering(orderEndpoints.finalize, () => ({ reject: true, reason: 'ADDRESS_NOT_FOUND' })),
    answering(cartEndpoints.cart, () => ({ ...ok, cartItems: [], totals: noTotals })),
  );
  const screen = await renderShipping();
  await expect.element(screen.getByTestId('slot-held')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
  const cards = screen.getByTestId('address-card');
  await expect.poll(() => cards.elements().length).toBe(1);
  await expect.element(cards.first()).toMatchTextContent('Work');
  await expect.element(cards.first().getByRole('radio')).toBeChecked();
  expect(server.sent.filter((request) => request.path === '/api/shipping-addresses')).toHaveLength(2);
});
