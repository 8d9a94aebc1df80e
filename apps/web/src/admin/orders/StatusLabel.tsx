import { orderStatusKey } from '@grocery/contracts';
import { orderStatusTexts } from '../../components/orderStatus/texts';
import { useTexts } from '../../i18n/useTexts';

/** An order's status as a coloured label in the user's language ('Status unknown' for a newer one). */
export function StatusLabel({ status }: { status: string }) {
  const texts = useTexts(orderStatusTexts);
  const key = orderStatusKey(status);
  return (
    <span className={`order-status order-status--${key}`} data-status={key}>
      {texts[key]}
    </span>
  );
}
