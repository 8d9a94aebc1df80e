import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { useSearchText } from '../../shared/filters/useSearchText';
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
  const search = useSearchText(filters.q, (q) => onFilters({ ...filters, q }));
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
      <TextInput label={texts.search} placeholder={texts.searchPlaceholder} {...search.input} />
      <Checkbox
        label={texts.onlyPriced}
        checked={filters.priced}
        onChange={(event) => {
          onFilters({ q: search.takeNow(), priced: event.currentTarget.checked });
        }}
        mb={8}
      />
    </Group>
  );
}
