import type { DeliverySlot, SlotChoice, SlotUnavailableReason } from '@grocery/contracts';
import { countText, formatDayIn } from '@grocery/contracts';
import { formatSlotTimes } from '../../../../components/deliverySlot/format';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useTexts } from '../../../../i18n/useTexts';
import { fewLeft, type SlotDay, sameSlot } from './slotDays';
import { slotTexts } from './texts';

type Props = {
  days: SlotDay[];
  selected: SlotChoice | null;
  /** The slot whose hold is being asked for. */
  holding: SlotChoice | null;
  /** The availability is loading again: the slots shown may be out of date. */
  refreshing: boolean;
  onPick: (slot: DeliverySlot) => void;
};

const reasonKeys = { FULL: 'full', CUTOFF_PASSED: 'cutoff', BLACKOUT: 'blackout' } as const satisfies Record<
  SlotUnavailableReason,
  keyof (typeof slotTexts)['en']
>;

/**
 * The slots by day, each day a fieldset of toggle buttons named by its day (the legend) (weekday and date in the
 * page's language); the chosen one pressed. A slot that cannot be booked is disabled and says why;
 * a slot with few places left says how many. Times read left to right in every language.
 */
export function SlotPicker({ days, selected, holding, refreshing, onPick }: Props) {
  const texts = useTexts(slotTexts);
  const language = useLanguage();
  return (
    <div className="slot-days" aria-busy={refreshing || undefined} data-testid="slot-picker">
      {days.map((day) => {
        return (
          <fieldset key={day.date} className="slot-day">
            <legend className="slot-day__title">{formatDayIn(language, day.date, 'long')}</legend>
            <ul className="slot-day__slots">
              {day.slots.map((slot) => {
                const pressed = sameSlot(slot, selected);
                const busy = sameSlot(slot, holding);
                const few = fewLeft(slot);
                const note = slot.reason
                  ? texts[reasonKeys[slot.reason]]
                  : few !== null
                    ? countText(language, texts.fewLeft, few)
                    : null;
                return (
                  <li key={slot.deliveryZoneWindowId}>
                    <button
                      type="button"
                      className={`slot${pressed ? ' slot--selected' : ''}${few !== null ? ' slot--few' : ''}`}
                      aria-pressed={pressed}
                      aria-busy={busy || undefined}
                      disabled={!slot.bookable}
                      onClick={() => onPick(slot)}
                      data-testid="slot"
                    >
                      <bdi dir="ltr" className="slot__times">
                        {formatSlotTimes(slot)}
                      </bdi>
                      {note && <span className="slot__note">{note}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
