import { type AdminCategory, categoryUserTypesRequest } from '@grocery/contracts';
import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast, PageError } from '../../shared/feedback';
import { AdminForm, MultiSelectField, SubmitButton, useAdminForm } from '../../shared/form';
import { useSetCategoryUserTypes } from '../mutations';
import { userTypesQueryOptions } from '../queries';
import { categoryTabsTexts } from '../texts';

/**
 * The User Types tab: the storefront shows the category (and its products) only to holders of the
 * chosen types; none chosen means everyone, which the tab says in so many words.
 */
export function CategoryUserTypes({ category }: { category: AdminCategory }) {
  const texts = useTexts(categoryTabsTexts);
  const userTypes = useQuery(userTypesQueryOptions());
  if (userTypes.isError)
    return (
      <PageError
        message={texts.userTypesLoadError}
        error={userTypes.error}
        onRetry={() => void userTypes.refetch()}
      />
    );
  if (!userTypes.data) return <Skeleton height={56} maw={560} />;
  const options = userTypes.data.map((type) => ({ value: type.userTypeId, label: type.name }));
  return <UserTypesForm key={category.userTypeIds.join(',')} category={category} options={options} />;
}

function UserTypesForm({
  category,
  options,
}: {
  category: AdminCategory;
  options: { value: number; label: string }[];
}) {
  const texts = useTexts(categoryTabsTexts);
  const save = useSetCategoryUserTypes(category.categoryId);
  const form = useAdminForm({
    schema: categoryUserTypesRequest,
    defaultValues: { userTypeIds: category.userTypeIds },
    labels: { userTypeIds: texts.userTypesLabel },
  });
  const chosen = useWatch({ control: form.control, name: 'userTypeIds' }) ?? [];
  const submit = async ({ userTypeIds }: { userTypeIds: number[] }) => {
    const answer = await save.mutateAsync(userTypeIds);
    if (answer.reject) {
      form.setError('userTypeIds', { message: texts.unknownUserType });
      return;
    }
    adminToast.success(texts.userTypesSaved);
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <MultiSelectField name="userTypeIds" label={texts.userTypesLabel} options={options} />
        <Alert color={chosen.length === 0 ? 'blue' : 'yellow'} variant="light" role="status">
          <Text size="sm">{chosen.length === 0 ? texts.everyoneNote : texts.restrictedNote}</Text>
        </Alert>
        <Group>
          <SubmitButton disabledUntilChanged>{texts.saveUserTypes}</SubmitButton>
        </Group>
      </Stack>
    </AdminForm>
  );
}
