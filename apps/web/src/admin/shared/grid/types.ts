import type { ReactNode } from 'react';

/** The grid's public types: every admin list codes against these (helper brief "grid"). */

export type GridSortDir = 'asc' | 'desc';
export type GridSort = { key: string; dir: GridSortDir };

export type GridColumn<Row> = {
  /** Stable id; the sort key given to the loader and the key of the saved layout. */
  key: string;
  /** Already translated. */
  header: string;
  /** Default cell text and the local sort value. */
  accessor?: (row: Row) => string | number | null | undefined;
  /** Custom cell; user text inside it needs `dir="auto"`. */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Default width in px (defaultColumnWidth when absent). */
  width?: number;
  align?: 'start' | 'center' | 'end';
  /** Left out of the default layout: the column picker shows it (and Reset layout hides it again). */
  defaultHidden?: boolean;
};

export type GridRequest = { pageIndex: number; pageSize: number; sort: GridSort | null };
/** One page from the server; `total` null when the server does not know it. */
export type GridPage<Row> = { rows: Row[]; total: number | null };
export type GridMenuItem = { label: string; onSelect: () => void; disabled?: boolean; color?: 'red' };
/** `scrollTop`: the page's (window's) scroll; the grid itself never scrolls up and down. */
export type GridViewState = { pageIndex: number; sort: GridSort | null; scrollTop: number };
export type GridRowKey = string | number;

export type GridRemote<Row> = {
  /** The feature's key; the grid queries under [...queryKey, request], so invalidating it refreshes. */
  queryKey: readonly unknown[];
  load: (request: GridRequest, signal: AbortSignal) => Promise<GridPage<Row>>;
  /** The page's translated message, e.g. 'Failed to fetch users.' */
  loadError: string;
};

export type DataGridProps<Row> = {
  /** Layout storage key part, e.g. 'users'. */
  gridId: string;
  /** Accessible name of the grid. */
  label: string;
  /** Keep it stable (module constant or useMemo): a new array rebuilds the column model. */
  columns: GridColumn<Row>[];
  rowKey: (row: Row) => GridRowKey;
  /** Rows a page; 20 by default (spec). */
  pageSize?: number;
  /** Remote mode: pages come from the loader through TanStack Query. */
  remote?: GridRemote<Row>;
  /** Local mode: every row, sorted and paged by the grid. */
  rows?: Row[];
  initialSort?: GridSort | null;
  /** Restores page, sort and scroll on mount (e.g. back from a detail page). */
  viewState?: GridViewState;
  /** Called on page or sort change and on scroll (throttled). */
  onViewStateChange?: (state: GridViewState) => void;
  /** Enter on the active row, or a double-click. */
  onOpen?: (row: Row) => void;
  /** Right-click, Shift+F10 or the ContextMenu key; null when not on a row. */
  contextMenu?: (row: Row | null) => GridMenuItem[];
  /** Expandable rows, loaded on first open. */
  details?: { load: (row: Row) => Promise<ReactNode>; label: string };
  selection?: { selected: ReadonlySet<GridRowKey>; onChange: (keys: Set<GridRowKey>) => void };
  /** Shown while any row is selected. */
  bulkActions?: ReactNode;
  /** Filters etc., above the grid. */
  toolbar?: ReactNode;
};
