import type { UserTypeSummary } from '@grocery/contracts';
import { Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { PageError } from '../shared/feedback';
import { DataGrid, type GridColumn } from '../shared/grid';
import { allCategoriesQueryOptions, userTypesQueryOptions } from './queries';
import { userTypesTexts } from './texts';

/** Every user type (a shop has a handful: one local grid), with its categories and counts. */
export function UserTypesPage() {
  const texts = useTexts(userTypesTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const userTypes = useQuery(userTypesQueryOptions());
  const categories = useQuery(allCategoriesQueryOptions(language));
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.categoryId, category.categoryName])),
    [categories.data],
  );
  const columns = useMemo<GridColumn<UserTypeSummary>[]>(
    () => [
      {
        key: 'name',
        header: texts.name,
        accessor: (type) => type.name,
        cell: (type) => (
          <Anchor component={Link} to={`/admin/${language}/user-types/${type.userTypeId}`} dir="auto">
            {type.name}
          </Anchor>
        ),
        sortable: true,
        width: 180,
      },
      {
        key: 'id',
        header: texts.userTypeId,
        accessor: (type) => type.userTypeId,
        sortable: true,
        width: 100,
        align: 'end',
      },
      {
        key: 'description',
        header: texts.description,
        accessor: (type) => type.description,
        width: 240,
      },
      {
        key: 'categories',
        header: texts.categories,
        accessor: (type) => type.categoryIds.length,
        // Drawn from the names each time: the grid keeps accessor values until its rows change.
        cell: (type) => (
          <span dir="auto">{type.categoryIds.map((id) => categoryNames.get(id) ?? `#${id}`).join(', ')}</span>
        ),
        width: 220,
      },
      {
        key: 'users',
        header: texts.users,
        accessor: (type) => type.userCount,
        sortable: true,
        width: 140,
        align: 'end',
      },
      {
        key: 'prices',
        header: texts.prices,
        accessor: (type) => type.priceCount,
        sortable: true,
        width: 140,
        align: 'end',
      },
    ],
    [texts, language, categoryNames],
  );
  const open = (type: UserTypeSummary) => navigate(`/admin/${language}/user-types/${type.userTypeId}`);

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Button onClick={() => navigate(`/admin/${language}/user-types/new`)}>{texts.newUserType}</Button>
      </Group>
      {userTypes.isError ? (
        <PageError
          message={texts.loadError}
          error={userTypes.error}
          onRetry={() => void userTypes.refetch()}
        />
      ) : userTypes.isPending ? (
        <Stack gap="xs">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <DataGrid<UserTypeSummary>
          gridId="user-types"
          label={texts.gridLabel}
          columns={columns}
          rowKey={(type) => type.userTypeId}
          rows={userTypes.data ?? []}
          pageSize={25}
          initialSort={{ key: 'name', dir: 'asc' }}
          onOpen={open}
          contextMenu={(type) => (type ? [{ label: texts.editUserType, onSelect: () => open(type) }] : [])}
        />
      )}
    </Stack>
  );
}
