import {
  deliveryAdminEndpoints,
  deliveryAvailabilityResponse,
  deliveryEndpoints,
  deliveryLookupResponse,
  holdSlotResponse,
  type SlotChoice,
} from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { box, type Ring } from '../src/domain/delivery/testing/delivery-fixture';
import { userHolding } from './access';
import type { TestApp } from './app';
import { callEndpoint } from './endpoint-calls';

/** A square area of its own for each test (far from any other), and the point at its centre. */
export function area(index: number): { ring: Ring; longitude: number; latitude: number } {
  const west = -170 + index;
  return { ring: box(west, 10, west + 0.5, 10.5), longitude: west + 0.25, latitude: 10.25 };
}

export interface Shopper {
  userId: number;
  cookie: string;
  addressId: number;
}

/** A signed-in shopper with one address at the point. */
export async function shopperAt(
  t: TestApp,
  point: { longitude: number; latitude: number },
): Promise<Shopper> {
  const { userId, cookie } = await userHolding(t.app);
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`insert into shipping_addresses (user_id, recipient_name, address_line1,
        city, postal_code, country, latitude, longitude, is_default)
      values (${userId}, 'Noa', 'Herzl 1', 'Tel Aviv', '6100000', 'Israel', ${point.latitude}, ${point.longitude}, true)
      returning shipping_address_id as id`),
  );
  return { userId, cookie, addressId: row?.id as number };
}

export const query = async <T>(t: TestApp, statement: SQL) =>
  rowsOf<T>(await t.database.db.execute(statement));

export async function availability(t: TestApp, shopper: Shopper) {
  const response = await callEndpoint(t, deliveryEndpoints.availability, {
    query: { shippingAddressId: shopper.addressId },
    cookie: shopper.cookie,
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return deliveryAvailabilityResponse.parse(response.json());
}

export const holdRaw = (t: TestApp, shopper: Shopper, choice: SlotChoice, addressId = shopper.addressId) =>
  callEndpoint(t, deliveryEndpoints.hold, {
    body: { ...choice, shippingAddressId: addressId },
    cookie: shopper.cookie,
  });

export async function hold(t: TestApp, shopper: Shopper, choice: SlotChoice) {
  const response = await holdRaw(t, shopper, choice);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return holdSlotResponse.parse(response.json());
}

export async function lookup(t: TestApp, cookie: string, point: { longitude: number; latitude: number }) {
  const { longitude, latitude } = point;
  const response = await callEndpoint(t, deliveryAdminEndpoints.lookup, {
    query: { longitude, latitude },
    cookie,
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return deliveryLookupResponse.parse(response.json());
}

/** An order booked on a slot, written straight into the table (counted unless cancelled). */
export async function bookedOrder(t: TestApp, userId: number, slot: SlotChoice, status = 'pending') {
  await t.database.db.execute(sql`insert into orders (user_id, status, shipping_address, subtotal, total_amount,
      currency_symbol, language_code, customer_name, customer_email, delivery_zone_window_id, delivery_date,
      delivery_start, delivery_end, delivery_zone_name)
    values (${userId}, ${status}, '{}'::jsonb, 1, 1, '₪', 'en', 'Noa', 'noa@shop.example',
      ${slot.deliveryZoneWindowId}, ${slot.date}::date, '00:00', '23:59', 'Zone')`);
}

/** What a hold may write, to compare before and after a rejection. */
export const holdTables = (t: TestApp) =>
  query(
    t,
    sql`select (select count(*)::int from delivery_slots) as slots,
      (select coalesce(json_agg(h order by h.user_id), '[]') from delivery_slot_holds h) as holds`,
  );
