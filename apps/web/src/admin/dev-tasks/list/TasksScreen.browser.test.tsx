import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../api/client';
import { rowElement } from '../../shared/grid/gridTestKit';
import { fakeDevTasksServer, renderSignedIn, taskRow, tasksReader } from '../devTasksTestKit';
import { TasksScreen } from './TasksScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

const rows = [
  taskRow(1, {
    taskName: 'Fix the cart totals',
    shortDescription: 'Off by one agora',
    status: 'inProgress',
    priority: 'urgent',
    assignedTo: 2,
    assignedToUserId: 2,
    assignedToDisplayName: 'Dana Admin',
    attachmentsCount: 3,
  }),
  taskRow(2, { taskName: 'Unassigned one', createdByDisplayName: null }),
  taskRow(3, {
    taskName: 'Left the company',
    assignedTo: 9,
    assignedToUserId: 9,
    assignedToDisplayName: null,
  }),
];

test('lists 25 tasks newest first, with Unassigned and Unknown for missing names', async () => {
  const api = fakeDevTasksServer(rows);
  const screen = await renderSignedIn(<TasksScreen />);
  await expect.element(screen.getByRole('heading', { name: 'Development Tasks', level: 1 })).toBeVisible();
  for (const name of [
    'Task Name',
    'Status',
    'Priority',
    'Assigned To',
    'Created By',
    'Created At',
    'Short Description',
    'Attachments',
  ]) {
    await expect.element(screen.getByRole('columnheader', { name })).toBeVisible();
  }
  await expect.element(screen.getByRole('link', { name: 'Fix the cart totals' })).toBeVisible();
  expect(api.list.mock.calls[0]?.slice(0, 2)).toEqual([
    { status: null, priority: null, assignedTo: null },
    { pageIndex: 0, pageSize: 25, sortBy: 'createdAt', sortDir: 'desc' },
  ]);
  expect(rowElement(0)?.textContent).toContain('In Progress');
  expect(rowElement(0)?.textContent).toContain('Urgent');
  expect(rowElement(0)?.textContent).toContain('Off by one agora');
  expect(rowElement(0)?.textContent).toContain('01/03/2026, 10:00');
  expect(rowElement(1)?.textContent).toContain('Unassigned');
  expect(rowElement(1)?.textContent).toContain('Unknown');
  expect(rowElement(2)?.textContent).toContain('Unknown');
  expect(rowElement(2)?.textContent).not.toContain('Unassigned');
  await expect.element(screen.getByRole('button', { name: 'New Task' })).toBeVisible();
});

test('a header sorts on the server; the description does not sort', async () => {
  const api = fakeDevTasksServer(rows);
  const screen = await renderSignedIn(<TasksScreen />);
  await expect.element(screen.getByRole('link', { name: 'Unassigned one' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Task Name' }));
  await expect
    .poll(() => api.list.mock.calls.at(-1)?.[1])
    .toEqual({ pageIndex: 0, pageSize: 25, sortBy: 'taskName', sortDir: 'asc' });
  // The grid ignores a second press within 150 ms of the first (a double click).
  await new Promise((resolve) => setTimeout(resolve, 200));
  await userEvent.click(screen.getByRole('button', { name: 'Attachments' }));
  await expect
    .poll(() => api.list.mock.calls.at(-1)?.[1])
    .toEqual({ pageIndex: 0, pageSize: 25, sortBy: 'attachmentsCount', sortDir: 'asc' });
  await expect
    .element(screen.getByRole('button', { name: 'Short Description', exact: true }))
    .not.toBeInTheDocument();
});

test('filters by status, priority and assignee (Unassigned is none), kept in the URL', async () => {
  const api = fakeDevTasksServer(rows);
  const screen = await renderSignedIn(<TasksScreen />);
  await expect.element(screen.getByRole('link', { name: 'Unassigned one' })).toBeVisible();

  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(screen.getByRole('option', { name: 'QA' }));
  await expect
    .poll(() => api.list.mock.calls.at(-1)?.[0])
    .toEqual({
      status: 'qa',
      priority: null,
      assignedTo: null,
    });
  await userEvent.click(screen.getByRole('combobox', { name: 'Priority' }));
  await userEvent.click(screen.getByRole('option', { name: 'Urgent' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Assigned To' }));
  await expect.element(screen.getByRole('option', { name: 'Yossi Levi' })).toBeVisible();
  await userEvent.click(screen.getByRole('option', { name: 'Unassigned' }));
  await expect
    .poll(() => api.list.mock.calls.at(-1)?.[0])
    .toEqual({
      status: 'qa',
      priority: 'urgent',
      assignedTo: 'none',
    });
  await expect
    .element(screen.getByTestId('where'))
    .toHaveTextContent('/admin/en/development/tasks?status=qa&priority=urgent&assignedTo=none');

  await userEvent.click(screen.getByRole('combobox', { name: 'Assigned To' }));
  await userEvent.click(screen.getByRole('option', { name: 'Yossi Levi' }));
  await expect.poll(() => api.list.mock.calls.at(-1)?.[0].assignedTo).toBe(5);
});

test('a row opens its task: the name is a link, a double-click or Enter opens it too', async () => {
  fakeDevTasksServer(rows);
  const screen = await renderSignedIn(<TasksScreen />);
  // The page comes over the (faked) network: wait for it before reading the row.
  await screen.getByRole('link', { name: 'Unassigned one' }).findElement();
  await userEvent.dblClick(
    screen.getByRole('link', { name: 'Unassigned one' }).element().closest('tr') as HTMLElement,
  );
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/admin/en/development/tasks/2');
});

test('the name link opens the task', async () => {
  fakeDevTasksServer(rows);
  const screen = await renderSignedIn(<TasksScreen />);
  await userEvent.click(screen.getByRole('link', { name: 'Left the company' }));
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/admin/en/development/tasks/3');
});

test('New Task opens the new task page', async () => {
  fakeDevTasksServer(rows);
  const screen = await renderSignedIn(<TasksScreen />);
  await userEvent.click(screen.getByRole('button', { name: 'New Task' }));
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/admin/en/development/tasks/new');
});

test('without tasks:write, New Task is not offered', async () => {
  fakeDevTasksServer(rows);
  const reader = await renderSignedIn(<TasksScreen />, { user: tasksReader() });
  await expect.element(reader.getByRole('link', { name: 'Fix the cart totals' })).toBeVisible();
  await expect.element(reader.getByRole('button', { name: 'New Task' })).not.toBeInTheDocument();
});

test('no tasks: the empty grid', async () => {
  fakeDevTasksServer([]);
  const empty = await renderSignedIn(<TasksScreen />);
  await expect.element(empty.getByText('No data')).toBeVisible();
});

test('a failure: the spec message and a retry', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let calls = 0;
  fakeDevTasksServer(rows, {
    list: async () => {
      calls += 1;
      if (calls <= 2) throw new ApiError('down', 503, 'SERVICE_UNAVAILABLE');
      return { reject: false, reason: null, total: 1, items: rows.slice(0, 1), pageIndex: 0, pageSize: 25 };
    },
  });
  const screen = await renderSignedIn(<TasksScreen />);
  await expect.element(screen.getByText('Failed to fetch development tasks.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByRole('link', { name: 'Fix the cart totals' })).toBeVisible();
});

test('Hebrew: right to left, translated headers and labels', async () => {
  fakeDevTasksServer(rows);
  const screen = await renderSignedIn(<TasksScreen />, { language: 'he' });
  await expect.element(screen.getByRole('heading', { name: 'משימות פיתוח', level: 1 })).toBeVisible();
  await expect.element(screen.getByRole('columnheader', { name: 'שם המשימה' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Unassigned one' })).toBeVisible();
  expect(rowElement(1)?.textContent).toContain('לא משויכת');
  const grid = screen.getByRole('grid').element();
  expect(getComputedStyle(grid).direction).toBe('rtl');
  // The first column (the name) sits at the right.
  const name = screen.getByRole('columnheader', { name: 'שם המשימה' }).element().getBoundingClientRect();
  const status = screen.getByRole('columnheader', { name: 'סטטוס' }).element().getBoundingClientRect();
  expect(name.left).toBeGreaterThan(status.left);
});
