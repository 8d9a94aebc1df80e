import type { AdminProductRow } from '@grocery/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { productByIdQueryOptions, productSearchQueryOptions } from '../queries';
import { promotionEditorTexts } from '../texts';

type Props = { label: string; onPick: (product: AdminProductRow) => void };

/**
 * Finds a product by name or barcode (the products list's q) and hands the chosen one over; its row
 * is kept as that product's, so its name shows without asking again.
 */
export function ProductSearch({ label, onPick }: Props) {
  const texts = useTexts(promotionEditorTexts);
  const language = useLanguage();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useQuery(productSearchQueryOptions(q, language));
  const data = (found.data ?? []).map((product) => ({
    value: String(product.productId),
    label: product.barcode ? `${product.productName} · ${product.barcode}` : product.productName,
  }));
  return (
    <Select
      label={label}
      placeholder={texts.addProductPlaceholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={null}
      filter={({ options }) => options}
      nothingFoundMessage={found.isError ? texts.productSearchFailed : undefined}
      onChange={(value) => {
        const product = found.data?.find((row) => String(row.productId) === value);
        if (!product) return;
        setSearch('');
        client.setQueryData(productByIdQueryOptions(product.productId, language).queryKey, product);
        onPick(product);
      }}
      maw={420}
      dir="auto"
      data-no-enter-submit
    />
  );
}
