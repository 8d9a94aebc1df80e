import type { CreateShippingAddressRequest, LanguageCode } from '@grocery/contracts';

/**
 * The demo's other customers (decision 0052): they have orders, so the orders grid, the dashboard
 * and the inboxes look lived-in, in every shop language and every delivery zone. They have no
 * password (their hash is no argon2 hash, so no sign-in can match it) and are not in
 * demo-accounts.txt. `rate`: how likely they order on one of their slots.
 */
export interface DemoCustomer {
  email: string;
  name: string;
  language: LanguageCode;
  rate: number;
  address: CreateShippingAddressRequest;
}

const address = (
  recipientName: string,
  addressLine1: string,
  city: string,
  postalCode: string,
  [latitude, longitude]: [number, number],
): CreateShippingAddressRequest => ({
  label: null,
  recipientName,
  phone: null,
  addressLine1,
  city,
  postalCode,
  country: 'Israel',
  latitude,
  longitude,
  isDefault: true,
});

/** The business shopper's office, in Ramat Gan (the demo shopper lives in the centre: demo-delivery.ts). */
export const demoBusinessAddress = {
  ...address('Avi Business', 'Bialik 30', 'Ramat Gan', '5245130', [32.083, 34.817]),
  label: 'Office',
  phone: '03-5551234',
};

export const demoCustomers: DemoCustomer[] = [
  {
    email: 'yael.cohen@freshcart.example',
    name: 'יעל כהן',
    language: 'he',
    rate: 0.15,
    address: address('יעל כהן', 'יפת 40', 'תל אביב-יפו', '6802440', [32.045, 34.76]),
  },
  {
    email: 'david.levi@freshcart.example',
    name: 'דוד לוי',
    language: 'he',
    rate: 0.15,
    address: address('דוד לוי', 'רוטשילד 22', 'תל אביב-יפו', '6688218', [32.0636, 34.7727]),
  },
  {
    email: 'somchai@freshcart.example',
    name: 'สมชาย วงศ์สวัสดิ์',
    language: 'th',
    rate: 0.15,
    address: address('สมชาย วงศ์สวัสดิ์', 'Einstein 40', 'Tel Aviv', '6910201', [32.115, 34.8]),
  },
  {
    email: 'maya.katz@freshcart.example',
    name: 'Maya Katz',
    language: 'en',
    rate: 0.15,
    address: address('Maya Katz', 'Levanon 30', 'Tel Aviv', '6997830', [32.118, 34.805]),
  },
];

/** How likely the demo shopper and the business shopper order on one of their slots. */
export const demoShopperRates = { shopper: 0.25, business: 0.17 };
