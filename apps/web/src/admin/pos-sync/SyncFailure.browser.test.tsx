import { type SyncFailureReason, syncFailureReasons } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DatabaseScreen } from './DatabaseScreen';
import { fakeSyncServer, renderSignedIn, syncAdmin, syncStatus } from './databaseTestKit';

/** Decision 0053: a failed run says why in the page's language, with the Connect step when the POS wants a sign-in. */

afterEach(() => {
  vi.restoreAllMocks();
});

const failed = (failureReason: SyncFailureReason, error: string, positiveConnected = false) =>
  syncStatus({
    status: 'failed',
    phase: 'reading',
    kind: 'full',
    failureReason,
    error,
    positiveConnected,
    totalItems: 2000,
    totalProcessed: 500,
    startedAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:00:05.000Z',
  });

type Screen = Awaited<ReturnType<typeof renderSignedIn>>;
const failure = (screen: Screen) => screen.getByTestId('sync-failure');

test('in Hebrew, the POS asks for its code again: the reason in words, then Connect with the code field at once', async () => {
  let connected = false;
  const current = () =>
    failed(
      'CODE_REQUIRED',
      'the POS session expired and the POS asks for its one-time code again',
      connected,
    );
  const api = fakeSyncServer(current);
  api.signIn.mockImplementationOnce(async () => {
    connected = true;
    return { reject: false, reason: null, sync: current() };
  });
  const screen = await renderSignedIn(<DatabaseScreen />, { language: 'he' });
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('נכשל');
  await expect
    .element(failure(screen))
    .toMatchTextContent(/^מערכת הקופה מבקשת שוב את הקוד החד-פעמי, ולכן הסנכרון נעצר\./);
  const details = failure(screen).getByText('the POS session expired', { exact: false });
  await expect.element(details).toHaveAttribute('dir', 'ltr');
  expect(details.element().tagName).toBe('BDI');
  expect(failure(screen).element().textContent).not.toContain('CODE_REQUIRED');
  await expect.element(screen.getByRole('button', { name: 'התחלה', exact: true })).toBeDisabled();

  await userEvent.click(failure(screen).getByRole('button', { name: 'התחברות מחדש' }));
  const dialog = screen.getByRole('dialog', { name: 'התחברות למערכת הקופה' });
  await expect.element(dialog).toBeVisible();
  await expect
    .element(dialog.getByRole('status'))
    .toHaveTextContent('מערכת הקופה מבקשת שוב את הקוד: יש להזין את שם המשתמש, הסיסמה והקוד שהיא שולחת.');
  await userEvent.type(dialog.getByLabelText('שם משתמש'), 'demo');
  await userEvent.type(dialog.getByLabelText('סיסמה', { exact: true }), 'demo-pos');
  await userEvent.type(dialog.getByLabelText('קוד'), '246810');
  await userEvent.click(dialog.getByRole('button', { name: 'התחברות' }));
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  expect(api.signIn.mock.calls).toEqual([[{ username: 'demo', password: 'demo-pos', code: '246810' }]]);

  // Connected again: Start is ready, and the failure no longer offers the Connect step.
  await expect.element(screen.getByRole('button', { name: 'התחלה', exact: true })).toBeEnabled();
  await expect.element(failure(screen)).toBeVisible();
  expect(failure(screen).getByRole('button').query()).toBeNull();
});

const script = { en: /[a-z]{4}/, he: /[\u0590-\u05FF]{4}/, th: /[\u0E00-\u0E7F]{4}/ };
test.each(
  (['en', 'he', 'th'] as const).flatMap((language) =>
    syncFailureReasons.map((reason) => [language, reason] as const),
  ),
)('in %s a run failed for %s says so in words, never the bare code', async (language, reason) => {
  fakeSyncServer(() => failed(reason, `detail of ${reason}`, true));
  const screen = await renderSignedIn(<DatabaseScreen />, { language });
  await expect.element(failure(screen)).toHaveAttribute('data-reason', reason);
  const words = (failure(screen).element().textContent ?? '').replace(`detail of ${reason}`, '');
  expect(words).toMatch(script[language]);
  expect(words).not.toContain(reason);
});

test.each([
  [
    'en',
    'STORES',
    'Root',
    'This is a Stores file (the chain’s list of branches), not a price file. Choose the PriceFull file.',
  ],
  ['he', 'NO_PRICES', 'root', 'לפריטים בקובץ הזה אין מחירים: זה אינו קובץ מחירים.'],
  ['th', 'HTML', null, 'ไฟล์นี้เป็นหน้าเว็บ (อาจเป็นหน้าเข้าสู่ระบบ) ไม่ใช่ไฟล์ราคา ดาวน์โหลดไฟล์ราคาโดยตรง'],
] as const)(
  'in %s a run of a file of another kind (%s) names the kind, the English kept as details',
  async (language, kind, root, text) => {
    const detail = 'the server’s words for the logs';
    fakeSyncServer(() => ({ ...failed('BAD_FILE', detail, true), fileKind: { kind, root } }));
    const screen = await renderSignedIn(<DatabaseScreen />, { language });
    await expect.element(failure(screen)).toHaveAttribute('data-file-kind', kind);
    await expect.element(failure(screen).getByText(text, { exact: true })).toBeVisible();
    await expect.element(failure(screen).getByText(detail)).toHaveAttribute('dir', 'ltr');
  },
);

test('a session that could not be renewed, without sync:credentials: says who may connect, no button', async () => {
  fakeSyncServer(() => failed('SIGN_IN_REQUIRED', 'the POS session expired and the POS offers no renewal'));
  const screen = await renderSignedIn(<DatabaseScreen />, { user: syncAdmin('sync:write') });
  await expect
    .element(failure(screen))
    .toMatchTextContent(
      /^The sign-in to the point-of-sale system ended and could not be renewed, so the sync stopped\..*Someone allowed to connect to the point-of-sale system has to sign in again\.$/,
    );
  expect(failure(screen).getByRole('button').query()).toBeNull();
});

test.each([
  ['en', 'Connect', 'Close', 'Code'],
  ['he', 'התחברות', 'סגירה', 'קוד'],
  ['th', 'เชื่อมต่อ', 'ปิด', 'รหัสยืนยัน'],
] as const)(
  'in %s the connect dialog’s ✕ has a name and closes it; no code field unless asked',
  async (language, connect, close, code) => {
    fakeSyncServer(() => syncStatus());
    const screen = await renderSignedIn(<DatabaseScreen />, {
      language,
    });
    await userEvent.click(screen.getByRole('button', { name: connect, exact: true }));
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    expect(dialog.getByRole('status').query()).toBeNull();
    expect(dialog.getByLabelText(code, { exact: true }).query()).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: close, exact: true }));
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  },
);
