import type { AdminCategory } from '@grocery/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import {
  AdminForm,
  CheckboxField,
  NumberField,
  SubmitButton,
  TextField,
  useAdminForm,
} from '../../shared/form';
import { useCreateCategory, useUpdateCategory } from '../mutations';
import { categoryEditorTexts } from '../texts';
import {
  type CategoryFields,
  categoryChanges,
  categoryFormSchema,
  categoryFormValues,
  newCategoryValues,
} from './categoryValues';

type Refusal = { reason: string; field?: string };
type Props = {
  /** The loaded category; absent when creating one. */
  category?: AdminCategory;
  onCreated?: (category: AdminCategory) => void;
  /** Reload after a conflict: the page fetches the category again and the form starts from it. */
  onReload?: () => void;
};

/**
 * The Category Details tab's form. A new category is created whole; an edit sends only the changed
 * fields with the version it loaded, so a save made meanwhile by someone else answers CONFLICT.
 */
export function CategoryDetailsForm({ category, onCreated, onReload }: Props) {
  const texts = useTexts(categoryEditorTexts);
  const create = useCreateCategory();
  const update = useUpdateCategory(category?.categoryId ?? 0);
  const [conflict, setConflict] = useState(false);
  const form = useAdminForm({
    schema: categoryFormSchema,
    defaultValues: category ? categoryFormValues(category) : newCategoryValues,
  });

  const refuse = ({ reason, field }: Refusal) => {
    if (reason === 'CONFLICT') setConflict(true);
    else if (reason === 'EXTERNAL_ID_TAKEN') form.setError('externalId', { message: texts.externalIdTaken });
    else form.setError((field ?? 'root') as 'root', { message: texts.saveFailed });
  };

  const submit = async (values: CategoryFields) => {
    setConflict(false);
    if (!category) {
      const answer = await create.mutateAsync(values);
      if (answer.reject) return refuse(answer);
      adminToast.success(texts.created);
      onCreated?.(answer.category);
      return;
    }
    const changes = categoryChanges(category, values);
    if (Object.keys(changes).length === 0) return;
    const answer = await update.mutateAsync({ version: category.version, changes });
    if (answer.reject) return refuse(answer);
    adminToast.success(texts.saved);
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <TextField name="categoryName" label={texts.name} required maxLength={200} />
        <CheckboxField name="active" label={texts.active} />
        <NumberField name="externalId" label={texts.externalId} step={1} />
        <NumberField name="sortOrder" label={texts.sortOrder} required min={0} max={1_000_000} step={1} />
        {form.formState.errors.root && (
          <Alert color="red" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        {conflict && (
          <Alert color="orange" role="alert" title={texts.saveFailed}>
            <Stack gap="xs" align="flex-start">
              {texts.conflict}
              <Button size="xs" variant="outline" onClick={onReload}>
                {texts.reload}
              </Button>
            </Stack>
          </Alert>
        )}
        <Group>
          <SubmitButton disabledUntilChanged={category !== undefined}>
            {category ? texts.save : texts.create}
          </SubmitButton>
        </Group>
      </Stack>
    </AdminForm>
  );
}
