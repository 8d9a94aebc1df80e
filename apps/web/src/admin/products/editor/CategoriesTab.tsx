import { Text } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { MultiSelectField, type SelectOption } from '../../shared/form';
import { productEditorTexts } from '../texts';

/** The product's categories, chosen from all of them (names in the admin's language). */
export function CategoriesTab({ options }: { options: SelectOption[] }) {
  const texts = useTexts(productEditorTexts);
  return (
    <>
      <MultiSelectField name="categoryIds" label={texts.categories} options={options} />
      {options.length === 0 && (
        <Text size="sm" c="gray.7" mt="xs">
          {texts.noCategories}
        </Text>
      )}
    </>
  );
}
