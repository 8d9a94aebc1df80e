import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * PostgreSQL's own geometric polygon (x longitude, y latitude): `@>` finds the zones holding a point
 * and `&&` the zones meeting another, on PGlite and PostgreSQL alike, with a GiST index (decision 0047).
 */
const polygon = customType<{ data: string }>({ dataType: () => 'polygon' });

/** A delivery zone: its outline as GeoJSON (the spec's text) and as a polygon to search. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    deliveryZoneId: serial('delivery_zone_id').primaryKey(),
    name: text('name').notNull(),
    /** Of two zones holding an address the lower number serves it; null comes last. */
    priority: doublePrecision('priority'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    /** {"type":"Polygon","coordinates":[ring]}, the ring closed and checked. */
    polygonGeoJson: jsonb('polygon_geojson').notNull(),
    area: polygon('area').notNull(),
    areaKm2: doublePrecision('area_km2').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_zones_name_unique').on(sql`lower(${t.name})`),
    index('delivery_zones_area_idx').using('gist', t.area),
  ],
);

/**
 * A zone's name in one language (decision 0054): shown to shoppers and in the back office in their
 * language; a language without one shows the zone's base name.
 */
export const deliveryZoneTranslations = pgTable(
  'delivery_zone_translations',
  {
    deliveryZoneId: integer('delivery_zone_id')
      .notNull()
      .references(() => deliveryZones.deliveryZoneId, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryZoneId, t.languageCode] }),
    check('delivery_zone_translations_language_check', sql`${t.languageCode} in ('en', 'he', 'th')`),
  ],
);

/** A weekly delivery window of a zone: a day, a start and end in the shop's time, a capacity per date. */
export const deliveryZoneWindows = pgTable(
  'delivery_zone_windows',
  {
    deliveryZoneWindowId: serial('delivery_zone_window_id').primaryKey(),
    deliveryZoneId: integer('delivery_zone_id')
      .notNull()
      .references(() => deliveryZones.deliveryZoneId, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** Orders per date; null for no limit. */
    capacity: integer('capacity'),
    cutoffHours: numeric('cutoff_hours', { precision: 6, scale: 2 }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('delivery_zone_windows_zone_idx').on(t.deliveryZoneId, t.dayOfWeek, t.startTime),
    check('delivery_zone_windows_day_check', sql`${t.dayOfWeek} between 0 and 6`),
    check('delivery_zone_windows_times_check', sql`${t.startTime} < ${t.endTime}`),
    check('delivery_zone_windows_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check('delivery_zone_windows_cutoff_check', sql`${t.cutoffHours} is null or ${t.cutoffHours} >= 0`),
  ],
);

/** A day without deliveries, for one zone or (zone null) every zone. */
export const deliveryBlackouts = pgTable(
  'delivery_blackouts',
  {
    deliveryBlackoutId: serial('delivery_blackout_id').primaryKey(),
    blackoutDate: date('blackout_date').notNull(),
    deliveryZoneId: integer('delivery_zone_id').references(() => deliveryZones.deliveryZoneId, {
      onDelete: 'cascade',
    }),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_blackouts_day_zone_unique').on(
      t.blackoutDate,
      sql`coalesce(${t.deliveryZoneId}, 0)`,
    ),
  ],
);

/**
 * One row per window and date that was ever held or booked: the row every hold and booking of that
 * slot locks first, so that counting its orders and holds and adding one is never raced.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    deliveryZoneWindowId: integer('delivery_zone_window_id')
      .notNull()
      .references(() => deliveryZoneWindows.deliveryZoneWindowId, { onDelete: 'cascade' }),
    slotDate: date('slot_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryZoneWindowId, t.slotDate] })],
);

/** A shopper's hold on a slot while they check out: one per shopper, counted until it expires. */
export const deliverySlotHolds = pgTable(
  'delivery_slot_holds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    deliveryZoneWindowId: integer('delivery_zone_window_id')
      .notNull()
      .references(() => deliveryZoneWindows.deliveryZoneWindowId, { onDelete: 'cascade' }),
    slotDate: date('slot_date').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('delivery_slot_holds_slot_idx').on(t.deliveryZoneWindowId, t.slotDate, t.expiresAt)],
);
