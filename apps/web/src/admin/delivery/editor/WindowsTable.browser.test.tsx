import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../api/client';
import { deliveryWindow, deliveryZone, fakeRegionsServer, renderSignedIn } from '../regionsTestKit';
import { WindowsTable } from './WindowsTable';

afterEach(() => {
  vi.restoreAllMocks();
});

test('empty: says so; each window needs both times and a start before its end', async () => {
  const api = fakeRegionsServer([]);
  const screen = await renderSignedIn(<WindowsTable zone={deliveryZone({ windows: [] })} canWrite />);
  await expect.element(screen.getByText('No windows configured.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Add window' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save windows' }));
  await expect.element(screen.getByText('Each delivery window requires start and end times.')).toBeVisible();
  await userEvent.fill(screen.getByLabelText('Start, window 1'), '12:00');
  await userEvent.fill(screen.getByLabelText('End, window 1'), '09:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save windows' }));
  await expect.element(screen.getByText('The start must be before the end.')).toBeVisible();
  expect(api.saveWindows).not.toHaveBeenCalled();
});

test('sends the whole list (blank or non-numeric numbers as null) and shows the answer', async () => {
  const api = fakeRegionsServer([]);
  const zone = deliveryZone({ windows: [deliveryWindow(10), deliveryWindow(11, { dayOfWeek: 2 })] });
  const screen = await renderSignedIn(<WindowsTable zone={zone} canWrite />);
  await expect.element(screen.getByRole('table', { name: 'Weekly delivery windows' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Remove, window 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add window' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day, window 2' }), 'Friday');
  await userEvent.fill(screen.getByLabelText('Start, window 2'), '14:00');
  await userEvent.fill(screen.getByLabelText('End, window 2'), '18:30');
  await userEvent.fill(screen.getByLabelText('Capacity, window 2'), 'lots');
  await userEvent.fill(screen.getByLabelText('Cutoff (hrs), window 2'), '1.5');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Active, window 1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save windows' }));
  await expect.poll(() => api.saveWindows.mock.calls.length).toBe(1);
  expect(api.saveWindows.mock.calls[0]).toEqual([
    4,
    {
      windows: [
        {
          deliveryZoneWindowId: 10,
          dayOfWeek: 0,
          startTime: '08:00',
          endTime: '12:00',
          capacity: 20,
          cutoffHours: 2,
          isActive: false,
        },
        {
          deliveryZoneWindowId: null,
          dayOfWeek: 5,
          startTime: '14:00',
          endTime: '18:30',
          capacity: null,
          cutoffHours: 1.5,
          isActive: true,
        },
      ],
    },
  ]);
  await expect.element(screen.getByText('Delivery windows saved.')).toBeVisible();
});

test("the server's refusal shows on its row, with the failure", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const saveWindows = vi.fn(async () => {
    throw new ApiError('The request does not match the expected shape.', 400, 'BAD_REQUEST', undefined, [
      { path: 'body.windows.1.startTime', message: 'overlaps window 1 on the same day' },
    ]);
  });
  fakeRegionsServer([], { saveWindows });
  const zone = deliveryZone({ windows: [deliveryWindow(10), deliveryWindow(11, { startTime: '11:00' })] });
  const screen = await renderSignedIn(<WindowsTable zone={zone} canWrite />);
  await userEvent.click(screen.getByRole('button', { name: 'Save windows' }));
  await expect.element(screen.getByText('overlaps window 1 on the same day')).toBeVisible();
  await expect.element(screen.getByText('Failed to save delivery windows.')).toBeVisible();
  await expect.element(screen.getByLabelText('Start, window 2')).toHaveAttribute('aria-invalid', 'true');
});

test('without delivery:write the table is shown but not changeable', async () => {
  fakeRegionsServer([]);
  const screen = await renderSignedIn(<WindowsTable zone={deliveryZone()} canWrite={false} />);
  await expect.element(screen.getByLabelText('Start, window 1')).toBeDisabled();
  await expect.element(screen.getByRole('button', { name: 'Save windows' })).not.toBeInTheDocument();
});
