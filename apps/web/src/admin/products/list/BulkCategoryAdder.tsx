import { fillText } from '@grocery/contracts';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotFound } from '../../../api/client';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import type { GridRowKey } from '../../shared/grid';
import { allCategoriesQueryOptions } from '../../shared/query/allCategories';
import { bulkCounts, useBulkAddToCategory } from '../mutations';
import { productsListTexts } from '../texts';

type Props = { selected: ReadonlySet<GridRowKey>; onDone: () => void };

/**
 * The bulk bar's "Add to category": a category chosen by its name in the page's language, then one
 * call links every selected product to it and the toast says how many were added.
 */
export function BulkCategoryAdder({ selected, onDone }: Props) {
  const texts = useTexts(productsListTexts);
  const language = useLanguage();
  const categories = useQuery(allCategoriesQueryOptions(language));
  const add = useBulkAddToCategory();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = (categories.data ?? []).map((category) => ({
    value: String(category.categoryId),
    label: category.categoryName,
  }));
  const run = async () => {
    const category = options.find((option) => option.value === chosen);
    if (!category) return;
    const productIds = [...selected].map(Number);
    try {
      const { results } = await add.mutateAsync({ productIds, categoryId: Number(category.value) });
      adminToast.success(
        fillText(texts.addedToCategory, { category: category.label, ...bulkCounts(results) }),
      );
      onDone();
    } catch (error) {
      if (isNotFound(error)) {
        setChosen(null);
        adminToast.error(texts.categoryGone);
        return;
      }
      console.error('bulk add to category failed', error);
      adminToast.error(texts.bulkFailed);
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        size="xs"
        aria-label={texts.categoryToAdd}
        placeholder={texts.chooseCategory}
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        nothingFoundMessage={texts.noCategoryFound}
        w={200}
      />
      <Button
        size="xs"
        variant="light"
        disabled={chosen === null}
        loading={add.isPending}
        onClick={() => void run()}
      >
        {texts.addToCategory}
      </Button>
    </Group>
  );
}
