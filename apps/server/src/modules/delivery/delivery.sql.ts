import { type SQL, sql } from 'drizzle-orm';
import { isoInstant } from '../../domain/delivery/delivery-slots.sql';

/**
 * Gives the user their one hold, on this slot until `minutes` from now (replacing any other), and
 * removes the slot's expired holds on the way. Run with the user's and the slot's rows locked.
 */
export function holdStatement(userId: number, windowId: number, date: string, minutes: number): SQL {
  return sql`
    with expired as (
      delete from delivery_slot_holds
      where delivery_zone_window_id = ${windowId} and slot_date = ${date}::date
        and expires_at <= now() and user_id <> ${userId}
    ),
    held as (
      insert into delivery_slot_holds (user_id, delivery_zone_window_id, slot_date, expires_at)
      values (${userId}, ${windowId}, ${date}::date, now() + ${minutes}::int * interval '1 minute')
      on conflict (user_id) do update set delivery_zone_window_id = excluded.delivery_zone_window_id,
        slot_date = excluded.slot_date, expires_at = excluded.expires_at
      returning delivery_zone_window_id, slot_date, expires_at
    )
    select delivery_zone_window_id as "deliveryZoneWindowId", slot_date::text as "date",
      ${isoInstant(sql`expires_at`)} as "expiresAt"
    from held`;
}

export const addressPointStatement = (userId: number, shippingAddressId: number) =>
  sql`select latitude::float8 as latitude, longitude::float8 as longitude from shipping_addresses
    where shipping_address_id = ${shippingAddressId} and user_id = ${userId}`;

export const releaseStatement = (userId: number) =>
  sql`delete from delivery_slot_holds where user_id = ${userId}`;
