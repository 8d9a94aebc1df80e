import { type EnvironmentSetting, type SettingsAnswer, settingsEndpoints } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../api/client';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import { renderAdmin } from '../shared/testing/renderAdmin';
import { SettingsScreen } from './SettingsScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

const plain = { secret: null, isDefault: true, defaultValue: null, note: null } as const;
const setting = (s: Partial<EnvironmentSetting> & Pick<EnvironmentSetting, 'name'>): EnvironmentSetting => ({
  value: null,
  ...plain,
  ...s,
});

const answer: SettingsAnswer = {
  reject: false,
  reason: null,
  environment: [
    {
      group: 'server',
      settings: [
        setting({ name: 'PORT', value: '3000' }),
        setting({
          name: 'PUBLIC_URL',
          value: 'https://shop.example.com',
          isDefault: false,
          defaultValue: 'http://localhost:3000',
        }),
      ],
    },
    {
      group: 'database',
      settings: [
        setting({
          name: 'DATABASE_URL',
          value: 'postgresql://db.internal:5432/grocery',
          secret: { set: true, fingerprint: 'sha256:1a2b3c4d' },
          isDefault: false,
        }),
      ],
    },
    {
      group: 'storage',
      settings: [
        setting({ name: 'STORAGE_DRIVER', value: 'local' }),
        setting({ name: 'STORAGE_S3_BUCKET', note: 'notUsed' }),
      ],
    },
    {
      group: 'pos',
      settings: [
        setting({ name: 'POS_URL', note: 'demoPos' }),
        setting({ name: 'POS_SECRET_KEY', secret: { set: false, fingerprint: null }, note: 'keyFile' }),
      ],
    },
    {
      group: 'security',
      settings: [setting({ name: 'SESSION_TTL_DAYS', value: '14', isDefault: false, defaultValue: '30' })],
    },
  ],
};

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The server's settings call, answered by `read`; the spy counts the requests. */
function fakeSettingsServer(read: () => Promise<SettingsAnswer>) {
  const api = { read: vi.fn(read) };
  fakeEndpoints(answering(settingsEndpoints.read, () => api.read()));
  return api;
}
const valueCell = (name: string) => document.querySelector(`[data-name="${name}"] td`) as HTMLElement;

test('a skeleton while loading, then each group of variables with its value and whether it is the default', async () => {
  const pending = deferred<SettingsAnswer>();
  fakeSettingsServer(() => pending.promise);
  const screen = await renderAdmin(<SettingsScreen />, { path: '/settings' });
  await expect.element(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect.element(screen.getByTestId('settings-loading')).toBeInTheDocument();
  await expect.element(screen.getByRole('status')).toHaveTextContent('Loading the settings…');
  // Nothing changes at run time yet: the section says so, loaded or not.
  await expect
    .element(screen.getByTestId('runtime-settings-empty'))
    .toHaveTextContent(
      'Nothing to change here yet: every setting of this shop comes from the environment. Settings a manager may change while the shop runs will appear here.',
    );

  pending.resolve(answer);
  for (const name of ['Server', 'Database', 'File storage', 'POS sync', 'Security and limits']) {
    await expect.element(screen.getByRole('heading', { name, level: 3 })).toBeVisible();
  }
  expect(document.querySelector('[data-testid="settings-loading"]')).toBeNull();
  const server = screen.getByRole('table', { name: 'Server' });
  await expect.element(server.getByRole('rowheader', { name: /PORT/ })).toHaveTextContent('PORTHTTP port');
  expect(valueCell('PORT').textContent).toBe('3000Default');
  expect(valueCell('PUBLIC_URL').textContent).toBe(
    'https://shop.example.comChangedDefault: http://localhost:3000',
  );
  expect(valueCell('SESSION_TTL_DAYS').textContent).toBe('14ChangedDefault: 30');
  // A server URL without its credentials, its password only as set and a fingerprint.
  expect(valueCell('DATABASE_URL').textContent).toBe(
    'postgresql://db.internal:5432/groceryPassword: Set · sha256:1a2b3c4dChangedDefault: Not set',
  );
  expect(valueCell('STORAGE_S3_BUCKET').textContent).toBe('Not used with this configuration');
  expect(valueCell('POS_URL').textContent).toBe('Not set — the demo POS, run inside this server' + 'Default');
  expect(valueCell('POS_SECRET_KEY').textContent).toBe('Not set — a key file in the data folder' + 'Default');
  // Read-only: nothing to press, nothing to type.
  expect(screen.getByRole('button').elements()).toEqual([]);
  expect(screen.getByRole('textbox').elements()).toEqual([]);
});

test('an error with a retry that loads the page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let failing = true;
  const api = fakeSettingsServer(async () => {
    if (failing) throw new ApiError('boom', 500, 'INTERNAL_ERROR', 'ticket-42');
    return answer;
  });
  const screen = await renderAdmin(<SettingsScreen />, { path: '/settings' });
  const alert = screen.getByRole('alert');
  await expect.element(alert.getByText('Failed to load the settings.')).toBeVisible();
  await expect.element(alert.getByText('Ticket number: ticket-42')).toBeVisible();
  failing = false;
  await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByRole('heading', { name: 'Database', level: 3 })).toBeVisible();
  // The query client retries a server fault once before showing it.
  expect(api.read).toHaveBeenCalledTimes(3);
});

test('in Hebrew: translated groups and words, names and values left to right', async () => {
  fakeSettingsServer(async () => answer);
  const screen = await renderAdmin(<SettingsScreen />, { language: 'he', path: '/settings' });
  await expect.element(screen.getByRole('heading', { name: 'הגדרות', level: 1 })).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'מסד נתונים', level: 3 })).toBeVisible();
  expect(valueCell('SESSION_TTL_DAYS').textContent).toBe('14שונהברירת מחדל: 30');
  expect(valueCell('PUBLIC_URL').querySelector('[dir="ltr"]')?.textContent).toBe('https://shop.example.com');
  expect(valueCell('DATABASE_URL').textContent).toContain('סיסמה: מוגדר · sha256:1a2b3c4d');
  const name = document.querySelector('[data-name="PORT"] th [dir="ltr"]');
  expect(name?.textContent).toBe('PORT');
  expect(document.querySelector('[data-name="PORT"] th')?.textContent).toBe('PORTפורט HTTP');
});
