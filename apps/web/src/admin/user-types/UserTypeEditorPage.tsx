import type { UserTypeSummary } from '@grocery/contracts';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isNotFound } from '../../api/client';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { EditorFrame } from '../shared/EditorFrame';
import { PageError } from '../shared/feedback';
import { DeleteUserType } from './editor/DeleteUserType';
import { UserTypeForm } from './editor/UserTypeForm';
import { useDeleteUserType } from './mutations';
import { allCategoriesQueryOptions, userTypeQueryOptions } from './queries';
import { userTypesTexts } from './texts';

function userTypeIdOf(param: string | undefined): number | null {
  return param && /^\d{1,15}$/.test(param) ? Number(param) : null;
}

function Frame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const texts = useTexts(userTypesTexts);
  return (
    <EditorFrame backTo="user-types" backLabel={texts.backToList} title={title} maw={900}>
      {children}
    </EditorFrame>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="md" maw={560}>
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </Stack>
  );
}

/** Every category as an option, named in the admin's language. */
function useCategoryOptions() {
  const language = useLanguage();
  const categories = useQuery(allCategoriesQueryOptions(language));
  const names = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.categoryId, category.categoryName])),
    [categories.data],
  );
  const options = useMemo(
    () =>
      [...names]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [names, language],
  );
  return { categories, names, options };
}

export function UserTypeNewPage() {
  const texts = useTexts(userTypesTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const { categories, options } = useCategoryOptions();
  const saved = (type: UserTypeSummary) =>
    navigate(`/admin/${language}/user-types/${type.userTypeId}`, { replace: true });
  return (
    <Frame title={texts.newTitle}>
      {categories.isError ? (
        <PageError
          message={texts.categoriesLoadError}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.isPending ? (
        <FormSkeleton />
      ) : (
        <UserTypeForm categoryOptions={options} onSaved={saved} />
      )}
    </Frame>
  );
}

export function UserTypeEditPage() {
  const userTypeId = userTypeIdOf(useParams().userTypeId);
  const texts = useTexts(userTypesTexts);
  if (userTypeId === null)
    return (
      <Frame title={texts.editUserType}>
        <Text role="status">{texts.notFound}</Text>
      </Frame>
    );
  return <UserTypeEditor userTypeId={userTypeId} />;
}

function UserTypeEditor({ userTypeId }: { userTypeId: number }) {
  const texts = useTexts(userTypesTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const userType = useQuery(userTypeQueryOptions(userTypeId));
  const { categories, names, options } = useCategoryOptions();
  const remove = useDeleteUserType(userTypeId);
  const toList = () => navigate(`/admin/${language}/user-types`);

  if (isNotFound(userType.error))
    return (
      <Frame title={texts.editUserType}>
        <Text role="status">{texts.notFound}</Text>
      </Frame>
    );
  const failed = [userType, categories].find((query) => query.isError);
  if (failed)
    return (
      <Frame title={texts.editUserType}>
        <PageError
          message={userType.isError ? texts.loadFailed : texts.categoriesLoadError}
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      </Frame>
    );
  const type = userType.data;
  if (!type || !categories.data)
    return (
      <Frame title={<Skeleton height={28} width={220} />}>
        <FormSkeleton />
      </Frame>
    );
  return (
    <Frame title={<bdi dir="auto">{type.name}</bdi>}>
      <Text size="sm" c="gray.7">
        {texts.userTypeId}: <bdi dir="ltr">{type.userTypeId}</bdi>
      </Text>
      <UserTypeForm key={JSON.stringify(type)} userType={type} categoryOptions={options} onSaved={toList} />
      <DeleteUserType
        userType={type}
        categoryNames={names}
        onDelete={() => remove.mutateAsync()}
        onDeleted={toList}
      />
    </Frame>
  );
}
