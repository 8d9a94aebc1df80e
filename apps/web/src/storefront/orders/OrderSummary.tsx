import type { Order } from '@grocery/contracts';
import { fillText, formatDateTimeIn } from '@grocery/contracts';
import { AmountRows } from '../../components/amountRows/AmountRows';
import { DeliverySlotText } from '../../components/deliverySlot/DeliverySlotText';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import type { OrderWithItems } from './api';
import { orderMoney } from './format';
import { StatusBadge } from './StatusBadge';
import { orderDetailsTexts, orderSharedTexts } from './texts';

type DetailedOrder = OrderWithItems['order'];
type Address = DetailedOrder['shippingAddress'];

/** Date and time, the delivery slot booked (none for older orders), status, total paid and, once weighed goods were weighed, the final total; 'Not available' and 'Status unknown' without an order. */
export function OrderFacts({ order }: { order: Order | null }) {
  const shared = useTexts(orderSharedTexts);
  const texts = useTexts(orderDetailsTexts);
  const language = useLanguage();
  const fallback = <span className="order-details__muted">{texts.notAvailable}</span>;
  return (
    <dl className="order-facts">
      <div>
        <dt>{shared.placedOn}</dt>
        <dd>{order ? <bdi dir="ltr">{formatDateTimeIn(language, order.createdAt)}</bdi> : fallback}</dd>
      </div>
      {order?.deliverySlot && (
        <div>
          <dt>{shared.delivery}</dt>
          <dd>
            <DeliverySlotText slot={order.deliverySlot} style="long" withZone />
          </dd>
        </div>
      )}
      <div>
        <dt>{shared.status}</dt>
        <dd>
          <StatusBadge status={order?.status ?? null} />
        </dd>
      </div>
      <div>
        <dt>{shared.totalPaid}</dt>
        <dd
          className={
            order?.finalTotal != null
              ? 'order-facts__total order-facts__placed--replaced'
              : 'order-facts__total'
          }
        >
          {order ? <bdi dir="ltr">{orderMoney(order.totalAmount, order)}</bdi> : fallback}
        </dd>
      </div>
      {order?.finalTotal != null && (
        <div>
          <dt>{texts.finalTotal}</dt>
          <dd className="order-facts__final" data-testid="order-final-total">
            <bdi dir="ltr">{orderMoney(order.finalTotal, order)}</bdi>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The amounts (subtotal, discount, shipping, tax, total paid, the final total once weighed) and the delivery address. */
export function OrderSummary({ order }: { order: DetailedOrder | null }) {
  const shared = useTexts(orderSharedTexts);
  const texts = useTexts(orderDetailsTexts);
  const money = (amount: number | undefined) =>
    order && amount !== undefined ? <bdi dir="ltr">{orderMoney(amount, order)}</bdi> : texts.notAvailable;
  const discountLabel = order?.orderPromotionName
    ? fillText(texts.discountNamed, { name: order.orderPromotionName })
    : order && order.discountPercent > 0
      ? fillText(texts.discountPercent, { percent: order.discountPercent })
      : texts.discount;
  const discount = order ? (order.discountAmount > 0 ? -order.discountAmount : 0) : undefined;
  return (
    <>
      <section className="order-panel" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title">{texts.summary}</h2>
        <AmountRows
          rows={[
            { label: texts.subtotal, value: money(order?.subtotal) },
            { label: discountLabel, value: money(discount), testId: 'order-discount' },
            { label: texts.shipping, value: money(order?.shippingAmount) },
            { label: texts.tax, value: money(order?.taxAmount) },
            { label: shared.totalPaid, value: money(order?.totalAmount), total: true, testId: 'order-total' },
            ...(order?.finalTotal != null
              ? [
                  {
                    label: texts.finalTotal,
                    value: money(order.finalTotal),
                    total: true,
                    testId: 'order-summary-final',
                  },
                ]
              : []),
          ]}
        />
        {order?.finalTotal != null && <p className="order-summary__note">{texts.finalTotalNote}</p>}
      </section>
      <section className="order-panel" aria-labelledby="order-address-title">
        <h2 id="order-address-title">{texts.deliveryAddress}</h2>
        {order ? (
          <AddressLines address={order.shippingAddress} />
        ) : (
          <p className="order-details__muted">{texts.notAvailable}</p>
        )}
      </section>
    </>
  );
}

function AddressLines({ address }: { address: Address }) {
  const place = [address.city, address.state, address.postalCode].filter(Boolean).join(', ');
  const lines = [address.addressLine1, address.addressLine2, place, address.country].filter(Boolean);
  // Each line isolated in its own direction, aligned as the page reads (a Latin address on a Hebrew page).
  return (
    <address className="order-address">
      <strong>
        <bdi>{address.recipientName}</bdi>
      </strong>
      {lines.map((line) => (
        <span key={line}>
          <bdi>{line}</bdi>
        </span>
      ))}
      {address.phone && (
        <span>
          <bdi dir="ltr">{address.phone}</bdi>
        </span>
      )}
    </address>
  );
}
