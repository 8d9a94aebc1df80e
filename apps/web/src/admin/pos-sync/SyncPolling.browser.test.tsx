import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DatabaseScreen } from './DatabaseScreen';
import { fakeSyncServer, renderSignedIn, syncStatus } from './databaseTestKit';

afterEach(() => {
  vi.restoreAllMocks();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('an idle sync is read once and not polled', async () => {
  const api = fakeSyncServer(() => syncStatus({ status: 'idle', positiveConnected: true }));
  const screen = await renderSignedIn(<DatabaseScreen pollMs={40} />);
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Idle');
  await wait(400);
  expect(api.status).toHaveBeenCalledTimes(1);
});

test('Start polls while the run is on, and the polling ends with the run', async () => {
  let current = syncStatus({ status: 'done', positiveConnected: true, totalItems: 3, totalProcessed: 3 });
  const api = fakeSyncServer(() => current, {
    start: async () => {
      current = syncStatus({ status: 'running', phase: 'reading', kind: 'full', positiveConnected: true });
      return { reject: false as const, reason: null, sync: current };
    },
  });
  const screen = await renderSignedIn(<DatabaseScreen pollMs={40} />);
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Done');
  await wait(200);
  expect(api.status).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'Start', exact: true }));
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Running');
  const atStart = api.status.mock.calls.length;
  await expect.poll(() => api.status.mock.calls.length).toBeGreaterThan(atStart + 3);

  current = syncStatus({ status: 'done', positiveConnected: true, totalItems: 9, totalProcessed: 9 });
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Done');
  const atEnd = api.status.mock.calls.length;
  await wait(400);
  expect(api.status.mock.calls.length).toBe(atEnd);
});
