import type { AdminOrderRow } from '@grocery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { OrderItemsTable } from '../OrderItemsTable';
import { orderItemsQueryOptions } from '../queries';
import { ordersListTexts } from '../texts';

/**
 * A grid row's details: the order's lines. The grid opens it once they are in the cache (its loader
 * fetched them); reading them from there, it shows them refreshed after a change to the order.
 */
export function OrderItemsDetails({ row }: { row: AdminOrderRow }) {
  const texts = useTexts(ordersListTexts);
  const language = useLanguage();
  const items = useQuery(orderItemsQueryOptions(row.orderId, language));
  return (
    <div className="order-items-details">
      <OrderItemsTable
        items={items.data ?? []}
        currencySymbol={row.currencySymbol}
        label={`${texts.itemsLabel} ${row.orderNumber}`}
      />
    </div>
  );
}
