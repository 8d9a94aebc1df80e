import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import type { PricesFilters } from '../queries';
import { userTypePricesTexts } from '../texts';

type Props = {
  userTypes: { value: string; label: string }[];
  userTypeId: number | null;
  onUserType: (userTypeId: number) => void;
  filters: PricesFilters;
  onFilters: (filters: PricesFilters) => void;
};

/** The user-type selector and the grid's filters: the text (debounced) and "only priced". */
export function PricesToolbar({ userTypes, userTypeId, onUserType, filters, onFilters }: Props) {
  const texts = useTexts(userTypePricesTexts);
  const [q, setQ] = useState(filters.q);
  const sendQ = useDebouncedCallback((value: string) => onFilters({ ...filters, q: value }), 300);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={texts.userType}
        placeholder={texts.chooseUserType}
        data={userTypes}
        value={userTypeId === null ? null : String(userTypeId)}
        onChange={(value) => value && onUserType(Number(value))}
        allowDeselect={false}
        style={{ flex: '0 1 14rem' }}
      />
      <TextInput
        type="search"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={q}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          sendQ(event.currentTarget.value);
        }}
        style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
      />
      <Checkbox
        label={texts.onlyPriced}
        checked={filters.priced}
        onChange={(event) => {
          sendQ.cancel();
          onFilters({ q, priced: event.currentTarget.checked });
        }}
        mb={8}
      />
    </Group>
  );
}
