import type { Order } from '@grocery/contracts';
import { countText, fillText, formatDateTimeIn } from '@grocery/contracts';
import { ButtonLink } from '../../components/button/Button';
import { DeliverySlotText } from '../../components/deliverySlot/DeliverySlotText';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { orderMoney } from './format';
import { StatusBadge } from './StatusBadge';
import { myOrdersTexts, orderSharedTexts } from './texts';

/** One order in the list: number, date and time, delivery slot (when booked), status, total paid, item count, details. */
export function OrderCard({ order }: { order: Order }) {
  const texts = useTexts(myOrdersTexts);
  const shared = useTexts(orderSharedTexts);
  const language = useLanguage();
  const number = order.orderNumber;
  return (
    <article className="order-card" aria-labelledby={`order-${number}`} data-testid="order-card">
      <header className="order-card__head">
        <h2 id={`order-${number}`} className="order-card__number">
          {shared.orderNumber} <bdi dir="ltr">{number}</bdi>
        </h2>
        <StatusBadge status={order.status} />
      </header>
      <dl className="order-card__facts">
        <div>
          <dt>{shared.placedOn}</dt>
          <dd>
            <bdi dir="ltr">{formatDateTimeIn(language, order.createdAt)}</bdi>
          </dd>
        </div>
        {order.deliverySlot && (
          <div>
            <dt>{shared.delivery}</dt>
            <dd>
              <DeliverySlotText slot={order.deliverySlot} />
            </dd>
          </div>
        )}
        <div>
          <dt>{shared.totalPaid}</dt>
          <dd className="order-card__total">
            <bdi dir="ltr">{orderMoney(order.totalAmount, order)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{shared.itemsLabel}</dt>
          <dd>{countText(language, shared.items, order.itemCount)}</dd>
        </div>
      </dl>
      <ButtonLink
        to={`/${language}/orders/${number}`}
        variant="secondary"
        icon="chevronEnd"
        mirrorIcon
        className="order-card__details"
        aria-label={fillText(texts.viewDetailsOf, { number })}
      >
        {texts.viewDetails}
      </ButtonLink>
    </article>
  );
}
