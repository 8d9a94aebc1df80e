import { countText } from '@grocery/contracts';
import { Group, Table, Text } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { textDirection } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { GridBody, type GridBodyState } from './GridBody';
import { GridColumnsMenu } from './GridColumnsMenu';
import { GridContextMenu } from './GridContextMenu';
import { GridFooter } from './GridFooter';
import { GridHeader } from './GridHeader';
import { GridPager } from './GridPager';
import { selectionControls } from './selectionControls';
import { gridTexts } from './texts';
import type { DataGridProps, GridSort } from './types';
import { useElementWidth } from './useElementWidth';
import { useGridContextMenu } from './useGridContextMenu';
import { useGridLayout } from './useGridLayout';
import { useGridTable } from './useGridTable';
import { usePageCorrection } from './usePageCorrection';
import { useRemotePage } from './useRemotePage';
import { useRowDetails } from './useRowDetails';
import { useRowNavigation } from './useRowNavigation';
import { useScrollMemory } from './useScrollMemory';
import './grid.css';

/** Spec §9: the grid's default page size. */
export const defaultPageSize = 20;
const fixedColumnWidth = 44;
const noRows: never[] = [];

function bodyState(page: { failed: boolean; loading: boolean } | null, rowCount: number): GridBodyState {
  if (page?.failed) return 'failed';
  if (page?.loading) return 'loading';
  return rowCount === 0 ? 'empty' : 'rows';
}

/** The one data grid of the back office (spec §4 "Grid"); see types.ts for its props. */
export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  const { columns, rowKey, remote, selection, details, pageSize = defaultPageSize } = props;
  const language = useLanguage();
  const direction = textDirection(language);
  const texts = useTexts(gridTexts);
  const [sort, setSort] = useState<GridSort | null>(props.viewState?.sort ?? props.initialSort ?? null);
  const [pageIndex, setPageIndex] = useState(props.viewState?.pageIndex ?? 0);
  const request = useMemo(() => ({ pageIndex, pageSize, sort }), [pageIndex, pageSize, sort]);
  const page = useRemotePage(remote, request);
  const keys = useMemo(() => columns.map((column) => column.key), [columns]);
  const columnsByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const hiddenByDefault = useMemo(
    () => columns.filter((column) => column.defaultHidden).map((column) => column.key),
    [columns],
  );
  const { layout, setLayout, resetLayout } = useGridLayout(props.gridId, keys, hiddenByDefault);
  const table = useGridTable({
    columns,
    data: remote ? page.rows : (props.rows ?? noRows),
    rowKey,
    remote: remote !== undefined,
    sort,
    pageIndex,
    pageSize,
    layout,
    setLayout,
    direction,
  });
  const rows = table.getRowModel().rows;
  const total = remote ? page.total : (props.rows ?? noRows).length;
  const pageCount = total === null ? null : Math.ceil(total / pageSize);
  const state = bodyState(remote ? page : null, rows.length);
  usePageCorrection({
    remote: remote !== undefined,
    settled: state === 'rows' || state === 'empty',
    rowsOnPage: rows.length,
    total,
    pageIndex,
    pageCount,
    setPageIndex,
  });

  const onSort = useCallback((key: string) => {
    setSort((current) => ({ key, dir: current?.key === key && current.dir === 'asc' ? 'desc' : 'asc' }));
    setPageIndex(0);
  }, []);

  const rowDetails = useRowDetails(details?.load, rowKey, texts.detailsFailed);
  const rootRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useScrollMemory({
    rootRef,
    initialScrollTop: props.viewState?.scrollTop ?? 0,
    ready: state === 'rows',
    pageIndex,
    sort,
    onViewStateChange: props.onViewStateChange,
  });
  const menu = useGridContextMenu(props.contextMenu, rows, direction);
  const rowSelection = selectionControls(
    selection,
    rows.map((row) => rowKey(row.original)),
  );
  const navigation = useRowNavigation({
    rowCount: state === 'rows' ? rows.length : 0,
    onEnter: (index) => {
      const row = rows[index];
      if (row) props.onOpen?.(row.original);
    },
    onSpace: (index) => {
      const row = rows[index];
      if (row) rowSelection.toggle(rowKey(row.original));
    },
    onMenuKey: menu.openForRow,
  });

  const width = table.getTotalSize() + (selection ? fixedColumnWidth : 0) + (details ? fixedColumnWidth : 0);
  // One scroll per page: the grid never scrolls up and down. Only a table wider than its box scrolls
  // sideways (its header then sticks within the box); one that fits clips, so that its header sticks
  // to the page's top as the page scrolls.
  const boxWidth = useElementWidth(boxRef);
  const sideways = boxWidth > 0 && width > boxWidth;
  const selectedCount = selection?.selected.size ?? 0;
  return (
    <div ref={rootRef} className="grid-root">
      <Group justify="space-between" gap="sm" className="grid-toolbar">
        <Group gap="sm">{props.toolbar}</Group>
        <Group gap="sm">
          {selectedCount > 0 && (
            <>
              <Text size="sm">{countText(language, texts.selectedCount, selectedCount)}</Text>
              {props.bulkActions}
            </>
          )}
          <GridColumnsMenu
            columns={columns}
            layout={layout}
            setLayout={setLayout}
            resetLayout={resetLayout}
          />
        </Group>
      </Group>
      <div ref={boxRef} className="grid-box" data-sideways={sideways || undefined}>
        <Table
          role="grid"
          aria-label={props.label}
          aria-rowcount={total === null ? -1 : total + 1}
          aria-busy={state === 'loading' || undefined}
          className="grid-table"
          onContextMenu={menu.onContextMenu}
          style={{ width, minWidth: '100%' }}
        >
          <GridHeader
            table={table}
            columnsByKey={columnsByKey}
            sort={sort}
            onSort={onSort}
            layout={layout}
            setLayout={setLayout}
            direction={direction}
            detailsLabel={details?.label}
            selectAll={rowSelection.selectAll}
          />
          <GridBody
            state={state}
            rows={rows}
            firstRowNumber={pageIndex * pageSize + 2}
            columnsByKey={columnsByKey}
            rowKey={rowKey}
            skeletonRows={Math.min(pageSize, 8)}
            loadError={remote?.loadError}
            onRetry={page.retry}
            navigation={navigation}
            onOpen={props.onOpen}
            selection={rowSelection.body}
            details={
              details && {
                label: details.label,
                isOpen: (key) => rowDetails.open.has(key),
                content: (key) => {
                  const loaded = rowDetails.loaded.get(key);
                  return loaded?.status === 'ready' ? { node: loaded.node } : undefined;
                },
                toggle: rowDetails.toggle,
              }
            }
            direction={direction}
          />
        </Table>
      </div>
      <GridFooter
        pageIndex={pageIndex}
        pageSize={pageSize}
        rowsOnPage={state === 'rows' ? rows.length : 0}
        total={total}
        counting={state === 'loading' || state === 'failed'}
        pageCount={pageCount}
        pager={
          <GridPager
            pageIndex={pageIndex}
            pageCount={pageCount}
            hasNext={pageCount === null ? rows.length === pageSize : pageIndex < pageCount - 1}
            onPage={setPageIndex}
            direction={direction}
          />
        }
      />
      {menu.menu && (
        <GridContextMenu
          items={menu.menu.items}
          at={menu.menu.at}
          label={texts.rowActions}
          direction={direction}
          onClose={menu.close}
        />
      )}
    </div>
  );
}
