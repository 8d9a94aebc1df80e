import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { productSearchQueryOptions } from '../queries';
import { categoryTabsTexts } from '../texts';

type Props = { onPick: (productId: number) => Promise<void>; busy: boolean };

/** Finds a product by name or barcode (the products list's q) and hands the chosen one over. */
export function ProductPicker({ onPick, busy }: Props) {
  const texts = useTexts(categoryTabsTexts);
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useQuery(productSearchQueryOptions(q, language));
  const data = (found.data ?? []).map((product) => ({
    value: String(product.productId),
    label: product.barcode ? `${product.productName} · ${product.barcode}` : product.productName,
  }));
  return (
    <Select
      label={texts.addProduct}
      placeholder={texts.addProductPlaceholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={null}
      filter={({ options }) => options}
      nothingFoundMessage={found.isError ? texts.productSearchFailed : q ? undefined : null}
      disabled={busy}
      onChange={(value) => {
        if (!value) return;
        setSearch('');
        void onPick(Number(value));
      }}
      maw={420}
      dir="auto"
    />
  );
}
