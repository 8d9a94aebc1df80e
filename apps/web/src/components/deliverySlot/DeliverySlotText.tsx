import type { OrderSlot } from '@grocery/contracts';
import { type DayStyle, formatDayIn } from '../../i18n/dateTime';
import { useLanguage } from '../../i18n/useLanguage';
import { formatSlotTimes, type SlotTimes } from './format';

/**
 * A booked slot as text: the day in the page's language, then the times left to right (so a Hebrew
 * page shows 08:00–12:00, not 12:00–08:00); with the zone when asked. Renders nothing without a slot.
 */
export function DeliverySlotText({
  slot,
  style = 'short',
  withZone = false,
}: {
  slot: (SlotTimes & Partial<Pick<OrderSlot, 'zoneName'>>) | null;
  style?: DayStyle;
  withZone?: boolean;
}) {
  const language = useLanguage();
  if (!slot) return null;
  return (
    <span className="delivery-slot-text" data-testid="delivery-slot">
      {formatDayIn(language, slot.date, style)}, <bdi dir="ltr">{formatSlotTimes(slot)}</bdi>
      {withZone && slot.zoneName && (
        <>
          {' · '}
          <bdi>{slot.zoneName}</bdi>
        </>
      )}
    </span>
  );
}
