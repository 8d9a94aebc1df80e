import type { AdminOrderItem } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { AdminForm, NumberField, SubmitButton, useAdminForm } from '../../shared/form';
import { useOrderChanges } from '../mutations';
import { OrderItemsTable } from '../OrderItemsTable';
import { orderPanelTexts } from '../texts';
import { formFieldOf, type PickedValues, pickedBody, pickedFormSchema, pickedValues } from './pickedValues';
import { sendChange } from './refusal';

type Props = {
  order: { orderId: number; version: number; currencySymbol: string };
  items: readonly AdminOrderItem[];
  onConflict: (message: string) => void;
  label: string;
};

/**
 * The order's lines while it is being picked: an input per weighed line for what the scale said
 * (kg, more than 0, at most three decimals), saved together with the version loaded.
 */
export function PickedWeightsForm({ order, items, onConflict, label }: Props) {
  const changes = useOrderChanges();
  const texts = useTexts(orderPanelTexts);
  const language = useLanguage();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useAdminForm({
    schema: pickedFormSchema,
    defaultValues: pickedValues(items),
    customTexts: { pickedTooMuch: texts.pickedTooMuch, 'at most three decimals': texts.threeDecimals },
  });
  const lineOf = new Map(pickedValues(items).lines.map((line, index) => [line.orderItemId, index]));

  const submit = async (values: PickedValues) => {
    setRefused(null);
    const body = pickedBody(items, values, order.version);
    if (!body) return;
    const outcome = await sendChange(() => changes.recordPicked(order.orderId, body), {
      texts,
      language,
      reload: () => changes.reload(order.orderId),
    });
    if (outcome.saved) {
      adminToast.success(texts.pickedSaved);
      return;
    }
    if (outcome.conflict) return onConflict(outcome.message);
    const field = formFieldOf(outcome.field, body, values);
    if (field) form.setError(field, { type: 'server', message: outcome.message }, { shouldFocus: true });
    else setRefused(outcome.message);
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {texts.pickingHint}
        </Text>
        <OrderItemsTable
          items={items}
          currencySymbol={order.currencySymbol}
          label={label}
          pickedCell={(item) => (
            <div className="order-picked-input">
              <NumberField
                name={`lines.${lineOf.get(item.orderItemId) ?? 0}.pickedQuantity`}
                label={fillText(texts.pickedWeight, { product: item.productName })}
                min={0}
                step={0.001}
              />
            </div>
          )}
        />
        {refused && (
          <Alert color="red" role="alert" py="xs">
            {refused}
          </Alert>
        )}
        <Group>
          <SubmitButton disabledUntilChanged>{texts.savePicked}</SubmitButton>
        </Group>
      </Stack>
    </AdminForm>
  );
}
