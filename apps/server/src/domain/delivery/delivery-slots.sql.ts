import { deliveryDaysAhead, type LanguageCode, shopTimeZone } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { zoneNameIn, zoneNamesJson } from './zone-names.sql';

/**
 * The delivery slots' SQL (decision 0047), one implementation for availability, holds and finalize.
 * A slot is a window on a date; its start and end are `(date + time) at time zone 'Asia/Jerusalem'`
 * (daylight saving included) and the clock is the database's now().
 */

const zone = sql.raw(`'${shopTimeZone}'`);
/** The shop's today. */
export const shopToday = sql`(now() at time zone ${zone})::date`;
/** An instant as ISO text in UTC, as Date.toISOString writes it. */
export const isoInstant = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** When a window's time of day is on a date, in the shop's time. */
export const slotInstant = (day: SQL, time: SQL) =>
  sql`((${day})::date + (${time})::time) at time zone ${zone}`;

/** A point as a one-row select of (lng, lat), from values or from one of a user's addresses. */
export const pointAt = (longitude: number, latitude: number) =>
  sql`select ${longitude}::float8 as lng, ${latitude}::float8 as lat`;
export const addressPoint = (userId: number, shippingAddressId: number) =>
  sql`select a.longitude::float8 as lng, a.latitude::float8 as lat from shipping_addresses a
    where a.shipping_address_id = ${shippingAddressId} and a.user_id = ${userId}`;

/** The zone serving the point of CTE `p`: active, holding it, lowest priority (none last), name, id. */
const zoneOfPoint = sql`select z.delivery_zone_id, z.name from p
  join delivery_zones z on z.is_active and z.area @> point(p.lng, p.lat)
  order by z.priority asc nulls last, lower(z.name), z.delivery_zone_id limit 1`;

/**
 * Judges the candidate slots of CTE `candidates` (window_id, zone_id, day, start_time, end_time,
 * capacity, cutoff_hours): blackout, cut-off, what counts against capacity (bookings not cancelled
 * and others' live holds; `userId` null counts every hold) and whether the user holds it.
 */
function judged(userId: number | null): SQL {
  const user = sql`${userId}::int`;
  return sql`
    counted as materialized (
      select c.*, ${slotInstant(sql`c.day`, sql`c.start_time`)} as starts_at,
        ${slotInstant(sql`c.day`, sql`c.end_time`)} as ends_at,
        exists (select 1 from delivery_blackouts b where b.blackout_date = c.day
          and (b.delivery_zone_id = c.zone_id or b.delivery_zone_id is null)) as blackout,
        (select count(*) from orders o where o.delivery_zone_window_id = c.window_id
          and o.delivery_date = c.day and o.status <> 'cancelled')::int as booked,
        (select count(*) from delivery_slot_holds h where h.delivery_zone_window_id = c.window_id
          and h.slot_date = c.day and h.expires_at > now() and h.user_id is distinct from ${user})::int as others,
        exists (select 1 from delivery_slot_holds h where h.user_id = ${user}
          and h.delivery_zone_window_id = c.window_id and h.slot_date = c.day and h.expires_at > now()) as held
      from candidates c
    ),
    judged as (
      select c.*,
        case when c.blackout then 'BLACKOUT'
          when now() > c.starts_at - coalesce(c.cutoff_hours, 0)::float8 * interval '1 hour' then 'CUTOFF_PASSED'
          when c.capacity is not null and c.booked + c.others >= c.capacity then 'FULL' end as reason,
        case when c.capacity is null then null else greatest(c.capacity - c.booked - c.others, 0) end as remaining
      from counted c
    )`;
}

const windowColumns = sql`w.delivery_zone_window_id as window_id, w.delivery_zone_id as zone_id,
  w.start_time, w.end_time, w.capacity, w.cutoff_hours`;

const slotJson = sql`json_build_object('deliveryZoneWindowId', s.window_id, 'date', s.day::text,
  'startTime', to_char(s.start_time, 'HH24:MI'), 'endTime', to_char(s.end_time, 'HH24:MI'),
  'startsAt', ${isoInstant(sql`s.starts_at`)}, 'endsAt', ${isoInstant(sql`s.ends_at`)},
  'bookable', s.reason is null, 'reason', s.reason, 'remaining', s.remaining, 'held', s.held)`;

/** The user's live hold as the contracts' slotHold, or null. */
export const liveHoldJson = (userId: number) => sql`(select json_build_object(
    'deliveryZoneWindowId', h.delivery_zone_window_id, 'date', h.slot_date::text,
    'expiresAt', ${isoInstant(sql`h.expires_at`)})
  from delivery_slot_holds h where h.user_id = ${userId} and h.expires_at > now())`;

/**
 * One row: `found` (the point exists), the zone serving it ({deliveryZoneId, name} or null; the name
 * in `language`), its
 * slots of the next days in start order ([] without a zone) judged for `userId` (null: nobody), and
 * the user's live hold (any slot's; null for nobody).
 * The active windows of the zone on each of the days whose weekday is theirs.
 */
export function slotsStatement(point: SQL, userId: number | null, language: LanguageCode): SQL {
  return sql`
    with p as (${point}),
    zone as (${zoneOfPoint}),
    days as (select (${shopToday} + g)::date as day from generate_series(0, ${deliveryDaysAhead - 1}::int) g),
    candidates as (
      select ${windowColumns}, d.day
      from zone z
      join delivery_zone_windows w on w.delivery_zone_id = z.delivery_zone_id and w.is_active
      join days d on extract(dow from d.day) = w.day_of_week
    ),
    ${judged(userId)}
    select exists (select 1 from p) as found,
      (select json_build_object('deliveryZoneId', zone.delivery_zone_id, 'name', ${zoneNameIn('zone', language)})
        from zone) as zone,
      (select coalesce(json_agg(${slotJson} order by s.starts_at, s.window_id), '[]'::json) from judged s) as slots,
      ${userId === null ? sql`null` : liveHoldJson(userId)} as hold`;
}

/**
 * Whether a window on a date may be chosen for a point, before any lock: OUTSIDE_DELIVERY_AREA (no
 * active zone holds it), SLOT_UNAVAILABLE (no such window, inactive, its zone inactive, another
 * weekday, or a day not offered), SLOT_WRONG_ZONE, or null. When null, the slot's lock row is
 * inserted if it is new (`on conflict do nothing`) so that it can be locked next.
 */
export function resolveSlotStatement(point: SQL, windowId: number, date: string): SQL {
  const day = sql`${date}::date`;
  return sql`
    with p as (${point}),
    zone as (${zoneOfPoint}),
    w as (select w.delivery_zone_id, w.day_of_week, w.is_active and z.is_active as active
      from delivery_zone_windows w join delivery_zones z on z.delivery_zone_id = w.delivery_zone_id
      where w.delivery_zone_window_id = ${windowId}),
    verdict as (
      select case
        when not exists (select 1 from zone) then 'OUTSIDE_DELIVERY_AREA'
        when not coalesce((select active from w), false) then 'SLOT_UNAVAILABLE'
        when (select delivery_zone_id from w) <> (select delivery_zone_id from zone) then 'SLOT_WRONG_ZONE'
        when ${day} < ${shopToday} or ${day} > ${shopToday} + ${deliveryDaysAhead - 1}::int
          or extract(dow from ${day}) <> (select day_of_week from w) then 'SLOT_UNAVAILABLE'
      end as rejection
    ),
    created as (
      insert into delivery_slots (delivery_zone_window_id, slot_date)
      select ${windowId}, ${day} from verdict where rejection is null
      on conflict do nothing
    )
    select rejection from verdict`;
}

/** Locks the slot's row (inserted by resolveSlotStatement) until the transaction ends. */
export function lockSlotStatement(windowId: number, date: string): SQL {
  return sql`select 1 from delivery_slots
    where delivery_zone_window_id = ${windowId} and slot_date = ${date}::date for update`;
}

/**
 * The slot judged for the user (their own hold does not count against them), with what an order
 * copies: the window's times and the zone's base name and its name in every language. Run after the slot's row is locked, in a statement
 * of its own, so that its counts see every booking and hold committed before the lock was granted.
 */
export function judgeSlotStatement(userId: number, windowId: number, date: string): SQL {
  return sql`
    with candidates as (
      select ${windowColumns}, ${date}::date as day
      from delivery_zone_windows w where w.delivery_zone_window_id = ${windowId}
    ),
    ${judged(userId)}
    select s.reason, to_char(s.start_time, 'HH24:MI') as "startTime", to_char(s.end_time, 'HH24:MI') as "endTime",
      z.name as "zoneName", ${zoneNamesJson('z')} as "zoneNames"
    from judged s join delivery_zones z on z.delivery_zone_id = s.zone_id`;
}
