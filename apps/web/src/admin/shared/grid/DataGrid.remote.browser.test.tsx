import { afterEach, expect, test, vi } from 'vitest';
import { deferred, type Person, pagedLoader, pause, people, personGrid, renderGrid } from './gridTestKit';
import type { GridPage, GridRequest } from './types';

afterEach(() => {
  vi.restoreAllMocks();
});

test('rule 1: remote mode asks the loader for {pageIndex, pageSize, sort} and shows a skeleton meanwhile', async () => {
  const requests: GridRequest[] = [];
  const answer = deferred<GridPage<Person>>();
  const screen = await renderGrid(
    personGrid({
      pageSize: 25,
      initialSort: { key: 'name', dir: 'desc' },
      remote: {
        queryKey: ['people'],
        load: (request) => {
          requests.push(request);
          return answer.promise;
        },
        loadError: 'Failed to fetch people.',
      },
    }),
  );
  await expect.element(screen.getByText('Loading rows…')).toBeInTheDocument();
  expect(document.querySelectorAll('.grid-body .mantine-Skeleton-root').length).toBeGreaterThan(0);
  expect(requests).toEqual([{ pageIndex: 0, pageSize: 25, sort: { key: 'name', dir: 'desc' } }]);

  answer.resolve({ rows: people(3), total: 3 });
  await expect.element(screen.getByText('Person 0003')).toBeVisible();
  expect(document.querySelectorAll('.grid-body .mantine-Skeleton-root')).toHaveLength(0);
});

test('rule 1: a failed load shows the page message with a retry button and logs the error', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  let failing = true;
  const { load } = pagedLoader(people(5));
  const screen = await renderGrid(
    personGrid({
      remote: {
        queryKey: ['people-failing'],
        load: (request) => (failing ? Promise.reject(new Error('server down')) : load(request)),
        loadError: 'Failed to fetch users.',
      },
    }),
  );
  // The admin query client retries a failed call once (about a second later) before giving up.
  await expect.element(screen.getByText('Failed to fetch users.'), { timeout: 5000 }).toBeVisible();
  expect(logged).toHaveBeenCalledWith(
    'Failed to fetch users.',
    expect.objectContaining({ message: 'server down' }),
  );

  failing = false;
  await screen.getByRole('button', { name: 'Try again' }).click();
  await expect.element(screen.getByText('Person 0005')).toBeVisible();
  await expect.element(screen.getByText('Failed to fetch users.')).not.toBeInTheDocument();
});

test('rule 2: a header click sorts asc, again desc, another column asc; remote goes back to page 1', async () => {
  const { load, requests } = pagedLoader(people(100));
  const screen = await renderGrid(
    personGrid({ remote: { queryKey: ['people-sort'], load, loadError: 'Failed to fetch people.' } }),
  );
  await expect.element(screen.getByText('Person 0001')).toBeVisible();
  await screen.getByRole('button', { name: '3', exact: true }).click();
  await expect.element(screen.getByText('Person 0041')).toBeVisible();

  const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
  await screen.getByRole('button', { name: 'Name' }).click();
  await expect.element(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(requests.at(-1)).toEqual({ pageIndex: 0, pageSize: 20, sort: { key: 'name', dir: 'asc' } });

  await pause(200);
  await screen.getByRole('button', { name: 'Name' }).click();
  await expect.element(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.element(screen.getByText('Person 0100')).toBeVisible();
  expect(requests.at(-1)?.sort).toEqual({ key: 'name', dir: 'desc' });

  await pause(200);
  await screen.getByRole('button', { name: 'ID' }).click();
  await expect
    .element(screen.getByRole('columnheader', { name: 'ID' }))
    .toHaveAttribute('aria-sort', 'ascending');
  expect(nameHeader.element().hasAttribute('aria-sort')).toBe(false);
  expect(requests.at(-1)).toEqual({ pageIndex: 0, pageSize: 20, sort: { key: 'id', dir: 'asc' } });
});

test('rule 6: a page past the first that comes back empty with a known total steps back one page', async () => {
  // 40 rows counted, but the third page is empty: its rows were deleted since the list was paged.
  const { load, requests } = pagedLoader(people(40));
  const screen = await renderGrid(
    personGrid({
      viewState: { pageIndex: 2, sort: null, scrollTop: 0 },
      remote: { queryKey: ['people-shrunk'], load, loadError: 'Failed to fetch people.' },
    }),
  );
  await expect.element(screen.getByText('Person 0021')).toBeVisible();
  expect(requests.map((request) => request.pageIndex)).toEqual([2, 1]);
  await expect.element(screen.getByText('Page 2 / 2')).toBeVisible();
});
