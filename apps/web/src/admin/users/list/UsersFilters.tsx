import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../i18n/useTexts';
import { useSearchText } from '../../shared/filters/useSearchText';
import { type UsersFilters as Filters, permissionsQueryOptions } from '../queries';
import { usersListTexts } from '../texts';

type Props = { filters: Filters; onChange: (filters: Filters) => void };

/** The list's filters: name or email (debounced) and a permission group. */
export function UsersFilters({ filters, onChange }: Props) {
  const texts = useTexts(usersListTexts);
  const groups = useQuery(permissionsQueryOptions());
  const search = useSearchText(filters.q, (q) => onChange({ ...filters, q }));
  const groupNames = groups.data?.groups.map((group) => group.name) ?? [];
  // The stored group shows even before the groups load (or if it is gone).
  const options = [
    ...new Set([...groupNames, ...(filters.permissionGroup ? [filters.permissionGroup] : [])]),
  ];

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput label={texts.search} placeholder={texts.searchPlaceholder} {...search.input} />
      <Select
        label={texts.group}
        placeholder={texts.anyGroup}
        data={options}
        value={filters.permissionGroup}
        onChange={(value) => {
          onChange({ q: search.takeNow(), permissionGroup: value });
        }}
        clearable
        style={{ flex: '0 1 14rem' }}
      />
    </Group>
  );
}
