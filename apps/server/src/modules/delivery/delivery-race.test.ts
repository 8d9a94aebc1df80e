import type { SlotChoice } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { testDriver } from '../../../test/database';
import { type DatabaseHandle, openDatabase, rowsOf } from '../../db/client';
import { addWindow, createZone, shopDate } from '../../domain/delivery/testing/delivery-fixture';
import { buildDemoCatalogue } from '../../seed/demo-catalogue';
import { insertDemoCatalogue } from '../../seed/demo-insert';
import { ordersService } from '../orders/orders.service';
import { deliveryService } from './delivery.service';

// PostgreSQL only (TEST_DB=postgres): PGlite runs one statement at a time, so nothing races there.
describe.runIf(testDriver === 'postgres')('slots under concurrent finalizes and holds', () => {
  let t: TestApp;
  /** A pool of its own, wide enough for many transactions to wait on one slot's row at once. */
  let pool: DatabaseHandle;
  let zoneId: number;
  let productId: number;

  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(statement));

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
    await t.database.db.transaction((tx) => insertDemoCatalogue(tx, buildDemoCatalogue()));
    // 200 calls queue for 30 connections behind one row lock: on a loaded machine (CI runs both
    // databases' suites at once) a call may wait longer than the server's 5 s for a connection.
    pool = await openDatabase({ databaseUrl: t.database.url as string, poolSize: 30, connectWaitMs: 60_000 });
    zoneId = await createZone(t.database.db, { name: 'Race' });
    const [product] = await query<{ id: number }>(
      sql`select product_id as id from products where unit = 'unit' and minimum_quantity = 1 and quantity_step = 1
        and active and not out_of_stock order by product_id limit 1`,
    );
    productId = product?.id as number;
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
    await t?.close();
  });

  /** `count` shoppers with an address in the zone and one line in their cart, written in bulk. */
  async function shoppers(count: number, tag: string) {
    return query<{ userId: number; addressId: number }>(sql`
      with u as (
        insert into users (email, display_name, password_hash, email_verified_at)
        select 'race.' || ${tag} || '.' || n || '@shop.example', 'Racer ' || n, 'no password', now()
        from generate_series(1, ${count}::int) n returning user_id
      ),
      a as (
        insert into shipping_addresses (user_id, recipient_name, address_line1, city, postal_code, country,
          latitude, longitude, is_default)
        select user_id, 'Racer', 'Herzl 1', 'Tel Aviv', '6100000', 'Israel', 32.0853, 34.7818, true from u
        returning user_id, shipping_address_id
      ),
      c as (insert into cart_items (user_id, product_id, quantity) select user_id, ${productId}, 1 from u)
      select user_id as "userId", shipping_address_id as "addressId" from a`);
  }

  async function slotOfCapacity(capacity: number, days: number): Promise<SlotChoice> {
    const { date, dayOfWeek } = await shopDate(t.database.db, days);
    const windowId = await addWindow(t.database.db, zoneId, {
      dayOfWeek,
      startTime: `0${days}:00`,
      endTime: `0${days}:30`,
      capacity,
    });
    return { deliveryZoneWindowId: windowId, date };
  }

  /** The app's mailer: the order-received mail is written through the finalize's own transaction. */
  const orderDeps = () => ({ currencySymbol: '₪', mailer: t.app.deps.mailer, publicUrl: 'http://shop.test' });

  const placed = async (slot: SlotChoice) =>
    (
      await query<{ booked: number; held: number }>(sql`select
        (select count(*)::int from orders where delivery_zone_window_id = ${slot.deliveryZoneWindowId}
          and delivery_date = ${slot.date}::date and status <> 'cancelled') as booked,
        (select count(*)::int from delivery_slot_holds where delivery_zone_window_id = ${slot.deliveryZoneWindowId}
          and slot_date = ${slot.date}::date and expires_at > now()) as held`)
    )[0];

  it('books exactly the capacity when 200 shoppers finalize one slot of 10 at once', async () => {
    const slot = await slotOfCapacity(10, 2);
    const all = await shoppers(200, 'finalize');
    const orders = ordersService(pool.db, orderDeps());
    const answers = await Promise.all(
      all.map((shopper) =>
        orders.finalize(shopper.userId, {
          shippingAddressId: shopper.addressId,
          idempotencyKey: null,
          deliverySlot: slot,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.reason === null)).toHaveLength(10);
    expect(answers.filter((answer) => answer.reason === 'SLOT_FULL')).toHaveLength(190);
    expect(await placed(slot)).toEqual({ booked: 10, held: 0 });
    // The 190 kept their carts.
    const [carts] = await query<{ n: number }>(
      sql`select count(*)::int as n from cart_items where user_id in (select user_id from users where email like 'race.finalize.%')`,
    );
    expect(carts?.n).toBe(190);
  }, 60_000);

  it('never lets bookings and live holds pass the capacity when holds race finalizes', async () => {
    const slot = await slotOfCapacity(10, 3);
    const holders = await shoppers(100, 'hold');
    const buyers = await shoppers(100, 'buy');
    const orders = ordersService(pool.db, orderDeps());
    const delivery = deliveryService(pool.db, 10);
    const calls = holders.flatMap((holder, index) => {
      const buyer = buyers[index] as (typeof buyers)[number];
      return [
        delivery
          .hold(holder.userId, { ...slot, shippingAddressId: holder.addressId })
          .then((answer) => (answer.found && answer.reason === null ? 1 : 0)),
        orders
          .finalize(buyer.userId, {
            shippingAddressId: buyer.addressId,
            idempotencyKey: null,
            deliverySlot: slot,
          })
          .then((answer) => (answer.reason === null ? 1 : 0)),
      ];
    });
    const succeeded = (await Promise.all(calls)).reduce<number>((sum, one) => sum + one, 0);
    const after = await placed(slot);
    expect(succeeded).toBe(10);
    expect((after?.booked ?? 0) + (after?.held ?? 0)).toBe(10);
  }, 60_000);
});
