import { type ApplicationInfo, systemAdminEndpoints } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../api/client';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import { renderAdmin } from '../shared/testing/renderAdmin';
import { ApplicationScreen } from './ApplicationScreen';

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
        {
          key: 'databasePassword',
          kind: 'secret',
          set: true,
          fingerprint: 'sha256:1a2b3c4d',
          source: { from: 'environment', variable: 'DATABASE_URL' },
        },
        { key: 'migrationsApplied', kind: 'number', value: 17 },
      ],
    },
    {
      section: 'storage',
      properties: [
        { key: 'storageDriver', kind: 'state', value: 'local' },
        { key: 'storageBucket', kind: 'state', value: 'localFolder' },
        { key: 'storageDirectory', kind: 'text', value: '/srv/shop/data/files' },
      ],
    },
    {
      section: 'mail',
      properties: [
        { key: 'mailMode', kind: 'state', value: 'outbox' },
        { key: 'smtpPassword', kind: 'secret', set: false, fingerprint: null, source: null },
      ],
    },
    {
      section: 'pos',
      properties: [
        {
          key: 'posSecretKey',
          kind: 'secret',
          set: true,
          fingerprint: 'sha256:99aa00ff',
          source: { from: 'keyFile', path: '/srv/shop/data/pos-secret.key' },
        },
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

/** The server's application call, answered by `info`; the spy counts the requests. */
function fakeApplicationServer(info: () => Promise<ApplicationInfo>) {
  const api = { info: vi.fn(info) };
  fakeEndpoints(answering(systemAdminEndpoints.application, () => api.info()));
  return api;
}
const cellOf = (key: string) => document.querySelector(`[data-key="${key}"] td`) as HTMLElement;

test('a skeleton while loading, then each section with its properties; secrets only as set and fingerprint', async () => {
  const pending = deferred<ApplicationInfo>();
  fakeApplicationServer(() => pending.promise);
  const screen = await renderAdmin(<ApplicationScreen />, { path: '/application' });
  await expect.element(screen.getByRole('heading', { name: 'Application info', level: 1 })).toBeVisible();
  await expect.element(screen.getByTestId('application-loading')).toBeInTheDocument();
  await expect.element(screen.getByRole('status')).toHaveTextContent('Loading the application info…');

  pending.resolve(answer);
  for (const name of [
    'Server',
    'Sessions and security',
    'Database',
    'File storage',
    'Mail',
    'Background jobs',
  ]) {
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
  expect(cellOf('databasePassword').textContent).toBe(
    'Set · sha256:1a2b3c4dFrom the environment variable DATABASE_URL',
  );
  expect(cellOf('smtpPassword').textContent).toBe('Not set');
  expect(cellOf('posSecretKey').textContent).toBe(
    'Set · sha256:99aa00ffKey file in the data folder: /srv/shop/data/pos-secret.key',
  );
  expect(cellOf('storageBucket').textContent).toBe('— (local folder)');
  expect(cellOf('storageDirectory').textContent).toBe('/srv/shop/data/files');
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

test('a key file not made yet says where the first POS sign-in will make it', async () => {
  const posKey = {
    key: 'posSecretKey',
    kind: 'secret',
    set: false,
    fingerprint: null,
    source: { from: 'keyFile', path: '/srv/shop/data/pos-secret.key' },
  } as const;
  fakeApplicationServer(async () => ({ ...answer, sections: [{ section: 'pos', properties: [posKey] }] }));
  await renderAdmin(<ApplicationScreen />, { path: '/application' });
  await expect
    .poll(() => cellOf('posSecretKey')?.textContent)
    .toBe(
      'Not setMade at the first POS sign-in, as a key file in the data folder: /srv/shop/data/pos-secret.key',
    );
});

test('an error with a retry that loads the page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let failing = true;
  const api = fakeApplicationServer(async () => {
    if (failing) throw new ApiError('boom', 500, 'INTERNAL_ERROR', 'ticket-42');
    return answer;
  });
  const screen = await renderAdmin(<ApplicationScreen />, { path: '/application' });
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
  fakeApplicationServer(async () => answer);
  const screen = await renderAdmin(<ApplicationScreen />, { language: 'he', path: '/application' });
  await expect.element(screen.getByRole('heading', { name: 'מסד נתונים', level: 2 })).toBeVisible();
  expect(cellOf('tokenExpiry').textContent).toBe('30 ימים');
  expect(cellOf('databasePassword').textContent).toBe('מוגדר · sha256:1a2b3c4dממשתנה הסביבה DATABASE_URL');
  expect(cellOf('storageBucket').textContent).toBe('— (תיקייה מקומית)');
  const keyFile = cellOf('posSecretKey').querySelector('.app-info__source');
  expect(keyFile?.textContent).toBe('קובץ מפתח בתיקיית הנתונים: /srv/shop/data/pos-secret.key');
  expect(keyFile?.querySelector('[dir="ltr"]')?.textContent).toBe('/srv/shop/data/pos-secret.key');
  expect(cellOf('databaseHost').querySelector('[dir="ltr"]')?.textContent).toBe('db.internal:5432');
  expect(cellOf('databasePassword').querySelector('[dir="ltr"]')?.textContent).toBe('sha256:1a2b3c4d');
  expect(cellOf('port').querySelector('[dir="ltr"]')?.textContent).toBe('3000');
});
