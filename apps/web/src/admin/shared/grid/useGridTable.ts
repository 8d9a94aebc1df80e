import {
  type ColumnDef,
  type ColumnSizingState,
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  type ReactTable,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { type CellValue, compareValues } from './compareValues';
import {
  clampWidths,
  defaultColumnWidth,
  type GridLayout,
  maxColumnWidth,
  minColumnWidth,
} from './gridLayout';
import type { GridColumn, GridRowKey, GridSort } from './types';

/** What the grid asks of TanStack Table: column layout, sorting and paging (local rows only). */
const features = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export type GridFeatures = typeof features;
export type GridTable<Row extends object> = ReactTable<GridFeatures, Row>;

function columnDefs<Row extends object>(columns: GridColumn<Row>[]): ColumnDef<GridFeatures, Row>[] {
  return columns.map((column) => ({
    id: column.key,
    header: column.header,
    // null as undefined, so that sortUndefined puts missing values last in both directions
    accessorFn: (row: Row) => column.accessor?.(row) ?? undefined,
    size: column.width ?? defaultColumnWidth,
    minSize: minColumnWidth,
    maxSize: maxColumnWidth,
    enableSorting: column.sortable === true,
    sortUndefined: 'last',
    sortFn: (a, b, id) => compareValues(a.getValue<CellValue>(id), b.getValue<CellValue>(id)),
  }));
}

type Options<Row> = {
  columns: GridColumn<Row>[];
  data: Row[];
  rowKey: (row: Row) => GridRowKey;
  remote: boolean;
  sort: GridSort | null;
  pageIndex: number;
  pageSize: number;
  layout: GridLayout;
  setLayout: (layout: GridLayout) => void;
  direction: 'ltr' | 'rtl';
};

/**
 * The TanStack table of a grid. The grid owns sort, page and layout (in React state and IndexedDB)
 * and hands them in; the table orders, sizes and hides the columns, and for local rows sorts and
 * slices them. Remote rows arrive sorted and paged (manual modes).
 */
export function useGridTable<Row extends object>(options: Options<Row>): GridTable<Row> {
  const { columns, layout, setLayout, rowKey } = options;
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(layout.hidden.map((key) => [key, false])),
    [layout.hidden],
  );
  const sorting = useMemo(
    () => (options.sort ? [{ id: options.sort.key, desc: options.sort.dir === 'desc' }] : []),
    [options.sort],
  );
  return useTable({
    features,
    columns: defs,
    data: options.data,
    getRowId: (row) => String(rowKey(row)),
    state: {
      sorting,
      pagination: { pageIndex: options.pageIndex, pageSize: options.pageSize },
      columnVisibility,
      columnOrder: layout.order,
      columnSizing: layout.widths,
    },
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) =>
      setLayout({ ...layout, widths: clampWidths(functionalUpdate(updater, layout.widths)) }),
    manualSorting: options.remote,
    manualPagination: options.remote,
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    columnResizeMode: 'onChange',
    columnResizeDirection: options.direction,
  });
}
