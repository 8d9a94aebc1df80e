import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { type UsersFilters as Filters, permissionsQueryOptions } from '../queries';
import { usersListTexts } from '../texts';

/** Text typed here reaches the list after this pause, not at each keystroke. */
export const searchDelayMs = 300;

type Props = { filters: Filters; onChange: (filters: Filters) => void };

/** The list's filters: name or email (debounced) and a permission group. */
export function UsersFilters({ filters, onChange }: Props) {
  const texts = useTexts(usersListTexts);
  const [q, setQ] = useState(filters.q);
  const groups = useQuery(permissionsQueryOptions());
  const sendQ = useDebouncedCallback((value: string) => onChange({ ...filters, q: value }), searchDelayMs);
  const groupNames = groups.data?.groups.map((group) => group.name) ?? [];
  // The stored group shows even before the groups load (or if it is gone).
  const options = [
    ...new Set([...groupNames, ...(filters.permissionGroup ? [filters.permissionGroup] : [])]),
  ];

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
        label={texts.group}
        placeholder={texts.anyGroup}
        data={options}
        value={filters.permissionGroup}
        onChange={(value) => {
          sendQ.cancel();
          onChange({ q, permissionGroup: value });
        }}
        clearable
        style={{ flex: '0 1 14rem' }}
      />
    </Group>
  );
}
