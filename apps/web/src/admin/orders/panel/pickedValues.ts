import { type AdminOrderItem, pickedQuantityMaxFactor, quantityInput } from '@grocery/contracts';
import { z } from 'zod';
import type { PickedBody } from '../queries';

/** One weighed line in the picked-weights form: what was ordered and what the scale said (null: not yet). */
type PickedLine = { orderItemId: number; ordered: number; pickedQuantity: number | null };
export type PickedValues = { lines: PickedLine[] };

/**
 * The form's check, the contract's own rule for a picked quantity (more than 0, at most three
 * decimals) plus the server's ceiling: at most `pickedQuantityMaxFactor` times what was ordered.
 */
export const pickedFormSchema = z.object({
  lines: z.array(
    z
      .object({
        orderItemId: z.number().int(),
        ordered: z.number(),
        pickedQuantity: quantityInput.nullable(),
      })
      .refine(
        (line) =>
          line.pickedQuantity === null ||
          Math.round(line.pickedQuantity * 1000) <= Math.round(line.ordered * pickedQuantityMaxFactor * 1000),
        { message: 'pickedTooMuch', path: ['pickedQuantity'] },
      ),
  ),
});

/** The weighed lines of an order (sold by kg), in the order shown, with what they weigh so far. */
export function pickedValues(items: readonly AdminOrderItem[]): PickedValues {
  return {
    lines: items
      .filter((item) => item.unit === 'kg')
      .map((item) => ({
        orderItemId: item.orderItemId,
        ordered: item.quantity,
        pickedQuantity: item.pickedQuantity,
      })),
  };
}

/**
 * The request for the lines whose weight was entered or changed, with the version loaded; null when
 * nothing changed (the server keeps the weights of lines left out).
 */
export function pickedBody(
  items: readonly AdminOrderItem[],
  values: PickedValues,
  version: number,
): PickedBody | null {
  const before = new Map(items.map((item) => [item.orderItemId, item.pickedQuantity]));
  const lines = values.lines
    .filter((line) => line.pickedQuantity !== null && line.pickedQuantity !== before.get(line.orderItemId))
    .map((line) => ({ orderItemId: line.orderItemId, pickedQuantity: line.pickedQuantity as number }));
  return lines.length > 0 ? { version, lines } : null;
}

/**
 * The form field a refusal names: the server names a line by its place in the request
 * (`lines.1.pickedQuantity`), the form by its place among the weighed lines.
 */
export function formFieldOf(
  field: string | undefined,
  sent: PickedBody,
  values: PickedValues,
): `lines.${number}.pickedQuantity` | null {
  const match = /^lines\.(\d+)\./.exec(field ?? '');
  const line = match ? sent.lines[Number(match[1])] : undefined;
  if (!line) return null;
  const index = values.lines.findIndex((value) => value.orderItemId === line.orderItemId);
  return index < 0 ? null : `lines.${index}.pickedQuantity`;
}
