import { formatPrice, formatQuantity, type OrderEvent, toThousandths } from '@grocery/contracts';

/** An amount of an order in the order's own currency (its symbol when it was placed). */
export function orderMoney(amount: number, order: { currencySymbol: string }): string {
  return formatPrice(amount, order.currencySymbol);
}

/** A line's quantity with up to three decimals (weighed goods): 1.25, 0.5, 3. */
export function quantityAmount(quantity: number): string {
  return formatQuantity(toThousandths(quantity));
}

/** The steps an order's customer was told, oldest first (the server's order, kept for equal times). */
export function stepsOldestFirst(history: readonly OrderEvent[]): OrderEvent[] {
  return history
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) =>
      a.time === b.time || Number.isNaN(a.time - b.time) ? a.index - b.index : a.time - b.time,
    )
    .map(({ event }) => event);
}

/** The order being placed is the first step: named so rather than by its status (pending). */
export function isPlacedStep(history: readonly OrderEvent[], event: OrderEvent): boolean {
  return history[0] === event && event.status === 'pending';
}
