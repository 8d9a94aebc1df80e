import type { DeliverySlot } from '@grocery/contracts';
import { countText } from '@grocery/contracts';
import { useState } from 'react';
import { DeliverySlotText } from '../../../../components/deliverySlot/DeliverySlotText';
import { fillNodes } from '../../../../i18n/fillNodes';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useTexts } from '../../../../i18n/useTexts';
import { minutesLeft } from './slotDays';
import { slotTexts } from './texts';

/**
 * The chosen slot and, while the server holds it, for how many minutes: counted when the hold is
 * shown, not ticking (it sits in a live region; a finalize after expiry still books a free slot).
 */
export function HeldNote({ slot, expiresAt }: { slot: DeliverySlot; expiresAt: string | null }) {
  const texts = useTexts(slotTexts);
  const language = useLanguage();
  const [now] = useState(Date.now);
  const minutes = minutesLeft(expiresAt, now);
  const text =
    minutes === null ? texts.chosen : countText(language, texts.heldFor, minutes, { slot: '{slot}' });
  return (
    <p className="slots__held" data-testid="slot-held">
      {fillNodes(text, { slot: <DeliverySlotText slot={slot} style="long" /> })}
    </p>
  );
}
