import type { OrderSlot } from '@grocery/contracts';
import { type DayStyle, formatDayIn } from '@grocery/contracts';
import { useLanguage } from '../../i18n/useLanguage';
import { Ltr } from '../ltr/Ltr';
import { formatSlotTimes, type SlotTimes } from './format';

/**
 * A booked slot as text: the day in the page's language, then the times left to right and in one
 * piece (so a Hebrew page shows 08:00–12:00, never 12:00–08:00 nor a dash left at a line's end);
 * with the zone when asked. Renders nothing without a slot.
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
      {formatDayIn(language, slot.date, style)}, <Ltr>{formatSlotTimes(slot)}</Ltr>
      {withZone && slot.zoneName && (
        <>
          {' · '}
          <bdi dir="auto">{slot.zoneName}</bdi>
        </>
      )}
    </span>
  );
}
