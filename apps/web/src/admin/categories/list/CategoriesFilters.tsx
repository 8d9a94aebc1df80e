import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import type { CategoriesFilters as Filters } from '../queries';
import { categoriesListTexts } from '../texts';

/** Text typed here reaches the list after this pause, not at each keystroke. */
const searchDelayMs = 300;

type Props = { filters: Filters; onChange: (filters: Filters) => void };

/** The list's filters: the name (debounced) and active or not. */
export function CategoriesFilters({ filters, onChange }: Props) {
  const texts = useTexts(categoriesListTexts);
  const [q, setQ] = useState(filters.q);
  const sendQ = useDebouncedCallback((value: string) => onChange({ ...filters, q: value }), searchDelayMs);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
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
      <Select
        label={texts.status}
        data={[
          { value: 'any', label: texts.anyStatus },
          { value: 'true', label: texts.activeOnly },
          { value: 'false', label: texts.inactiveOnly },
        ]}
        value={filters.active ?? 'any'}
        allowDeselect={false}
        onChange={(value) => {
          sendQ.cancel();
          onChange({ q, active: value === 'true' || value === 'false' ? value : null });
        }}
        style={{ flex: '0 1 10rem' }}
      />
    </Group>
  );
}
