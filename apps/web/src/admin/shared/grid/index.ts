export { DataGrid, defaultPageSize } from './DataGrid';
export { type ListPage, type ListRemoteOptions, type ListRowOf, listRemote } from './listRemote';
export type {
  DataGridProps,
  GridColumn,
  GridMenuItem,
  GridPage,
  GridRemote,
  GridRequest,
  GridRowKey,
  GridSort,
  GridSortDir,
  GridViewState,
} from './types';
