import { type AdminCategory, categoryTranslationRequest } from '@grocery/contracts';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../i18n/useTexts';
import { PageError } from '../../shared/feedback';
import { TranslationsEditor } from '../../shared/translations';
import { useCategoryTranslation } from '../mutations';
import { categoryTranslationsQueryOptions } from '../queries';
import { categoryTabsTexts } from '../texts';

/** The Translations tab: the category's name per language, beside its base name. */
export function CategoryTranslations({ category }: { category: AdminCategory }) {
  const texts = useTexts(categoryTabsTexts);
  const translations = useQuery(categoryTranslationsQueryOptions(category.categoryId));
  const { save, remove } = useCategoryTranslation(category.categoryId);
  if (translations.isError)
    return (
      <PageError
        message={texts.translationsLoadError}
        error={translations.error}
        onRetry={() => void translations.refetch()}
      />
    );
  if (!translations.data)
    return (
      <Stack gap="md">
        <Skeleton height={140} />
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Stack>
    );
  return (
    <TranslationsEditor
      fields={[{ name: 'categoryName', label: texts.translationName, required: true, maxLength: 200 }]}
      request={categoryTranslationRequest}
      base={translations.data.base}
      translations={translations.data.translations}
      onSave={(languageCode, values) =>
        save.mutateAsync({ languageCode, categoryName: String(values.categoryName) })
      }
      onDelete={(languageCode) => remove.mutateAsync(languageCode)}
    />
  );
}
