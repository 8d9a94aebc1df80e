import type { PosSignInRejection } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DatabaseScreen } from './DatabaseScreen';
import { fakeSyncServer, renderSignedIn, syncAdmin, syncStatus } from './databaseTestKit';

afterEach(() => {
  vi.restoreAllMocks();
});

const refused = (reason: PosSignInRejection) => ({ reject: true as const, reason });

type Screen = Awaited<ReturnType<typeof renderSignedIn>>;
const dialog = (screen: Screen) => screen.getByRole('dialog');
const field = (screen: Screen, name: string) => dialog(screen).getByLabelText(name, { exact: true });
const submit = (screen: Screen) => userEvent.click(dialog(screen).getByRole('button', { name: 'Connect' }));

async function openConnect(screen: Screen) {
  await userEvent.click(screen.getByRole('button', { name: 'Connect', exact: true }));
  await expect.element(dialog(screen)).toBeVisible();
}

test('sign-in: blank username refused at its field, then the code asked for, then connected', async () => {
  let connected = false;
  const api = fakeSyncServer(() => syncStatus({ positiveConnected: connected }));
  api.signIn
    .mockResolvedValueOnce(refused('USERNAME_REQUIRED'))
    .mockResolvedValueOnce(refused('CODE_REQUIRED'))
    .mockImplementationOnce(async () => {
      connected = true;
      return { reject: false, reason: null, sync: syncStatus({ positiveConnected: true }) };
    });
  const screen = await renderSignedIn(<DatabaseScreen />);
  await openConnect(screen);
  await expect.element(field(screen, 'Password')).toHaveAttribute('type', 'password');
  expect(field(screen, 'Code').query()).toBeNull();
  await submit(screen);
  await expect.element(dialog(screen).getByText('Enter the username.')).toBeVisible();

  await userEvent.type(field(screen, 'Username'), 'demo');
  await userEvent.type(field(screen, 'Password'), 'demo-pos');
  await submit(screen);
  await expect
    .element(dialog(screen).getByText('Enter the code the point-of-sale system sent you.'))
    .toBeVisible();
  await expect.element(field(screen, 'Code')).toHaveFocus();
  await userEvent.type(field(screen, 'Code'), '246810');
  await submit(screen);

  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  await expect.element(screen.getByText('Connected to the point-of-sale system.')).toBeVisible();
  expect(api.signIn.mock.calls).toEqual([
    [{ username: '', password: '' }],
    [{ username: 'demo', password: 'demo-pos' }],
    [{ username: 'demo', password: 'demo-pos', code: '246810' }],
  ]);
  await expect.element(screen.getByRole('button', { name: 'Connect', exact: true })).toBeDisabled();
  await expect.element(screen.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
});

test('a wrong password clears it and says so; each other reason as a message', async () => {
  const api = fakeSyncServer(() => syncStatus());
  api.signIn
    .mockResolvedValueOnce(refused('WRONG_CREDENTIALS'))
    .mockResolvedValueOnce(refused('TOO_MANY_TRIES'))
    .mockResolvedValueOnce(refused('POS_UNAVAILABLE'))
    .mockResolvedValueOnce(refused('PASSWORD_REQUIRED'));
  const screen = await renderSignedIn(<DatabaseScreen />);
  await openConnect(screen);
  await userEvent.type(field(screen, 'Username'), 'demo');
  await userEvent.type(field(screen, 'Password'), 'nope');
  await submit(screen);
  await expect
    .element(dialog(screen).getByRole('alert'))
    .toHaveTextContent('The username or password is wrong.');
  await expect.element(field(screen, 'Password')).toHaveValue('');
  await expect.element(field(screen, 'Username')).toHaveValue('demo');
  await submit(screen);
  await expect.element(dialog(screen).getByRole('alert')).toMatchTextContent(/^Too many tries\./);
  await submit(screen);
  await expect
    .element(dialog(screen).getByRole('alert'))
    .toMatchTextContent(/^The point-of-sale system is not answering\./);
  await submit(screen);
  await expect.element(dialog(screen).getByText('Enter the password.')).toBeVisible();
});

test('Cancel forgets what was typed', async () => {
  const api = fakeSyncServer(() => syncStatus());
  const screen = await renderSignedIn(<DatabaseScreen />);
  await openConnect(screen);
  await userEvent.type(field(screen, 'Password'), 'secret');
  await userEvent.click(dialog(screen).getByRole('button', { name: 'Cancel' }));
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  await openConnect(screen);
  await expect.element(field(screen, 'Password')).toHaveValue('');
  expect(api.signIn).not.toHaveBeenCalled();
});

test('in Thai, the code request in Thai; without sync:credentials no Connect', async () => {
  const api = fakeSyncServer(() => syncStatus());
  api.signIn.mockResolvedValueOnce(refused('CODE_REQUIRED'));
  const screen = await renderSignedIn(<DatabaseScreen />, { language: 'th' });
  await userEvent.click(screen.getByRole('button', { name: 'เชื่อมต่อ', exact: true }));
  await userEvent.click(dialog(screen).getByRole('button', { name: 'เชื่อมต่อ' }));
  await expect.element(dialog(screen).getByText('กรุณากรอกรหัสที่ระบบขายหน้าร้านส่งให้คุณ')).toBeVisible();
  await expect.element(field(screen, 'รหัสยืนยัน')).toBeVisible();
  screen.unmount();

  fakeSyncServer(() => syncStatus());

  const reader = await renderSignedIn(<DatabaseScreen />, {
    user: syncAdmin('sync:write'),
  });
  await expect.element(reader.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
  expect(reader.getByRole('button', { name: 'Connect', exact: true }).query()).toBeNull();
});
