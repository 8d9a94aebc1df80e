import { Group, Select, TextInput } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { useSearchText } from '../../shared/filters/useSearchText';
import type { PromotionsFilters as Filters } from '../queries';
import { promotionsListTexts } from '../texts';

type Props = { filters: Filters; onChange: (filters: Filters) => void };

/** The list's filters: the name (debounced), on or off, current/future/past, and the source. */
export function PromotionsFilters({ filters, onChange }: Props) {
  const texts = useTexts(promotionsListTexts);
  const search = useSearchText(filters.search, (value) => onChange({ ...filters, search: value }));
  const choose = <K extends 'active' | 'when' | 'source'>(key: K) => ({
    allowDeselect: false,
    value: filters[key] ?? 'any',
    onChange: (value: string | null) =>
      onChange({
        ...filters,
        search: search.takeNow(),
        [key]: value === null || value === 'any' ? null : value,
      }),
    style: { flex: '0 1 11rem' },
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput label={texts.search} placeholder={texts.searchPlaceholder} dir="auto" {...search.input} />
      <Select
        label={texts.status}
        data={[
          { value: 'any', label: texts.anyStatus },
          { value: 'true', label: texts.onOnly },
          { value: 'false', label: texts.offOnly },
        ]}
        {...choose('active')}
      />
      <Select
        label={texts.when}
        data={[
          { value: 'any', label: texts.anyTime },
          { value: 'current', label: texts.current },
          { value: 'future', label: texts.future },
          { value: 'past', label: texts.past },
        ]}
        {...choose('when')}
      />
      <Select
        label={texts.source}
        data={[
          { value: 'any', label: texts.anySource },
          { value: 'shop', label: texts.sourceShop },
          { value: 'pos', label: texts.sourcePos },
        ]}
        {...choose('source')}
      />
    </Group>
  );
}
