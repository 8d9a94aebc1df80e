import {
  type CreateDeliveryZoneRequest,
  type DeliveryZone,
  deliveryLimits,
  type Position,
  zonePolygonText,
} from '@grocery/contracts';
import { z } from 'zod';

const numberPattern = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The zone's fields as the form holds them (the outline is the map's): the name trimmed and
 * required, the priority typed as text (empty: none), notes trimmed (empty: null). Custom issues
 * name their texts by key (useAdminForm's customTexts).
 */
export const zoneFormSchema = z.object({
  name: z
    .string()
    .trim()
    .refine((name) => name.length > 0, 'nameRequired')
    .pipe(z.string().max(deliveryLimits.nameMax)),
  priority: z
    .string()
    .trim()
    .refine(
      (text) =>
        text === '' || (numberPattern.test(text) && Math.abs(Number(text)) <= deliveryLimits.priorityAbsMax),
      'priorityInvalid',
    )
    .transform((text) => (text === '' ? null : Number(text))),
  isActive: z.boolean(),
  notes: z
    .string()
    .trim()
    .max(deliveryLimits.notesMax)
    .transform((notes) => notes || null),
});
type ZoneFormValues = z.input<typeof zoneFormSchema>;
export type ZoneFields = z.output<typeof zoneFormSchema>;

export const newZoneValues: ZoneFormValues = { name: '', priority: '', isActive: true, notes: '' };

/** A loaded zone as the form edits it. */
export function zoneFormValues(zone: DeliveryZone): ZoneFormValues {
  return {
    name: zone.name,
    priority: zone.priority === null ? '' : String(zone.priority),
    isActive: zone.isActive,
    notes: zone.notes ?? '',
  };
}

/** The body sent: the fields, and the outline when there is a new one (left out, an update keeps it). */
export function zoneRequest(fields: ZoneFields, ring: readonly Position[] | null): CreateDeliveryZoneRequest {
  const body = { ...fields } as CreateDeliveryZoneRequest;
  if (ring) body.polygonGeoJson = zonePolygonText(ring);
  return body;
}

/** The zone's saved outline, or null when it cannot be read. */
export function savedRing(zone: DeliveryZone | undefined): Position[] | null {
  if (!zone) return null;
  try {
    const coordinates = (JSON.parse(zone.polygonGeoJson) as { coordinates?: Position[][] }).coordinates;
    return coordinates?.[0] ? coordinates[0].map(([lng, lat]) => [lng, lat] as Position) : null;
  } catch {
    return null;
  }
}
