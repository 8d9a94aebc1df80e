import { z } from 'zod';
import { idParam } from './catalogue';
import { latitudeSchema, longitudeSchema } from './checkout';
import { type Position, parseZonePolygon } from './delivery-geometry';
import { bodyIdSchema, deliveryDateSchema, slotChoiceSchema, slotRejections } from './delivery-slot';
import { ok, okOrRejected } from './envelope';
import { languageCodeSchema } from './language-schema';
import { pageLanguageQuery } from './lists';
import { text } from './text';

/**
 * Delivery (decision 0047): zones drawn on a map with weekly windows and blackout days, the slots a
 * shopper picks at checkout (held for a while, booked with the order, never more than capacity).
 */

/** How many days ahead slots are offered, from the shop's today (Asia/Jerusalem). */
export const deliveryDaysAhead = 14;

export const deliveryLimits = {
  nameMax: 100,
  notesMax: 1000,
  reasonMax: 200,
  /** A window takes at most this many orders (a blank capacity means no limit). */
  capacityMax: 10_000,
  /** Orders close at most two weeks before a window starts. */
  cutoffHoursMax: 336,
  windowsPerZoneMax: 100,
  priorityAbsMax: 1_000_000,
  polygonTextMax: 200_000,
} as const;

/** 'HH:MM', 00:00 to 23:59: a window's start or end in the shop's time. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

const nullableText = (max: number) =>
  text()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

// ---------------------------------------------------------------- zones

/**
 * The back office's reads that name zones (the regions list, blackouts, the address test) answer each
 * zone's name in the page's language (decision 0055): its translation, or the base name where it has
 * none (decision 0054).
 */
export const deliveryLanguageQuery = pageLanguageQuery;

/** A zone's name in one language; a language without one shows the base name. */
export const deliveryZoneTranslationSchema = z.object({
  languageCode: languageCodeSchema,
  name: z.string(),
});
export type DeliveryZoneTranslation = z.infer<typeof deliveryZoneTranslationSchema>;

export const deliveryWindowSchema = z.object({
  deliveryZoneWindowId: z.number().int(),
  /** 0 Sunday … 6 Saturday. */
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: z.string(),
  endTime: z.string(),
  /** Orders the window takes on one date; null for no limit. */
  capacity: z.number().int().nullable(),
  /** Orders close this many hours before the window starts; null closes them at its start. */
  cutoffHours: z.number().nullable(),
  isActive: z.boolean(),
});
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

/**
 * A row of the regions list (the outline and windows are loaded with the one zone). `name` is in the
 * language asked in the list (deliveryLanguageQuery); the one zone's answer carries the base name.
 */
export const deliveryZoneRowSchema = z.object({
  deliveryZoneId: z.number().int(),
  name: z.string(),
  priority: z.number().nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  windowsCount: z.number().int(),
});
export type DeliveryZoneRow = z.infer<typeof deliveryZoneRowSchema>;

/** An active zone whose outline meets this one's; `wins` when it serves the shared part instead. */
export const zoneOverlapSchema = z.object({
  deliveryZoneId: z.number().int(),
  name: z.string(),
  priority: z.number().nullable(),
  wins: z.boolean(),
});
export type ZoneOverlap = z.infer<typeof zoneOverlapSchema>;

export const deliveryZoneSchema = deliveryZoneRowSchema.extend({
  /** A GeoJSON Polygon geometry, as text (the spec's shape). */
  polygonGeoJson: z.string(),
  areaKm2: z.number(),
  windows: z.array(deliveryWindowSchema),
  overlaps: z.array(zoneOverlapSchema),
  /** Its name per language, by language code; the languages without one show `name`. */
  translations: z.array(deliveryZoneTranslationSchema),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** polygonGeoJson as sent: checked here (400 with the reason and any crossing points), answered as its ring. */
export const zonePolygonInput = text()
  .max(deliveryLimits.polygonTextMax)
  .transform((value, context): Position[] => {
    const checked = parseZonePolygon(value);
    if ('ring' in checked) return checked.ring;
    context.addIssue({ code: 'custom', message: checked.problem, params: { crossings: checked.crossings } });
    return z.NEVER;
  });

const zoneName = text().pipe(z.string().min(1, 'Zone name is required.').max(deliveryLimits.nameMax));

const zoneFields = {
  name: zoneName,
  priority: z
    .number()
    .refine(Number.isFinite, 'Priority must be a valid number.')
    .min(-deliveryLimits.priorityAbsMax)
    .max(deliveryLimits.priorityAbsMax)
    .nullish()
    .transform((value) => value ?? null),
  notes: nullableText(deliveryLimits.notesMax),
  isActive: z.boolean().default(true),
};

export const createDeliveryZoneRequest = z.strictObject({
  ...zoneFields,
  polygonGeoJson: zonePolygonInput,
});
export type CreateDeliveryZoneRequest = z.input<typeof createDeliveryZoneRequest>;

/** An update may leave the outline out (or null) to keep it. */
export const updateDeliveryZoneRequest = z.strictObject({
  ...zoneFields,
  polygonGeoJson: zonePolygonInput.nullish(),
  /** The spec's body carries the id too; the path's id is the one used. */
  deliveryZoneId: z.unknown().optional(),
});
export type UpdateDeliveryZoneRequest = z.input<typeof updateDeliveryZoneRequest>;

export const deliveryZoneParams = z.strictObject({ deliveryZoneId: idParam });

/** The zone's name in one language (the admin's translations card: a save or a delete per language). */
export const deliveryZoneTranslationParams = z.strictObject({
  deliveryZoneId: idParam,
  languageCode: languageCodeSchema,
});
export const deliveryZoneTranslationRequest = z.strictObject({ name: zoneName });
export type DeliveryZoneTranslationRequest = z.input<typeof deliveryZoneTranslationRequest>;
export const deliveryZoneTranslationResponse = ok({ translation: deliveryZoneTranslationSchema });
export const deleteDeliveryZoneTranslationResponse = ok({ deleted: z.boolean() });

export const deliveryZonesResponse = ok({ zones: z.array(deliveryZoneRowSchema) });
export const deliveryZoneResponse = ok({ zone: deliveryZoneSchema });
/** NAME_TAKEN: another zone has this name (any case). */
export const deliveryZoneRejections = ['NAME_TAKEN'] as const;
export const deliveryZoneSaveResponse = okOrRejected({ zone: deliveryZoneSchema }, deliveryZoneRejections);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const deliveryWindowInput = z.strictObject({
  /** Absent or null for a new window. */
  deliveryZoneWindowId: bodyIdSchema.nullish(),
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  capacity: z.number().int().min(0).max(deliveryLimits.capacityMax).nullable(),
  cutoffHours: z.number().min(0).max(deliveryLimits.cutoffHoursMax).multipleOf(0.25).nullable(),
  isActive: z.boolean().default(true),
});
export type DeliveryWindowInput = z.input<typeof deliveryWindowInput>;

/**
 * The zone's whole list of windows: those with an id are updated, those without added, the zone's
 * others removed (orders keep the slot they booked). Each starts before it ends; two windows of one
 * day may not overlap.
 */
export const saveDeliveryWindowsRequest = z
  .strictObject({
    windows: z.array(deliveryWindowInput).max(deliveryLimits.windowsPerZoneMax),
    deliveryZoneId: z.unknown().optional(),
  })
  .superRefine(({ windows }, context) => {
    windows.forEach((window, index) => {
      if (minutesOf(window.startTime) >= minutesOf(window.endTime)) {
        context.addIssue({
          code: 'custom',
          path: ['windows', index, 'endTime'],
          message: 'must be after the start',
        });
      }
      const clash = windows.findIndex(
        (other, otherIndex) =>
          otherIndex < index &&
          other.dayOfWeek === window.dayOfWeek &&
          minutesOf(other.startTime) < minutesOf(window.endTime) &&
          minutesOf(window.startTime) < minutesOf(other.endTime),
      );
      if (clash >= 0) {
        context.addIssue({
          code: 'custom',
          path: ['windows', index, 'startTime'],
          message: `overlaps window ${clash + 1} on the same day`,
        });
      }
    });
  });
export type SaveDeliveryWindowsRequest = z.input<typeof saveDeliveryWindowsRequest>;
export const deliveryWindowsResponse = ok({ windows: z.array(deliveryWindowSchema) });

// ---------------------------------------------------------------- blackouts

export const deliveryBlackoutSchema = z.object({
  deliveryBlackoutId: z.number().int(),
  blackoutDate: z.string(),
  /** null: every zone. */
  deliveryZoneId: z.number().int().nullable(),
  deliveryZoneName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type DeliveryBlackout = z.infer<typeof deliveryBlackoutSchema>;

export const createDeliveryBlackoutRequest = z.strictObject({
  blackoutDate: deliveryDateSchema,
  deliveryZoneId: bodyIdSchema.nullable(),
  reason: nullableText(deliveryLimits.reasonMax),
});
export type CreateDeliveryBlackoutRequest = z.input<typeof createDeliveryBlackoutRequest>;
export const deliveryBlackoutParams = z.strictObject({ deliveryBlackoutId: idParam });
export const deliveryBlackoutsResponse = ok({ blackouts: z.array(deliveryBlackoutSchema) });
/** DUPLICATE: that day is already blacked out for that zone (or all). DATE_PAST: before the shop's today. ZONE_NOT_FOUND. */
export const deliveryBlackoutRejections = ['DUPLICATE', 'DATE_PAST', 'ZONE_NOT_FOUND'] as const;
export const deliveryBlackoutSaveResponse = okOrRejected(
  { blackout: deliveryBlackoutSchema },
  deliveryBlackoutRejections,
);
export const deliveryDoneResponse = ok({});

// ---------------------------------------------------------------- slots

export const slotUnavailableReasons = ['FULL', 'CUTOFF_PASSED', 'BLACKOUT'] as const;
export type SlotUnavailableReason = (typeof slotUnavailableReasons)[number];

/** One window on one date, in the shop's time; `startsAt`/`endsAt` are instants (DST included). */
export const deliverySlotSchema = z.object({
  deliveryZoneWindowId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bookable: z.boolean(),
  /** Why it cannot be booked; null when it can. */
  reason: z.enum(slotUnavailableReasons).nullable(),
  /** Places left (holds of others counted); null for no limit. */
  remaining: z.number().int().nullable(),
  /** Held for the asking shopper. */
  held: z.boolean(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

export const deliveryZoneRefSchema = z.object({
  deliveryZoneId: z.number().int(),
  name: z.string(),
});

export const slotHoldSchema = z.object({
  deliveryZoneWindowId: z.number().int(),
  date: z.string(),
  expiresAt: z.string(),
});
export type SlotHold = z.infer<typeof slotHoldSchema>;

/** `languageCode`: the zone's name in the shopper's language (its translation, else the base name). */
export const deliveryAvailabilityQuery = z.strictObject({
  shippingAddressId: idParam,
  languageCode: languageCodeSchema.default('en'),
});
/** The zone serving the address (null: not delivered there yet) and its slots of the next days. */
export const deliveryAvailabilityResponse = ok({
  zone: deliveryZoneRefSchema.nullable(),
  slots: z.array(deliverySlotSchema),
  hold: slotHoldSchema.nullable(),
});
export type DeliveryAvailability = z.infer<typeof deliveryAvailabilityResponse>;

export const holdSlotRequest = slotChoiceSchema.extend({ shippingAddressId: bodyIdSchema });
export type HoldSlotRequest = z.input<typeof holdSlotRequest>;
export const holdSlotResponse = okOrRejected({ hold: slotHoldSchema }, slotRejections);
export const releaseSlotResponse = ok({});

/** The admin's "test an address" box: any point. */
export const deliveryLookupQuery = deliveryLanguageQuery.extend({
  latitude: z.coerce.number().pipe(latitudeSchema),
  longitude: z.coerce.number().pipe(longitudeSchema),
});
export const deliveryLookupResponse = ok({
  zone: deliveryZoneRefSchema.nullable(),
  slots: z.array(deliverySlotSchema),
});
