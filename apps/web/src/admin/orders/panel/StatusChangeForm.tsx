import { fillText, type OrderStatus, orderStatusChangeRequest } from '@grocery/contracts';
import { Alert, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { orderStatusTexts } from '../../../components/orderStatus/texts';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { AdminForm, SelectField, SubmitButton, TextAreaField, useAdminForm } from '../../shared/form';
import { useOrderChanges } from '../mutations';
import { needsReason } from '../status';
import { orderPanelTexts } from '../texts';
import { sendChange } from './refusal';

/** The contract's request without what the form does not ask (version, who), and a reason where one is needed. */
const statusFormSchema = orderStatusChangeRequest
  .omit({ version: true, changedBy: true })
  .refine((values) => !needsReason(values.toStatus) || values.comment !== undefined, {
    message: 'reasonRequired',
    path: ['comment'],
  });

type Props = {
  order: { orderId: number; orderNumber: string; version: number };
  /** The statuses to offer: the order's `nextStatuses`, or the one a row menu chose. */
  choices: readonly OrderStatus[];
  /** Someone else changed the order first: it has been reloaded; the caller says so. */
  onConflict: (message: string) => void;
  onDone?: () => void;
};

/**
 * Moves an order on: one of the statuses it may move to, a comment told to the customer (required,
 * as the reason, for cancelled and delivery_failed), sent with the version loaded.
 */
export function StatusChangeForm({ order, choices, onConflict, onDone }: Props) {
  const changes = useOrderChanges();
  const texts = useTexts(orderPanelTexts);
  const statusTexts = useTexts(orderStatusTexts);
  const language = useLanguage();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useAdminForm({
    schema: statusFormSchema,
    defaultValues: { toStatus: choices[0], comment: '' },
    customTexts: { reasonRequired: texts.reasonRequired },
  });
  const chosen = useWatch({ control: form.control, name: 'toStatus' });
  const reasonNeeded = needsReason(chosen);

  const submit = async ({ toStatus, comment }: { toStatus: OrderStatus; comment?: string }) => {
    setRefused(null);
    const outcome = await sendChange(
      () => changes.changeStatus(order.orderId, { toStatus, comment, version: order.version }),
      { texts, language, reload: () => changes.reload(order.orderId) },
    );
    if (outcome.saved) {
      adminToast.success(
        fillText(texts.statusChanged, { number: order.orderNumber, status: statusTexts[toStatus] }),
      );
      onDone?.();
      return;
    }
    if (outcome.conflict) return onConflict(outcome.message);
    if (outcome.reason === 'REASON_REQUIRED') {
      form.setError('comment', { type: 'server', message: outcome.message }, { shouldFocus: true });
      return;
    }
    setRefused(outcome.message);
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        {choices.length > 1 && (
          <SelectField
            name="toStatus"
            label={texts.newStatus}
            required
            clearable={false}
            options={choices.map((status) => ({ value: status, label: statusTexts[status] }))}
          />
        )}
        <TextAreaField name="comment" label={reasonNeeded ? texts.reason : texts.comment} maxLength={1000} />
        {refused && (
          <Alert color="red" role="alert" py="xs">
            {refused}
          </Alert>
        )}
        <Group>
          <SubmitButton>
            {choices.length === 1
              ? fillText(texts.moveTo, { status: statusTexts[choices[0] as OrderStatus] })
              : texts.changeStatus}
          </SubmitButton>
        </Group>
      </Stack>
    </AdminForm>
  );
}
