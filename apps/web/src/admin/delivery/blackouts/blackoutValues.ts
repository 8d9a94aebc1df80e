import { type CreateDeliveryBlackoutRequest, deliveryLimits } from '@grocery/contracts';
import { z } from 'zod';

/** The zone choice meaning every zone (sent as null). */
export const allZones = 0;

/**
 * The blackout form: a day (required), all zones or one, a reason trimmed (empty: null). Custom
 * issues name their texts by key (useAdminForm's customTexts).
 */
export const blackoutFormSchema = z.object({
  blackoutDate: z
    .string()
    .nullable()
    .refine((day) => typeof day === 'string' && day !== '', 'dateRequired'),
  deliveryZoneId: z.number().int().nullable(),
  reason: z.string().trim().max(deliveryLimits.reasonMax),
});
type BlackoutFormValues = z.input<typeof blackoutFormSchema>;

export const newBlackoutValues: BlackoutFormValues = {
  blackoutDate: null,
  deliveryZoneId: allZones,
  reason: '',
};

export function blackoutRequest(values: z.output<typeof blackoutFormSchema>): CreateDeliveryBlackoutRequest {
  return {
    blackoutDate: values.blackoutDate ?? '',
    deliveryZoneId: values.deliveryZoneId === allZones ? null : values.deliveryZoneId,
    reason: values.reason === '' ? null : values.reason,
  };
}
