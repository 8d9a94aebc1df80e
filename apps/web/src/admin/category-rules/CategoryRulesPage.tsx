import { type CategoryRule, countText } from '@grocery/contracts';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { hasPermission } from '../../state/permissions';
import { PageError } from '../shared/feedback';
import { DataGrid, type GridColumn } from '../shared/grid';
import { allCategoriesQueryOptions, categoryRulesQueryOptions } from './queries';
import { RuleDialog } from './RuleDialog';
import { matchText } from './ruleValues';
import { categoryRulesTexts } from './texts';

/** The dialog open on a rule, on a new rule, or closed. */
type Editing = { rule: CategoryRule | null } | null;

/** Every category rule in the order they are tried (a shop has a few dozen: one local grid). */
export function CategoryRulesPage() {
  const texts = useTexts(categoryRulesTexts);
  const language = useLanguage();
  const { user } = useAppState();
  const canWrite = hasPermission(user, 'catalogue:write');
  const rules = useQuery(categoryRulesQueryOptions());
  const categories = useQuery(allCategoriesQueryOptions(language));
  const [editing, setEditing] = useState<Editing>(null);
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.categoryId, category.categoryName])),
    [categories.data],
  );
  const categoryOptions = useMemo(
    () =>
      (categories.data ?? []).map((category) => ({
        value: category.categoryId,
        label: category.categoryName,
      })),
    [categories.data],
  );
  const columns = useMemo<GridColumn<CategoryRule>[]>(
    () => [
      { key: 'order', header: texts.order, accessor: (rule) => rule.sortOrder, width: 90, align: 'end' },
      {
        key: 'matches',
        header: texts.matches,
        accessor: (rule) => matchText(texts, rule),
        cell: (rule) => <span dir="auto">{matchText(texts, rule)}</span>,
        width: 320,
      },
      {
        key: 'category',
        header: texts.category,
        accessor: (rule) => rule.categoryId,
        // Drawn from the names each time: the grid keeps accessor values until its rows change.
        cell: (rule) => <span dir="auto">{categoryNames.get(rule.categoryId) ?? `#${rule.categoryId}`}</span>,
        width: 200,
      },
      {
        key: 'products',
        header: texts.products,
        accessor: (rule) => rule.products,
        width: 120,
        align: 'end',
      },
    ],
    [texts, categoryNames],
  );
  const rows = rules.data?.rules ?? [];
  const nextSortOrder = rows.reduce((next, rule) => Math.max(next, rule.sortOrder + 1), 0);
  const open = (rule: CategoryRule) => setEditing({ rule });

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        {canWrite && <Button onClick={() => setEditing({ rule: null })}>{texts.newRule}</Button>}
      </Group>
      <Text size="sm" maw={800}>
        {texts.intro}
      </Text>
      {rules.data && rules.data.uncategorised > 0 && (
        <Alert color="yellow" variant="light" data-testid="uncategorised">
          {countText(language, texts.uncategorised, rules.data.uncategorised)}
        </Alert>
      )}
      {categories.isError && <PageError message={texts.categoriesLoadError} error={categories.error} />}
      {rules.isError ? (
        <PageError message={texts.loadError} error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.isPending ? (
        <Stack gap="xs" data-testid="rules-loading">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="gray.7">{texts.empty}</Text>
      ) : (
        <DataGrid<CategoryRule>
          gridId="category-rules"
          label={texts.gridLabel}
          columns={columns}
          rowKey={(rule) => rule.ruleId}
          rows={rows}
          pageSize={50}
          onOpen={canWrite ? open : undefined}
          contextMenu={(rule) =>
            rule && canWrite ? [{ label: texts.editRule, onSelect: () => open(rule) }] : []
          }
        />
      )}
      {editing && (
        <RuleDialog
          rule={editing.rule}
          nextSortOrder={nextSortOrder}
          categoryOptions={categoryOptions}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
