import type { DeliveryZoneRow } from '@grocery/contracts';
import { Group, Paper, Stack } from '@mantine/core';
import { forwardRef, useImperativeHandle } from 'react';
import type { z } from 'zod';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { AdminForm, DateField, SelectField, SubmitButton, TextField, useAdminForm } from '../../shared/form';
import { useCreateBlackout } from '../mutations';
import type { BlackoutSaveAnswer } from '../queries';
import { allZones, blackoutFormSchema, blackoutRequest, newBlackoutValues } from './blackoutValues';
import { blackoutsTexts } from './texts';

type Props = { zones: DeliveryZoneRow[] };
export type BlackoutFormHandle = { focusDate: () => void };

const rejections = { DUPLICATE: 'duplicate', DATE_PAST: 'datePast', ZONE_NOT_FOUND: 'zoneNotFound' } as const;

/** Date (required), all zones or one, reason; a refusal shows at its field. */
export const BlackoutForm = forwardRef<BlackoutFormHandle, Props>(function BlackoutForm({ zones }, ref) {
  const texts = useTexts(blackoutsTexts);
  const create = useCreateBlackout();
  const form = useAdminForm({
    schema: blackoutFormSchema,
    defaultValues: newBlackoutValues,
    customTexts: { dateRequired: texts.dateRequired },
  });
  useImperativeHandle(ref, () => ({ focusDate: () => form.setFocus('blackoutDate') }), [form]);
  const options = [
    { value: allZones, label: texts.allZones },
    ...zones.map((zone) => ({ value: zone.deliveryZoneId, label: zone.name })),
  ];
  const submit = async (values: z.output<typeof blackoutFormSchema>) => {
    let answer: BlackoutSaveAnswer;
    try {
      answer = await create.mutateAsync(blackoutRequest(values));
    } catch (error) {
      console.error('delivery blackout not created', error);
      adminToast.error(texts.createFailed);
      return;
    }
    if (answer.reject) {
      const field = answer.reason === 'ZONE_NOT_FOUND' ? 'deliveryZoneId' : 'blackoutDate';
      form.setError(field, { message: texts[rejections[answer.reason]] });
      return;
    }
    adminToast.success(texts.created);
    form.reset(newBlackoutValues);
  };
  return (
    <Paper withBorder p="md">
      <AdminForm form={form} onSubmit={submit}>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateField name="blackoutDate" label={texts.date} required />
            <SelectField name="deliveryZoneId" label={texts.appliesTo} options={options} clearable={false} />
            <TextField name="reason" label={texts.reason} maxLength={200} />
          </Group>
          <Group>
            <SubmitButton>{texts.add}</SubmitButton>
          </Group>
        </Stack>
      </AdminForm>
    </Paper>
  );
});
