import type { SyncFailedItem } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { fillNodes } from '../../i18n/fillNodes';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { DataGrid, type GridColumn } from '../shared/grid';
import type { Control } from './syncRules';
import { databaseTexts, syncStateTexts } from './texts';

type Props = {
  items: SyncFailedItem[];
  /** All the run's failed items; the server sends the newest 100. */
  count: number;
  retry: Control;
  /** The item being retried, if any. */
  retrying: number | null;
  onRetry: (item: SyncFailedItem) => void;
};

const ltr = (value: string | number) => <bdi dir="ltr">{value}</bdi>;

/** The run's failed items in the admin grid: operation, item code, time, error, and Retry (sync:write). */
export function FailedItems({ items, count, retry, retrying, onRetry }: Props) {
  const texts = useTexts(databaseTexts);
  const states = useTexts(syncStateTexts);
  const language = useLanguage();
  const columns = useMemo<GridColumn<SyncFailedItem>[]>(() => {
    const operationOf = (row: SyncFailedItem) =>
      row.operation === 'read' || row.operation === 'write' ? states[row.operation] : row.operation;
    const base: GridColumn<SyncFailedItem>[] = [
      { key: 'operation', header: texts.operation, accessor: operationOf, sortable: true, width: 150 },
      {
        key: 'externalId',
        header: texts.itemCode,
        accessor: (row) => row.externalId,
        cell: (row) => (row.externalId === null ? '—' : ltr(row.externalId)),
        sortable: true,
        width: 170,
      },
      {
        key: 'timestamp',
        header: texts.time,
        accessor: (row) => row.timestamp,
        cell: (row) => ltr(formatDateTimeIn(language, row.timestamp)),
        sortable: true,
        width: 170,
      },
      {
        key: 'error',
        header: texts.error,
        accessor: (row) => row.error,
        cell: (row) => <span dir="auto">{row.error}</span>,
        width: 380,
      },
    ];
    if (!retry.shown) return base;
    const action: GridColumn<SyncFailedItem> = {
      key: 'retry',
      header: texts.action,
      width: 120,
      cell: (row) => (
        <Button
          size="compact-xs"
          variant="light"
          disabled={!retry.enabled || (retrying !== null && retrying !== row.failedItemId)}
          loading={retrying === row.failedItemId}
          onClick={() => onRetry(row)}
          aria-label={`${texts.retry} ${row.externalId ?? row.failedItemId}`}
        >
          {texts.retry}
        </Button>
      ),
    };
    return [...base, action];
  }, [texts, states, language, retry.shown, retry.enabled, retrying, onRetry]);

  return (
    <Stack gap="xs" component="section" aria-labelledby="sync-failed-title">
      <Title order={2} size="h4" id="sync-failed-title">
        {texts.failedTitle}
      </Title>
      {items.length === 0 ? (
        <Paper withBorder p="lg">
          <Text role="status">{texts.noFailed}</Text>
        </Paper>
      ) : (
        <>
          {count > items.length && (
            <Text size="sm" c="dimmed" data-testid="failed-count">
              {fillNodes(texts.failedShown, { shown: ltr(items.length), total: ltr(count) })}
            </Text>
          )}
          <DataGrid<SyncFailedItem>
            gridId="sync-failed-items"
            label={texts.failedGrid}
            columns={columns}
            rowKey={(row) => row.failedItemId}
            rows={items}
            pageSize={20}
          />
        </>
      )}
    </Stack>
  );
}
