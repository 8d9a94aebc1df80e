import { orderStatusKey } from '@grocery/contracts';
import { orderStatusTexts } from '../../components/orderStatus/texts';
import { useTexts } from '../../i18n/useTexts';

/** The order's status as a coloured, translated badge; 'Status unknown' when there is none. */
export function StatusBadge({ status }: { status: string | null }) {
  const texts = useTexts(orderStatusTexts);
  const key = orderStatusKey(status);
  return (
    <span className={`status-badge status-badge--${key}`} data-testid="order-status" data-status={key}>
      {texts[key]}
    </span>
  );
}
