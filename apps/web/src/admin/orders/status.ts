import { formatPrice, isOrderStatus, type OrderStatus, orderStatusFlow } from '@grocery/contracts';

/**
 * The statuses an order in `status` may move to, in the order to offer them (decision 0046). The
 * order panel offers the server's own `nextStatuses`; the grid's row menu, which has only the row,
 * offers these and lets the server judge (it refuses a move that is no longer allowed).
 */
export function nextStatusesOf(status: string): readonly OrderStatus[] {
  return isOrderStatus(status) ? orderStatusFlow[status] : [];
}

export { needsReason } from '@grocery/contracts';

type Totals = { totalAmount: number; finalTotal: number | null; currencySymbol: string };

/**
 * An order's total as placed and, once weighed lines were weighed, the final one: "₪123.40 → ₪121.87"
 * (left to right in every language), or the placed total alone.
 */
export function totalsText(order: Totals): string {
  const placed = formatPrice(order.totalAmount, order.currencySymbol);
  if (order.finalTotal === null) return placed;
  return `${placed} → ${formatPrice(order.finalTotal, order.currencySymbol)}`;
}
