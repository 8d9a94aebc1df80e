import {
  type OrderStatus,
  orderEditableStatuses,
  parseQuantity,
  pickedQuantityMaxFactor,
  toThousandths,
} from '@grocery/contracts';
import type { PickLine } from './orders-admin.sql';

/** Whether delivery and contact details may change in this status. */
export const canEdit = (status: OrderStatus) =>
  (orderEditableStatuses as readonly OrderStatus[]).includes(status);

/**
 * The first picked weight that breaks a line's rules, naming its field: the line must be the
 * order's, sold by weight, and weigh at most `pickedQuantityMaxFactor` times what was ordered
 * (compared in thousandths, never as floats). Null when every weight may be recorded.
 */
export function pickProblem(
  lines: Map<number, PickLine>,
  wanted: { orderItemId: number; pickedQuantity: number }[],
): { field: string; message: string } | null {
  for (const [index, { orderItemId, pickedQuantity }] of wanted.entries()) {
    const line = lines.get(orderItemId);
    const field = `lines.${index}.orderItemId`;
    if (!line) return { field, message: `Line ${orderItemId} is not on this order.` };
    if (line.unit !== 'kg') {
      return { field, message: `Line ${orderItemId} is sold by the unit and is not weighed.` };
    }
    if (toThousandths(pickedQuantity) > pickedQuantityMaxFactor * parseQuantity(line.quantity)) {
      return {
        field: `lines.${index}.pickedQuantity`,
        message: `At most ${pickedQuantityMaxFactor} × the ordered ${Number(line.quantity)} kg may be picked.`,
      };
    }
  }
  return null;
}
