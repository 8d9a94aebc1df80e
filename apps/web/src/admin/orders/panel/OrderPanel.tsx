import type { AdminOrder, AdminOrderItem } from '@grocery/contracts';
import { fillText, formatDateTimeIn, formatPrice } from '@grocery/contracts';
import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DeliverySlotText } from '../../../components/deliverySlot/DeliverySlotText';
import { orderStatusTexts } from '../../../components/orderStatus/texts';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { PageError } from '../../shared/feedback';
import { OrderItemsTable } from '../OrderItemsTable';
import { useOrderRights } from '../rights';
import { StatusLabel } from '../StatusLabel';
import { orderItemsTexts, orderPanelTexts } from '../texts';
import { ContactSection } from './ContactSection';
import { NoteForm } from './NoteForm';
import { OrderHistory } from './OrderHistory';
import { PickedWeightsForm } from './PickedWeightsForm';
import { ShippingSection } from './ShippingSection';
import { StatusChangeForm } from './StatusChangeForm';

/** The order's lines as the panel has them: loaded, loading, or failed (with a retry). */
type PanelItems = { data: AdminOrderItem[] | undefined; error: unknown; retry: () => void };

type Props = { order: AdminOrder; items: PanelItems };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="order-panel-section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * One order: its number, status, delivery slot (when booked) and totals; moving it on (only to the
 * statuses the server offers); its lines, with picked weights while picking; notes; the history;
 * delivery and contact details. What is offered follows the signed-in admin's rights: orders:status
 * (status, notes, picked weights) and orders:write (delivery and contact details).
 * Every change names the version shown; when someone else changed the order first, the panel says
 * so and shows the order reloaded.
 */
export function OrderPanel({ order, items }: Props) {
  const { canStatus, canWrite } = useOrderRights();
  const texts = useTexts(orderPanelTexts);
  const itemTexts = useTexts(orderItemsTexts);
  const statusTexts = useTexts(orderStatusTexts);
  const language = useLanguage();
  const [conflict, setConflict] = useState<string | null>(null);
  const money = (amount: number, final = false) => (
    <bdi dir="ltr" className={final ? 'order-money order-money--final' : 'order-money'}>
      {formatPrice(amount, order.currencySymbol)}
    </bdi>
  );
  const onConflict = (message: string) => setConflict(message);
  const weighed = (items.data ?? []).some((item) => item.unit === 'kg');

  return (
    <Stack gap="md" data-testid="order-panel" data-version={order.version}>
      <Group gap="sm" wrap="wrap">
        <StatusLabel status={order.statusCode} />
        <Text size="sm" c="gray.7">
          <bdi dir="ltr">{formatDateTimeIn(language, order.createdAt)}</bdi>
        </Text>
      </Group>
      <dl className="order-facts-grid">
        <div>
          <dt>{texts.customer}</dt>
          <dd>
            <bdi>{order.contact.customerName}</bdi>
          </dd>
        </div>
        {order.deliverySlot && (
          <div>
            <dt>{texts.deliverySlot}</dt>
            <dd data-testid="order-delivery-slot">
              <DeliverySlotText slot={order.deliverySlot} withZone />
            </dd>
          </div>
        )}
        <div>
          <dt>{texts.placedTotal}</dt>
          <dd data-testid="order-placed-total">{money(order.totalAmount)}</dd>
        </div>
        {order.finalTotal !== null && (
          <div>
            <dt>{texts.finalTotal}</dt>
            <dd data-testid="order-final-total">{money(order.finalTotal, true)}</dd>
          </div>
        )}
      </dl>

      {conflict && (
        <Alert
          color="orange"
          role="alert"
          withCloseButton
          onClose={() => setConflict(null)}
          closeButtonLabel={texts.close}
        >
          {conflict}
        </Alert>
      )}
      {!canStatus && !canWrite && (
        <Text size="sm" c="gray.7">
          {texts.readOnly}
        </Text>
      )}

      {canStatus && (
        <Section title={texts.statusSection}>
          {order.nextStatuses.length > 0 ? (
            <StatusChangeForm
              key={order.version}
              order={order}
              choices={order.nextStatuses}
              onConflict={onConflict}
            />
          ) : (
            <Text size="sm">{fillText(texts.statusFinal, { status: statusTexts[order.statusCode] })}</Text>
          )}
        </Section>
      )}

      <Section title={texts.itemsSection}>
        {items.error ? (
          <PageError message={texts.loadFailed} error={items.error} onRetry={items.retry} />
        ) : !items.data ? (
          <Stack gap="xs">
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : canStatus && order.pickable && weighed ? (
          <PickedWeightsForm
            key={`${order.version}-${items.data.map((item) => item.pickedQuantity).join(',')}`}
            order={order}
            items={items.data}
            onConflict={onConflict}
            label={itemTexts.product}
          />
        ) : (
          <OrderItemsTable
            items={items.data}
            currencySymbol={order.currencySymbol}
            label={texts.itemsSection}
          />
        )}
        <dl className="order-amounts" data-testid="order-amounts">
          <dt>{texts.subtotal}</dt>
          <dd>{money(order.subtotal)}</dd>
          {order.discountAmount > 0 && (
            <>
              <dt>
                {order.orderPromotionName
                  ? fillText(texts.discountNamed, { name: order.orderPromotionName })
                  : texts.discount}
              </dt>
              <dd data-testid="order-discount">{money(-order.discountAmount)}</dd>
            </>
          )}
          <dt>{texts.shipping}</dt>
          <dd>{money(order.shippingAmount)}</dd>
          <dt>{texts.tax}</dt>
          <dd>{money(order.taxAmount)}</dd>
          <dt>{texts.placedTotal}</dt>
          <dd>{money(order.totalAmount)}</dd>
          {order.finalTotal !== null && (
            <>
              <dt>{texts.finalTotal}</dt>
              <dd>{money(order.finalTotal, true)}</dd>
            </>
          )}
        </dl>
      </Section>

      {canStatus && (
        <Section title={texts.noteSection}>
          <NoteForm orderId={order.orderId} />
        </Section>
      )}

      <Section title={texts.historySection}>
        <OrderHistory history={order.history} />
      </Section>

      {/* A new version (a save, or someone else's change) closes an open edit: it would send the old one. */}
      <ShippingSection key={`shipping-${order.version}`} order={order} onConflict={onConflict} />
      <ContactSection key={`contact-${order.version}`} order={order} onConflict={onConflict} />
    </Stack>
  );
}
