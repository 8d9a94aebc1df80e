import { type AdminOrder, fillText } from '@grocery/contracts';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { orderStatusTexts } from '../../../components/orderStatus/texts';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { SubmitButton } from '../../shared/form';
import { type OrderChanges, useOrderChanges } from '../mutations';
import type { OrderChangeAnswer } from '../queries';
import { orderPanelTexts } from '../texts';
import { sendChange } from './refusal';

/** What the panel's editable sections (delivery address, contact) share: the frame, sending, the form's end. */

type Texts = Record<keyof (typeof orderPanelTexts)['en'], string>;

export type SectionProps = { order: AdminOrder; onConflict: (message: string) => void };

/** Sends an edit (one of the order's changes) and says how it went; true when saved (the caller closes its form). */
export function useSendEdit({ order, onConflict }: SectionProps) {
  const changes = useOrderChanges();
  const texts = useTexts(orderPanelTexts);
  const language = useLanguage();
  const [refused, setRefused] = useState<string | null>(null);
  const send = async (change: (changes: OrderChanges) => Promise<OrderChangeAnswer>, saved: string) => {
    setRefused(null);
    const outcome = await sendChange(() => change(changes), {
      texts,
      language,
      reload: () => changes.reload(order.orderId),
    });
    if (outcome.saved) {
      adminToast.success(saved);
      return true;
    }
    if (outcome.conflict) onConflict(outcome.message);
    else setRefused(outcome.message);
    return false;
  };
  return { send, refused };
}

/** A section of the panel with its heading and, while the order may still be edited, an Edit button. */
export function EditableSection({
  title,
  editing,
  onEdit,
  canEdit,
  children,
}: {
  title: string;
  editing: boolean;
  onEdit: () => void;
  canEdit: boolean;
  children: ReactNode;
}) {
  const texts = useTexts(orderPanelTexts);
  return (
    <section className="order-panel-section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {canEdit && !editing && (
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`${texts.edit}: ${title}`}>
            {texts.edit}
          </Button>
        )}
      </Group>
      {children}
    </section>
  );
}

export function NotEditable({ order, texts }: { order: AdminOrder; texts: Texts }) {
  const statusTexts = useTexts(orderStatusTexts);
  return (
    <Text size="xs" c="gray.7" mt="xs">
      {fillText(texts.notEditable, { status: statusTexts[order.statusCode] })}
    </Text>
  );
}

/** An edit form's end: the server's refusal, if any, then save and cancel. */
export function EditFormEnd({ refused, onClose }: { refused: string | null; onClose: () => void }) {
  const texts = useTexts(orderPanelTexts);
  return (
    <>
      {refused && (
        <Alert color="red" role="alert" py="xs">
          {refused}
        </Alert>
      )}
      <Group gap="sm">
        <SubmitButton disabledUntilChanged>{texts.save}</SubmitButton>
        <Button variant="default" onClick={onClose}>
          {texts.cancel}
        </Button>
      </Group>
    </>
  );
}
