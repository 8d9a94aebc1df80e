import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../api/client';
import { rowElement } from '../shared/grid/gridTestKit';
import { DatabaseScreen } from './DatabaseScreen';
import { failedItem, fakeSyncServer, renderSignedIn, syncAdmin, syncStatus } from './databaseTestKit';

afterEach(() => {
  vi.restoreAllMocks();
});

const running = syncStatus({
  status: 'running',
  phase: 'reading',
  kind: 'full',
  positiveConnected: true,
  totalItems: 10_000,
  totalProcessed: 2_500,
  itemsPerSecond: 125,
  eta: 125,
  startedAt: '2025-01-15T18:05:00.000Z',
});

type Screen = Awaited<ReturnType<typeof renderSignedIn>>;
const button = (screen: Screen, name: string) => screen.getByRole('button', { name, exact: true });

async function expectEnabled(screen: Screen, expected: Record<string, boolean>) {
  for (const [name, enabled] of Object.entries(expected)) {
    if (enabled) await expect.element(button(screen, name)).toBeEnabled();
    else await expect.element(button(screen, name)).toBeDisabled();
  }
}

test('a skeleton while loading, then idle and not connected: Connect and Reset, Start waits for a sign-in', async () => {
  let answer: (value: ReturnType<typeof syncStatus>) => void = () => {};
  fakeSyncServer(() => syncStatus(), {
    status: () => new Promise((resolve) => (answer = resolve)),
  });
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expect.element(screen.getByTestId('sync-loading')).toBeVisible();
  answer(syncStatus());
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Idle');
  await expectEnabled(screen, { Start: false, Stop: false, Reset: true, Connect: true });
  await expect.element(screen.getByTestId('connect-first')).toBeVisible();
  await expect.element(screen.getByText('Not connected')).toBeVisible();
  await expect.element(screen.getByText('No failed items.')).toBeVisible();
});

test('running: only Stop; the counts, speed, time left and start time', async () => {
  const api = fakeSyncServer(() => running);
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Running');
  await expectEnabled(screen, {
    Start: false,
    'Sync changes only': false,
    Stop: true,
    Reset: false,
    Connect: false,
  });
  await expect.element(screen.getByTestId('sync-counts')).toHaveTextContent('2,500 of 10,000 items');
  await expect
    .element(screen.getByRole('progressbar', { name: 'Progress' }))
    .toHaveAttribute('aria-valuenow', '25');
  await expect.element(screen.getByText('125 items/s')).toBeVisible();
  await expect.element(screen.getByTestId('sync-eta')).toHaveTextContent('2 minutes 5 seconds');
  await expect.element(screen.getByText('Reading the catalogue')).toBeVisible();
  await expect.element(screen.getByText('15/01/2025, 20:05')).toBeVisible();
  await userEvent.click(button(screen, 'Stop'));
  await expect.poll(() => api.stop.mock.calls.length).toBe(1);
  await expect.poll(() => api.status.mock.calls.length).toBeGreaterThan(1);
});

test('the total not known yet: an indeterminate bar and the count alone', async () => {
  fakeSyncServer(() => ({ ...running, totalItems: null, totalProcessed: 1, eta: null }));
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expect.element(screen.getByTestId('sync-counts')).toHaveTextContent('1 item processed');
  await expect.element(screen.getByRole('progressbar')).toHaveAttribute('data-indeterminate', 'true');
  await expect.element(screen.getByTestId('sync-eta')).toHaveTextContent('—');
});

test('done, in Hebrew: the label, the counts and nothing running', async () => {
  const done = syncStatus({ status: 'done', positiveConnected: true, totalItems: 3, totalProcessed: 3 });
  fakeSyncServer(() => done);
  const screen = await renderSignedIn(<DatabaseScreen />, { language: 'he' });
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('הושלם');
  await expect.element(screen.getByTestId('sync-counts')).toHaveTextContent('3 מתוך 3 פריטים');
  await expectEnabled(screen, { התחלה: true, עצירה: false, איפוס: true, התחברות: false });
});

test('a price file needs no sign-in: Start at once, no Connect', async () => {
  const api = fakeSyncServer(() => syncStatus({ source: 'price-file' }));
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expectEnabled(screen, { Start: true, Reset: true });
  expect(screen.container.textContent).not.toContain('Connect');
  await userEvent.click(button(screen, 'Start'));
  await expect.poll(() => api.start.mock.calls).toEqual([['full']]);
});

test('Sync changes only starts a delta run, with the same rules as Start', async () => {
  const api = fakeSyncServer(() => syncStatus({ status: 'done', positiveConnected: true }));
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expectEnabled(screen, { Start: true, 'Sync changes only': true });
  await userEvent.click(button(screen, 'Sync changes only'));
  await expect.poll(() => api.start.mock.calls).toEqual([['delta']]);
});

test('a refused command says why', async () => {
  fakeSyncServer(() => syncStatus({ positiveConnected: true }), {
    start: async () => ({ reject: true, reason: 'ALREADY_RUNNING' }),
  });
  const screen = await renderSignedIn(<DatabaseScreen />);
  await userEvent.click(button(screen, 'Start'));
  await expect.element(screen.getByRole('alert')).toHaveTextContent('The sync is already running.');
});

test('Reset asks first; Cancel sends nothing', async () => {
  const api = fakeSyncServer(() => syncStatus({ status: 'stopped', positiveConnected: true }));
  const screen = await renderSignedIn(<DatabaseScreen />);
  await userEvent.click(button(screen, 'Reset'));
  const message = "Reset the sync? The catalogue is kept; the run's progress and failed items are cleared.";
  await expect.element(screen.getByText(message)).toBeVisible();
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Cancel' }));
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  expect(api.reset).not.toHaveBeenCalled();
  await userEvent.click(button(screen, 'Reset'));
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Reset' }));
  await expect.poll(() => api.reset.mock.calls.length).toBe(1);
});

test('with sync:read alone: the status, no command and no Retry', async () => {
  fakeSyncServer(() => syncStatus({ failedItems: [failedItem(1)], failedCount: 1 }));
  const screen = await renderSignedIn(<DatabaseScreen />, { user: syncAdmin() });
  await expect.element(screen.getByText('Bad barcode 1')).toBeVisible();
  for (const name of ['Start', 'Stop', 'Reset', 'Connect', 'Retry']) {
    expect(screen.getByRole('button', { name, exact: true }).query()).toBeNull();
  }
});

test('failed, with failed items: the run’s error, the grid, the count and a retry', async () => {
  const items = [failedItem(2, { operation: 'write', error: 'Price is negative' }), failedItem(1)];
  const api = fakeSyncServer(() =>
    syncStatus({
      status: 'failed',
      positiveConnected: true,
      failureReason: 'TIMEOUT',
      error: 'the POS did not answer a catalogue page within 10000 ms',
      failedItems: items,
      failedCount: 130,
    }),
  );
  api.retryFailed.mockResolvedValueOnce({
    reject: false,
    reason: null,
    sync: syncStatus({ failedItems: [failedItem(1)] }),
  });
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expect
    .element(screen.getByRole('alert'))
    .toHaveTextContent(
      'The point-of-sale system took too long to answer. Start the sync again: it goes on from where it stopped.' +
        'Details: the POS did not answer a catalogue page within 10000 ms',
    );
  await expect.element(screen.getByText('Price is negative')).toBeVisible();
  expect(rowElement(0)?.textContent).toContain('Write');
  expect(rowElement(0)?.textContent).toContain('729000000002');
  expect(rowElement(1)?.textContent).toContain('Read');
  await expect
    .element(screen.getByTestId('failed-count'))
    .toHaveTextContent('Showing the newest 2 of 130 failed items.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry 729000000002' }));
  await expect.poll(() => api.retryFailed.mock.calls).toEqual([[2]]);
  await expect.element(screen.getByText('The item was synced.')).toBeVisible();
});

test('the status fails to load: the message and a retry', async () => {
  const status = vi
    .fn()
    .mockRejectedValueOnce(new ApiError('boom', 500, 'SERVER_ERROR', 'T-1'))
    .mockRejectedValueOnce(new ApiError('boom', 500, 'SERVER_ERROR', 'T-1'))
    .mockResolvedValue(syncStatus());
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeSyncServer(syncStatus, { status });
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expect.element(screen.getByText('Failed to load the sync status.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Idle');
});

test('polled while visible, not while the document is hidden, again when it shows', async () => {
  const api = fakeSyncServer(() => running);
  const screen = await renderSignedIn(<DatabaseScreen pollMs={40} />);
  await expect.element(screen.getByTestId('sync-status')).toBeVisible();
  await expect.poll(() => api.status.mock.calls.length).toBeGreaterThan(3);
  const visibility = (state: 'hidden' | 'visible') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  try {
    visibility('hidden');
    await new Promise((resolve) => setTimeout(resolve, 60));
    const whenHidden = api.status.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.status.mock.calls.length).toBe(whenHidden);
    visibility('visible');
    await expect.poll(() => api.status.mock.calls.length).toBeGreaterThan(whenHidden + 1);
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
  }
});

test('a poll that fails keeps the last status, with a note', async () => {
  const status = vi
    .fn()
    .mockResolvedValueOnce(running)
    .mockRejectedValue(new ApiError('gone', 404, 'NOT_FOUND'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeSyncServer(() => running, { status });
  const screen = await renderSignedIn(<DatabaseScreen pollMs={40} />);
  await expect.element(screen.getByTestId('sync-stale')).toBeVisible();
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Running');
});
