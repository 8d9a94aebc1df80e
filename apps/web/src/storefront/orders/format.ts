import { type OrderStatus, orderStatuses } from '@grocery/contracts';
import { formatPrice } from '../../i18n/format';
import { formatQuantity, toThousandths } from '../shared/cart/quantity';

/** An amount of an order in the order's own currency (its symbol when it was placed). */
export function orderMoney(amount: number, order: { currencySymbol: string }): string {
  return formatPrice(amount, order.currencySymbol);
}

/** A status the page knows, else 'unknown' (a status newer than this client). */
export function statusKey(status: string | null | undefined): OrderStatus | 'unknown' {
  return (orderStatuses as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : 'unknown';
}

/** A line's quantity with up to three decimals (weighed goods): 1.25, 0.5, 3. */
export function quantityAmount(quantity: number): string {
  return formatQuantity(toThousandths(quantity));
}
