import { Group, Select, TextInput } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { useSearchText } from '../../shared/filters/useSearchText';
import type { CategoriesFilters as Filters } from '../queries';
import { categoriesListTexts } from '../texts';

type Props = { filters: Filters; onChange: (filters: Filters) => void };

/** The list's filters: the name (debounced) and active or not. */
export function CategoriesFilters({ filters, onChange }: Props) {
  const texts = useTexts(categoriesListTexts);
  const search = useSearchText(filters.q, (q) => onChange({ ...filters, q }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput label={texts.search} placeholder={texts.searchPlaceholder} {...search.input} />
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
          onChange({ q: search.takeNow(), active: value === 'true' || value === 'false' ? value : null });
        }}
        style={{ flex: '0 1 10rem' }}
      />
    </Group>
  );
}
