import type { ReactNode } from 'react';
import type { LanguageCode } from '../../../i18n/language';
import { AppStateProvider } from '../../../state/appState';
import { renderAdmin } from '../testing/renderAdmin';
import { DataGrid } from './DataGrid';
import type { DataGridProps, GridColumn, GridPage, GridRequest } from './types';

/** Component tests of the grid: sample rows, columns and a loader over them, like a server's. */

export type Person = { id: number; name: string; email: string };

export function people(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Person ${String(index + 1).padStart(4, '0')}`,
    email: `person${index + 1}@example.com`,
  }));
}

export const personColumns: GridColumn<Person>[] = [
  { key: 'id', header: 'ID', accessor: (row) => row.id, sortable: true, width: 80, align: 'end' },
  { key: 'name', header: 'Name', accessor: (row) => row.name, sortable: true },
  { key: 'email', header: 'Email', accessor: (row) => row.email },
];

/** A loader answering pages of `rows` sorted as asked, recording each request. */
export function pagedLoader(
  rows: Person[],
  total: (request: GridRequest) => number | null = () => rows.length,
) {
  const requests: GridRequest[] = [];
  const load = async (request: GridRequest): Promise<GridPage<Person>> => {
    requests.push(request);
    const sorted = [...rows];
    const { sort } = request;
    if (sort) {
      const key = sort.key as keyof Person;
      sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.dir === 'asc' ? 1 : -1));
    }
    const start = request.pageIndex * request.pageSize;
    return { rows: sorted.slice(start, start + request.pageSize), total: total(request) };
  };
  return { load, requests };
}

let gridCount = 0;

/** A grid id no other test used: layouts in IndexedDB never leak between tests. */
export function freshGridId(): string {
  gridCount += 1;
  return `test-${Date.now()}-${gridCount}`;
}

type Options = { language?: LanguageCode; wrap?: (grid: ReactNode) => ReactNode };

export function renderGrid<Row extends object>(
  props: DataGridProps<Row>,
  { language = 'en', wrap }: Options = {},
) {
  const grid = <DataGrid {...props} />;
  return renderAdmin(<AppStateProvider>{wrap ? wrap(grid) : grid}</AppStateProvider>, { language });
}

export function personGrid(overrides: Partial<DataGridProps<Person>> = {}): DataGridProps<Person> {
  return {
    gridId: freshGridId(),
    label: 'People',
    columns: personColumns,
    rowKey: (row) => row.id,
    height: 400,
    ...overrides,
  };
}
