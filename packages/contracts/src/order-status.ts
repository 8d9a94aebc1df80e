import { z } from 'zod';

/**
 * Order statuses in their usual sequence (decision 0046, extending 0017). Orders start pending; the
 * back office moves them along `orderStatusFlow`.
 */
export const orderStatuses = [
  'pending',
  'confirmed',
  'picking',
  'packed',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Whether a text names a status of these contracts (a status newer than this client does not). */
export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value ?? '');
}

/** The key of a status's label: the status, or 'unknown' for one newer than this client (or none). */
export function orderStatusKey(status: string | null | undefined): OrderStatus | 'unknown' {
  return isOrderStatus(status) ? status : 'unknown';
}

/**
 * The allowed next statuses of each status, in the order the back office offers them. Packed can go
 * back to picking (a weight to correct); a failed delivery is retried or cancelled; delivered and
 * cancelled are final.
 */
export const orderStatusFlow = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['picking', 'cancelled'],
  picking: ['packed', 'cancelled'],
  packed: ['out_for_delivery', 'picking', 'cancelled'],
  out_for_delivery: ['delivered', 'delivery_failed'],
  delivered: [],
  delivery_failed: ['out_for_delivery', 'cancelled'],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Moving to these needs a reason (the comment), which the customer is told. */
export const statusesNeedingReason = [
  'cancelled',
  'delivery_failed',
] as const satisfies readonly OrderStatus[];

/** Whether moving to this status needs a reason (any text that is not such a status does not). */
export const needsReason = (status: string | null | undefined): boolean =>
  (statusesNeedingReason as readonly string[]).includes(status ?? '');

/** Delivery and contact details may be edited in these statuses (not while on the road or after). */
export const orderEditableStatuses = [
  'pending',
  'confirmed',
  'picking',
  'packed',
  'delivery_failed',
] as const satisfies readonly OrderStatus[];

/** Picked weights are recorded while picking. */
export const orderPickingStatus = 'picking' satisfies OrderStatus;
