import type { UserTypeSummary } from '@grocery/contracts';
import { Group, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import {
  AdminForm,
  MultiSelectField,
  type SelectOption,
  SubmitButton,
  TextField,
  useAdminForm,
} from '../../shared/form';
import { useSaveUserType } from '../mutations';
import { userTypesTexts } from '../texts';
import { newUserTypeValues, userTypeFormSchema, userTypeFormValues } from './userTypeValues';

type Props = {
  userType?: UserTypeSummary;
  categoryOptions: SelectOption[];
  onSaved: (userType: UserTypeSummary) => void;
};

/** Name (required), description and the categories this type sees; refusals shown on their fields. */
export function UserTypeForm({ userType, categoryOptions, onSaved }: Props) {
  const texts = useTexts(userTypesTexts);
  const save = useSaveUserType(userType?.userTypeId ?? null);
  const form = useAdminForm({
    schema: userTypeFormSchema,
    defaultValues: userType ? userTypeFormValues(userType) : newUserTypeValues,
  });
  const submit = async (values: z.output<typeof userTypeFormSchema>) => {
    const answer = await save.mutateAsync(values);
    if (answer.reject) {
      if (answer.reason === 'NAME_TAKEN') form.setError('name', { message: texts.nameTaken });
      else form.setError('categoryIds', { message: texts.unknownCategory });
      return;
    }
    adminToast.success(userType ? texts.saved : texts.created);
    onSaved(answer.userType);
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <TextField name="name" label={texts.name} required maxLength={100} />
        <TextField name="description" label={texts.description} maxLength={1000} />
        <Stack gap={4}>
          <MultiSelectField name="categoryIds" label={texts.categories} options={categoryOptions} />
          <Text size="sm" c="gray.7">
            {texts.categoriesHint}
          </Text>
        </Stack>
        <Group>
          <SubmitButton disabledUntilChanged={userType !== undefined}>
            {userType ? texts.save : texts.create}
          </SubmitButton>
        </Group>
      </Stack>
    </AdminForm>
  );
}
