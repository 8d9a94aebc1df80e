import { orderNoteRequest } from '@grocery/contracts';
import { Group, Stack } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { AdminForm, CheckboxField, SubmitButton, TextAreaField, useAdminForm } from '../../shared/form';
import { useOrderChanges } from '../mutations';
import { orderPanelTexts } from '../texts';

/** The contract's note without `changedBy` (the server records the signed-in admin). */
const noteFormSchema = orderNoteRequest.omit({ changedBy: true });

type Props = { orderId: number; onDone?: () => void };

/**
 * A note in the order's history: internal unless "tell the customer" is ticked (then a notification
 * and an email in the customer's language). Notes overwrite nothing, so they carry no version.
 */
export function NoteForm({ orderId, onDone }: Props) {
  const changes = useOrderChanges();
  const texts = useTexts(orderPanelTexts);
  const form = useAdminForm({
    schema: noteFormSchema,
    defaultValues: { comment: '', tellCustomer: false },
  });
  const submit = async (values: { comment: string; tellCustomer: boolean }) => {
    await changes.addNote(orderId, values);
    adminToast.success(texts.noteAdded);
    form.reset({ comment: '', tellCustomer: false });
    onDone?.();
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <TextAreaField name="comment" label={texts.note} maxLength={1000} />
        <CheckboxField name="tellCustomer" label={texts.tellCustomer} />
        <Group>
          <SubmitButton>{texts.addNote}</SubmitButton>
        </Group>
      </Stack>
    </AdminForm>
  );
}
