import type { AdminOrder } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../api/client';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { PageError } from '../../shared/feedback';
import { orderItemsQueryOptions, orderQueryOptions } from '../queries';
import { orderPanelTexts } from '../texts';
import { OrderPanel } from './OrderPanel';

const phoneQuery = '(max-width: 47.99em)';

type Props = {
  /** The open order (the URL's `?order=`), or null: closed. */
  orderId: number | null;
  onClose: () => void;
};

function PanelSkeleton() {
  return (
    <Stack gap="md" data-testid="order-panel-loading">
      <Skeleton height={24} width="40%" />
      <Skeleton height={56} />
      <Skeleton height={140} />
      <Skeleton height={200} />
    </Stack>
  );
}

/**
 * The order panel as a drawer from the reading end of the page (full width on phones), over the grid
 * so the list stays where it was. It opens from `?order=123`, so an order can be linked to.
 */
export function OrderDrawer({ orderId, onClose }: Props) {
  const texts = useTexts(orderPanelTexts);
  const isPhone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const language = useLanguage();
  const order = useQuery({
    ...orderQueryOptions(orderId ?? 0, language),
    enabled: orderId !== null,
  });
  const title = order.data ? fillText(texts.title, { number: order.data.orderNumber }) : texts.untitled;
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      // Mantine's 'right' is the end side: flex-end, the left edge right to left.
      position="right"
      size={isPhone ? '100%' : 'min(52rem, 100%)'}
      // The drawer's title is already an h2.
      title={
        <Text component="span" fw={700} size="lg">
          <bdi dir="auto">{title}</bdi>
        </Text>
      }
      closeButtonProps={{ 'aria-label': texts.close }}
      removeScrollProps={{ removeScrollBar: false }}
    >
      {orderId !== null && <PanelBody orderId={orderId} order={order} />}
    </Drawer>
  );
}

function PanelBody({ orderId, order }: { orderId: number; order: UseQueryResult<AdminOrder> }) {
  const texts = useTexts(orderPanelTexts);
  const language = useLanguage();
  const items = useQuery({ ...orderItemsQueryOptions(orderId, language), enabled: order.isSuccess });
  if (isNotFound(order.error)) return <Text role="status">{texts.notFound}</Text>;
  if (order.isError) {
    return <PageError message={texts.loadFailed} error={order.error} onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <PanelSkeleton />;
  return (
    <OrderPanel
      order={order.data}
      items={{ data: items.data, error: items.error, retry: () => void items.refetch() }}
    />
  );
}
