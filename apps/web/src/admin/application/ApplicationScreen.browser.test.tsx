import type { ApplicationInfo } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../api/client';
import { renderAdmin } from '../shared/testing/renderAdmin';
import { ApplicationScreen } from './ApplicationScreen';
import type { ApplicationApi } from './queries';

afterEach(() => {
  vi.restoreAllMocks();
});

const answer: ApplicationInfo = {
  reject: false,
  reason: null,
  sections: [
    {
      section: 'server',
      properties: [
        { key: 'version', kind: 'text', value: '1.0.0' },
        { key: 'uptime', kind: 'duration', value: 3 * 3600 + 5 * 60 + 9 },
        { key: 'host', kind: 'text', value: '0.0.0.0' },
        { key: 'port', kind: 'number', value: 3000 },
        { key: 'publicUrl', kind: 'url', value: 'https://shop.example.com' },
        { key: 'https', kind: 'flag', value: true },
        { key: 'trustProxy', kind: 'text', value: null },
      ],
    },
    {
      section: 'sessions',
      properties: [
        { key: 'tokenExpiry', kind: 'duration', value: 30 * 86_400 },
        { key: 'cors', kind: 'state', value: 'sameOrigin' },
      ],
    },
    {
      section: 'database',
      properties: [
        { key: 'databaseDriver', kind: 'state', value: 'postgres' },
        { key: 'databaseHost', kind: 'text', value: 'db.internal:5432' },
        { key: 'databasePassword', kind: 'secret', set: true, fingerprint: 'sha256:1a2b3c4d' },
        { key: 'migrationsApplied', kind: 'number', value: 17 },
      ],
    },
    {
      section: 'mail',
      properties: [
        { key: 'mailMode', kind: 'state', value: 'outbox' },
        { key: 'smtpPassword', kind: 'secret', set: false, fingerprint: null },
      ],
    },
    {
      section: 'jobs',
      properties: [
        { key: 'jobWorkers', kind: 'flag', value: false },
        { key: 'jobQueue', kind: 'state', value: 'ok' },
      ],
    },
  ],
  jobQueues: [{ name: 'mail.send', queued: 2, active: 1, deferred: 0, failed: 3 }],
};

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const fakeApi = (info: ApplicationApi['info']) => ({ info: vi.fn(info) });
const cellOf = (key: string) => document.querySelector(`[data-key="${key}"] td`) as HTMLElement;

test('a skeleton while loading, then each section with its properties; secrets only as set and fingerprint', async () => {
  const pending = deferred<ApplicationInfo>();
  const api = fakeApi(() => pending.promise);
  const screen = await renderAdmin(<ApplicationScreen api={api} />, { path: '/application' });
  await expect.element(screen.getByRole('heading', { name: 'Application info', level: 1 })).toBeVisible();
  await expect.element(screen.getByTestId('application-loading')).toBeInTheDocument();
  await expect.element(screen.getByRole('status')).toHaveTextContent('Loading the application info…');

  pending.resolve(answer);
  for (const name of ['Server', 'Sessions and security', 'Database', 'Mail', 'Background jobs']) {
    await expect.element(screen.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  expect(document.querySelector('[data-testid="application-loading"]')).toBeNull();
  expect(cellOf('version').textContent).toBe('1.0.0');
  expect(cellOf('uptime').textContent).toBe('3 hours 5 minutes');
  expect(cellOf('tokenExpiry').textContent).toBe('30 days');
  expect(cellOf('port').textContent).toBe('3000');
  expect(cellOf('https').textContent).toBe('Yes');
  expect(cellOf('trustProxy').textContent).toBe('—');
  expect(cellOf('cors').textContent).toBe('Same origin only (no cross-origin access)');
  expect(cellOf('databaseDriver').textContent).toBe('PostgreSQL server');
  expect(cellOf('databasePassword').textContent).toBe('Set · sha256:1a2b3c4d');
  expect(cellOf('smtpPassword').textContent).toBe('Not set');
  expect(cellOf('jobQueue').textContent).toBe('Running');
  await expect
    .element(screen.getByRole('link', { name: 'https://shop.example.com' }))
    .toHaveAttribute('href', 'https://shop.example.com');
  // Nothing to reveal a secret with: the only buttons are the page's own.
  expect(
    screen
      .getByRole('button')
      .elements()
      .map((button) => button.textContent),
  ).toEqual(['Refresh']);

  const queues = screen.getByRole('table', { name: 'Job queues' });
  await expect
    .element(queues.getByRole('row', { name: /mail\.send/ }))
    .toHaveTextContent('mail.sendQueued 2Active 1Deferred 0Failed 3');
});

test('an error with a retry that loads the page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let failing = true;
  const api = fakeApi(async () => {
    if (failing) throw new ApiError('boom', 500, 'INTERNAL_ERROR', 'ticket-42');
    return answer;
  });
  const screen = await renderAdmin(<ApplicationScreen api={api} />, { path: '/application' });
  const alert = screen.getByRole('alert');
  await expect.element(alert.getByText('Failed to load application info.')).toBeVisible();
  await expect.element(alert.getByText('Ticket number: ticket-42')).toBeVisible();
  failing = false;
  await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByRole('heading', { name: 'Database', level: 2 })).toBeVisible();
  // The query client retries a server fault once before showing it.
  expect(api.info).toHaveBeenCalledTimes(3);
});

test('in Hebrew: translated labels and values, hosts and fingerprints left to right', async () => {
  const api = fakeApi(async () => answer);
  const screen = await renderAdmin(<ApplicationScreen api={api} />, { language: 'he', path: '/application' });
  await expect.element(screen.getByRole('heading', { name: 'מסד נתונים', level: 2 })).toBeVisible();
  expect(cellOf('tokenExpiry').textContent).toBe('30 ימים');
  expect(cellOf('databasePassword').textContent).toBe('מוגדר · sha256:1a2b3c4d');
  expect(cellOf('databaseHost').querySelector('[dir="ltr"]')?.textContent).toBe('db.internal:5432');
  expect(cellOf('databasePassword').querySelector('[dir="ltr"]')?.textContent).toBe('sha256:1a2b3c4d');
  expect(cellOf('port').querySelector('[dir="ltr"]')?.textContent).toBe('3000');
});
