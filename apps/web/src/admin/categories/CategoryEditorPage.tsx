import type { AdminCategory } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isNotFound } from '../../api/client';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { AdminTabItem, AdminTabs, adminToast, PageError, useConfirm } from '../shared/feedback';
import { CategoryDetailsForm } from './editor/CategoryDetailsForm';
import { CategoryImage } from './editor/CategoryImage';
import { CategoryNotFound } from './editor/CategoryNotFound';
import { CategoryProducts } from './editor/CategoryProducts';
import { CategoryTranslations } from './editor/CategoryTranslations';
import { CategoryUserTypes } from './editor/CategoryUserTypes';
import { useDeleteCategory } from './mutations';
import { categoriesKeys, categoryQueryOptions } from './queries';
import { categoryEditorTexts } from './texts';
import './categories.css';

/** Path ids are digits only (as the server reads them); anything else names no category. */
function categoryIdOf(param: string | undefined): number | null {
  return param && /^\d{1,15}$/.test(param) ? Number(param) : null;
}

function EditorFrame({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const texts = useTexts(categoryEditorTexts);
  const language = useLanguage();
  return (
    <Stack gap="md" p="md" maw={1100}>
      <Anchor component={Link} to={`/admin/${language}/categories`} size="sm">
        {texts.backToList}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** /categories/new: only Category Details; once created, the editor of the new category. */
export function CategoryNewPage() {
  const texts = useTexts(categoryEditorTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const created = (category: AdminCategory) =>
    navigate(`/admin/${language}/categories/${category.categoryId}`, { replace: true });
  return (
    <EditorFrame title={texts.newTitle}>
      <AdminTabs>
        <AdminTabItem value="details" label={texts.detailsTab}>
          <Stack gap="lg">
            <CategoryDetailsForm onCreated={created} />
            <Text size="sm" c="gray.7">
              {texts.imageAfterSave} {texts.tabsAfterSave}
            </Text>
          </Stack>
        </AdminTabItem>
      </AdminTabs>
    </EditorFrame>
  );
}

/** /categories/{id}: the four tabs of an existing category, and its deletion. */
export function CategoryEditPage() {
  const categoryId = categoryIdOf(useParams().categoryId);
  return categoryId === null ? <CategoryNotFound /> : <CategoryEditor categoryId={categoryId} />;
}

function CategoryEditor({ categoryId }: { categoryId: number }) {
  const texts = useTexts(categoryEditorTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const query = useQuery(categoryQueryOptions(categoryId, language));
  const remove = useDeleteCategory(categoryId);

  if (isNotFound(query.error)) return <CategoryNotFound />;
  if (query.isError)
    return (
      <EditorFrame title={texts.detailsTab}>
        <PageError message={texts.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      </EditorFrame>
    );
  const category = query.data;
  if (!category)
    return (
      <EditorFrame title={<Skeleton height={28} width={240} />}>
        <Stack gap="md" maw={560}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      </EditorFrame>
    );

  const reload = () => void client.invalidateQueries({ queryKey: categoriesKeys.record(categoryId) });
  const deleteCategory = async () => {
    const sure = await confirm({
      title: texts.deleteTitle,
      message: fillText(texts.deleteMessage, { name: category.baseName }),
      confirmLabel: texts.deleteCategory,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync();
    } catch (error) {
      console.error('category not deleted', error);
      adminToast.error(texts.deleteFailed);
      return;
    }
    adminToast.success(texts.deleted);
    navigate(`/admin/${language}/categories`);
  };

  return (
    <EditorFrame
      title={<bdi dir="auto">{category.categoryName}</bdi>}
      actions={
        <Button color="red" variant="outline" onClick={deleteCategory} loading={remove.isPending}>
          {texts.deleteCategory}
        </Button>
      }
    >
      <Text size="sm" c="gray.7">
        {texts.categoryId}: <bdi dir="ltr">{category.categoryId}</bdi>
      </Text>
      <AdminTabs>
        <AdminTabItem value="details" label={texts.detailsTab}>
          <Stack gap="xl">
            <CategoryDetailsForm key={category.version} category={category} onReload={reload} />
            <CategoryImage category={category} />
          </Stack>
        </AdminTabItem>
        <AdminTabItem value="products" label={texts.productsTab}>
          <CategoryProducts category={category} />
        </AdminTabItem>
        <AdminTabItem value="userTypes" label={texts.userTypesTab}>
          <CategoryUserTypes category={category} />
        </AdminTabItem>
        <AdminTabItem value="translations" label={texts.translationsTab}>
          <CategoryTranslations category={category} />
        </AdminTabItem>
      </AdminTabs>
    </EditorFrame>
  );
}
