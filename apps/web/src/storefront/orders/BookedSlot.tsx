import { useQuery } from '@tanstack/react-query';
import { DeliverySlotText } from '../../components/deliverySlot/DeliverySlotText';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useViewer } from '../shared/catalogue/queries';
import { orderQueries } from './queries';
import { orderSharedTexts } from './texts';

/**
 * The confirmation's delivery slot: the page has only the order number (from the URL, so a reload
 * shows the same), so the order is read for it. Nothing while it loads, when it fails, or for an
 * order without a slot; the rest of the page never waits for it.
 */
export function BookedSlot({ orderNumber }: { orderNumber: string }) {
  const shared = useTexts(orderSharedTexts);
  const language = useLanguage();
  const { data } = useQuery(orderQueries.order(language, useViewer(), orderNumber));
  const slot = data?.order.deliverySlot;
  if (!slot) return null;
  return (
    <p className="confirmation__delivery" data-testid="confirmation-delivery">
      <span>{shared.delivery}</span>
      <DeliverySlotText slot={slot} style="long" withZone />
    </p>
  );
}
