export { DataGrid, defaultPageSize } from './DataGrid';
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
