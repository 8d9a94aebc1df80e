import { type AdminCategoryRow, adminCategoriesPageSize } from '@grocery/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { DataGrid } from '../shared/grid';
import { CategoriesFilters } from './list/CategoriesFilters';
import { categoriesColumns } from './list/categoriesColumns';
import { categoriesListRemote, type CategoriesFilters as Filters, userTypesQueryOptions } from './queries';
import { categoriesListTexts } from './texts';
import './categories.css';

/** The filters live in the URL's query: back from a category, the list is filtered as it was. */
function filtersOf(params: URLSearchParams): Filters {
  const active = params.get('active');
  return { q: params.get('q') ?? '', active: active === 'true' || active === 'false' ? active : null };
}

/** The categories grid: 25 a page, server-sorted and filtered, names in the admin's language. */
export function CategoriesPage() {
  const texts = useTexts(categoriesListTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const userTypes = useQuery(userTypesQueryOptions());
  const userTypeNames = useMemo(
    () => new Map((userTypes.data ?? []).map((type) => [type.userTypeId, type.name])),
    [userTypes.data],
  );
  const columns = useMemo(
    () => categoriesColumns(texts, language, userTypeNames),
    [texts, language, userTypeNames],
  );
  const remote = useMemo(
    () => categoriesListRemote(language, filters, texts.loadError),
    [language, filters, texts.loadError],
  );
  const changeFilters = (next: Filters) => {
    const query = new URLSearchParams();
    if (next.q.trim()) query.set('q', next.q);
    if (next.active) query.set('active', next.active);
    setParams(query, { replace: true });
  };
  const open = (row: AdminCategoryRow) => navigate(`/admin/${language}/categories/${row.categoryId}`);

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Button onClick={() => navigate(`/admin/${language}/categories/new`)}>{texts.newCategory}</Button>
      </Group>
      <CategoriesFilters filters={filters} onChange={changeFilters} />
      <DataGrid<AdminCategoryRow>
        key={JSON.stringify(filters)}
        gridId="categories"
        label={texts.gridLabel}
        columns={columns}
        rowKey={(row) => row.categoryId}
        pageSize={adminCategoriesPageSize}
        remote={remote}
        initialSort={{ key: 'sortOrder', dir: 'asc' }}
        onOpen={open}
        contextMenu={(row) => (row ? [{ label: texts.editCategory, onSelect: () => open(row) }] : [])}
      />
    </Stack>
  );
}
