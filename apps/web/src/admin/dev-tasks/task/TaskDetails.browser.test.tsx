import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../api/client';
import { admins, devTask, fakeDevTasksServer, renderSignedIn, tasksReader } from '../devTasksTestKit';
import { TaskEditScreen, TaskNewScreen } from './TaskScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

test('a new task: Created and Medium by default, the other tabs disabled, then its edit route in place', async () => {
  const api = fakeDevTasksServer([]);
  const screen = await renderSignedIn(<TaskNewScreen />, { path: '/development/tasks/new' });
  await expect.element(screen.getByRole('heading', { name: 'New Task', level: 1 })).toBeVisible();
  await expect
    .element(screen.getByRole('tab', { name: 'Task Details' }))
    .toHaveAttribute('aria-selected', 'true');
  await expect.element(screen.getByRole('tab', { name: 'Attachments' })).toBeDisabled();
  await expect.element(screen.getByRole('tab', { name: 'Comments' })).toBeDisabled();
  await expect.element(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Created');
  await expect.element(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('Medium');
  await expect.element(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Unassigned');

  const create = screen.getByRole('button', { name: 'Create task' });
  await expect.element(create).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Task name' }), '   ');
  await expect.element(create).toBeDisabled();
  await userEvent.fill(screen.getByRole('textbox', { name: 'Task name' }), '  Add a dark mode ');
  await userEvent.click(screen.getByRole('combobox', { name: 'Priority' }));
  await userEvent.click(screen.getByRole('option', { name: 'Urgent' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Assigned to' }));
  await userEvent.click(screen.getByRole('option', { name: 'Yossi Levi' }));
  await userEvent.fill(screen.getByRole('textbox', { name: 'Description' }), '  First line\nsecond line  ');
  await userEvent.click(create);

  await expect
    .poll(() => api.create.mock.calls)
    .toEqual([
      [
        {
          taskName: 'Add a dark mode',
          shortDescription: 'First line\nsecond line',
          status: 'created',
          priority: 'urgent',
          assignedTo: 5,
        },
      ],
    ]);
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/admin/en/development/tasks/12');
  await expect.element(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
  await expect.element(screen.getByText('Development task created.')).toBeVisible();
});

test('a new task with no description sends null', async () => {
  const api = fakeDevTasksServer([]);
  const screen = await renderSignedIn(<TaskNewScreen />);
  await userEvent.fill(screen.getByRole('textbox', { name: 'Task name' }), 'Short one');
  await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
  await expect
    .poll(() => api.create.mock.calls[0]?.[0])
    .toMatchObject({ shortDescription: null, assignedTo: null });
});

test('editing: Save waits for a change, sends the version, and shows the saved task', async () => {
  const api = fakeDevTasksServer([], {
    update: async (_id, body) => ({
      reject: false,
      reason: null,
      task: devTask({ ...body, version: 4, shortDescription: body.shortDescription ?? null }),
    }),
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />, {
    path: '/development/tasks/7',
  });
  const name = screen.getByRole('textbox', { name: 'Task name' });
  await expect.element(name).toHaveValue('Fix the cart totals');
  await expect.element(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('In Progress');
  await expect
    .element(screen.getByRole('textbox', { name: 'Description' }))
    .toHaveValue('Totals are off\nby one agora');
  await expect.element(screen.getByRole('tab', { name: 'Attachments' })).toBeEnabled();
  const save = screen.getByRole('button', { name: 'Save changes' });
  await expect.element(save).toBeDisabled();
  // Spaces around the name change nothing.
  await userEvent.type(name, '  ');
  await expect.element(save).toBeDisabled();
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(screen.getByRole('option', { name: 'Block' }));
  await expect.element(save).toBeEnabled();
  await userEvent.click(save);
  await expect
    .poll(() => api.update.mock.calls)
    .toEqual([
      [
        7,
        {
          taskName: 'Fix the cart totals',
          shortDescription: 'Totals are off\nby one agora',
          status: 'block',
          priority: 'high',
          assignedTo: 2,
          version: 3,
        },
      ],
    ]);
  await expect.element(screen.getByText('Development task saved.')).toBeVisible();
  await expect.element(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Block');
  await expect.element(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

test('the current assignee stays in the list when the lookup no longer has them', async () => {
  fakeDevTasksServer([], {
    task: async () =>
      devTask({ assignedTo: 40, assignedToUserId: 40, assignedToDisplayName: 'Former Admin' }),
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
  await expect.element(assignee).toHaveValue('Former Admin');
  await userEvent.click(assignee);
  const options = screen.getByRole('option');
  await expect
    .poll(() => options.elements().map((option) => option.textContent))
    .toEqual(['Unassigned', ...admins.map((admin) => admin.displayName), 'Former Admin']);
});

test('CONFLICT offers a reload; ASSIGNEE_NOT_ADMIN shows at the assignee', async () => {
  let loads = 0;
  const update = vi
    .fn()
    .mockResolvedValueOnce({ reject: true, reason: 'ASSIGNEE_NOT_ADMIN' })
    .mockResolvedValueOnce({ reject: true, reason: 'CONFLICT' });
  fakeDevTasksServer([], {
    task: async () => {
      loads += 1;
      return loads === 1 ? devTask() : devTask({ taskName: 'Renamed by Yossi', version: 5 });
    },
    update,
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Assigned to' }));
  await userEvent.click(screen.getByRole('option', { name: 'Yossi Levi' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await expect
    .element(screen.getByText('This user is not a member of the admin group: choose another assignee.'))
    .toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await expect.element(screen.getByText(/Someone else saved this task after you opened it/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Reload task' }));
  await expect.element(screen.getByRole('textbox', { name: 'Task name' })).toHaveValue('Renamed by Yossi');
  await expect.element(screen.getByText(/Someone else saved this task/)).not.toBeInTheDocument();
});

test('a failed save says so and keeps the values', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeDevTasksServer([], {
    update: async () => {
      throw new ApiError('down', 500, 'INTERNAL', 'T-123');
    },
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await userEvent.fill(screen.getByRole('textbox', { name: 'Task name' }), 'Kept');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await expect.element(screen.getByText('Failed to save development task.')).toBeVisible();
  await expect.element(screen.getByText('T-123')).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: 'Task name' })).toHaveValue('Kept');
});

test('the assignees failing to load says so', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeDevTasksServer([], {
    assignees: async () => {
      throw new ApiError('down', 503, 'SERVICE_UNAVAILABLE');
    },
  });
  const screen = await renderSignedIn(<TaskNewScreen />);
  await expect.element(screen.getByText('Failed to load admin members.')).toBeVisible();
});

test('a task failing to load, or not there', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeDevTasksServer([], {
    task: async (taskId) => {
      throw taskId === 99
        ? new ApiError('Not found', 404, 'NOT_FOUND')
        : new ApiError('Bad', 400, 'BAD_REQUEST');
    },
  });
  const screen = await renderSignedIn(
    <>
      <TaskEditScreen taskId={99} />
      <TaskEditScreen taskId={8} />
    </>,
  );
  await expect.element(screen.getByText('Development task not found.')).toBeVisible();
  await expect.element(screen.getByText('Failed to load development task.')).toBeVisible();
});

test('with tasks:read only, the details are read-only and nothing may be saved', async () => {
  const api = fakeDevTasksServer([]);
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />, { user: tasksReader() });
  await expect.element(screen.getByRole('textbox', { name: 'Task name' })).toBeDisabled();
  await expect.element(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  await expect.element(screen.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  await expect.element(screen.getByText('You may read this task but not change it.')).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  expect(api.assignees).not.toHaveBeenCalled();
});

test('Hebrew: the task page reads right to left', async () => {
  fakeDevTasksServer([]);
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />, {
    language: 'he',
  });
  await expect.element(screen.getByRole('tab', { name: 'פרטי המשימה' })).toBeVisible();
  const name = screen.getByRole('textbox', { name: 'שם המשימה' });
  await expect.element(name).toHaveValue('Fix the cart totals');
  await expect.element(screen.getByRole('combobox', { name: 'סטטוס' })).toHaveValue('בטיפול');
  expect(getComputedStyle(screen.getByRole('tablist').element()).direction).toBe('rtl');
  // The first tab starts at the right.
  const details = screen.getByRole('tab', { name: 'פרטי המשימה' }).element().getBoundingClientRect();
  const comments = screen.getByRole('tab', { name: 'תגובות' }).element().getBoundingClientRect();
  expect(details.left).toBeGreaterThan(comments.left);
});
