import { type ReactNode, useEffect, useState } from 'react';
import type { LanguageCode } from '../../../i18n/language';
import { AppStateProvider, useAppActions } from '../../../state/appState';
import type { User } from '../../../state/permissions';
import { renderAdmin } from '../testing/renderAdmin';
import { DataGrid } from './DataGrid';
import type { DataGridProps, GridColumn, GridPage, GridRequest } from './types';

/** Component tests of the grid: sample rows, columns, a loader over them like a server's, helpers. */

export type Person = { id: number; name: string; email: string };

export function people(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Person ${String(index + 1).padStart(4, '0')}`,
    email: `person${index + 1}@example.com`,
  }));
}

const personColumns: GridColumn<Person>[] = [
  { key: 'id', header: 'ID', accessor: (row) => row.id, sortable: true, width: 100, align: 'end' },
  { key: 'name', header: 'Name', accessor: (row) => row.name, sortable: true },
  { key: 'email', header: 'Email', accessor: (row) => row.email, width: 240 },
];

/** A loader answering pages of `rows` sorted as asked; it records each request. */
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
      const sign = sort.dir === 'asc' ? 1 : -1;
      sorted.sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
    }
    const start = request.pageIndex * request.pageSize;
    return { rows: sorted.slice(start, start + request.pageSize), total: total(request) };
  };
  return { load, requests };
}

/** A promise the test settles when it wants to. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

export const pause = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

let gridCount = 0;

/** A grid id no other test used: layouts in IndexedDB never leak between tests. */
export function freshGridId(): string {
  gridCount += 1;
  return `test-${Date.now()}-${gridCount}`;
}

export const signedInUser: User = {
  userId: 7,
  displayName: 'Grid Tester',
  email: 'tester@example.com',
  preferredLanguageCode: 'en',
  permissions: ['admin_access'],
};

/** Renders its children once `user` is the signed-in user of the app state. */
export function SignedIn({ user, children }: { user: User; children: ReactNode }) {
  const { setUser } = useAppActions();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setUser(user);
    setReady(true);
  }, [setUser, user]);
  return ready ? children : null;
}

type Options = { language?: LanguageCode; wrap?: (grid: ReactNode) => ReactNode };

/** Renders `ui` as an admin page would be: the admin providers inside the app state. */
export function renderInAdmin(ui: ReactNode, language: LanguageCode = 'en') {
  return renderAdmin(<AppStateProvider>{ui}</AppStateProvider>, { language });
}

export function renderGrid<Row extends object>(
  props: DataGridProps<Row>,
  { language = 'en', wrap }: Options = {},
) {
  const grid = <DataGrid {...props} />;
  return renderInAdmin(wrap ? wrap(grid) : grid, language);
}

export function personGrid(overrides: Partial<DataGridProps<Person>> = {}): DataGridProps<Person> {
  return {
    gridId: freshGridId(),
    label: 'People',
    columns: personColumns,
    rowKey: (row) => row.id,
    ...overrides,
  };
}

/** The grid's header names, in the order they are laid out from the left. */
export function headerNamesFromLeft(): string[] {
  const headers = [...document.querySelectorAll<HTMLElement>('.grid-header-cell')];
  return headers
    .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
    .map((header) => header.querySelector('.grid-header-title')?.textContent ?? '');
}

/** The body's rows. */
export function renderedRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.grid-body-row')];
}

export function rowElement(rowIndex: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.grid-body-row[data-row-index="${rowIndex}"]`);
}
