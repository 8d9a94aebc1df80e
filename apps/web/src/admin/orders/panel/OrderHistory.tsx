import type { OrderHistoryEntry, OrderHistoryKind } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { textDirection } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { StatusLabel } from '../StatusLabel';
import { orderPanelTexts } from '../texts';

type Texts = Record<keyof (typeof orderPanelTexts)['en'], string>;

const kindText: Record<OrderHistoryKind, keyof Texts> = {
  placed: 'placed',
  status: 'statusKind',
  note: 'noteKind',
  picked: 'pickedKind',
  shipping: 'shippingKind',
  contact: 'contactKind',
};

/** Who made a step: the admin, else the customer (placing it) or an account since removed. */
function authorText(entry: OrderHistoryEntry, texts: Texts): string {
  if (entry.changedBy) return entry.changedBy.displayName;
  return entry.kind === 'placed' ? texts.byCustomer : texts.byRemoved;
}

/**
 * The order's history, oldest first: what happened (from → to for a status), the note or reason, who
 * and when, and whether the customer was told or it stayed internal.
 */
export function OrderHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  const texts = useTexts(orderPanelTexts);
  const language = useLanguage();
  // From → to in the reading direction: the arrow points the way the page reads.
  const arrow = textDirection(language) === 'rtl' ? '←' : '→';
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.length - 1}>
      {history.map((entry) => (
        <Timeline.Item
          key={`${entry.kind}-${entry.historyId}`}
          title={
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {texts[kindText[entry.kind]]}
              </Text>
              {entry.kind === 'status' && (
                <Group gap={4} wrap="nowrap">
                  {entry.fromStatus && <StatusLabel status={entry.fromStatus} />}
                  <span aria-hidden="true">{arrow}</span>
                  {entry.toStatus && <StatusLabel status={entry.toStatus} />}
                </Group>
              )}
              {entry.kind !== 'placed' && (
                <Badge size="sm" variant={entry.customerTold ? 'light' : 'outline'} color="gray" tt="none">
                  {entry.customerTold ? texts.told : texts.internal}
                </Badge>
              )}
            </Group>
          }
          data-testid="order-history-entry"
        >
          {entry.note && (
            <Text size="sm" dir="auto" className="order-history-note">
              {entry.note}
            </Text>
          )}
          <Text size="xs" c="gray.7">
            <bdi>{authorText(entry, texts)}</bdi> ·{' '}
            <bdi dir="ltr">{formatDateTimeIn(language, entry.at)}</bdi>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
