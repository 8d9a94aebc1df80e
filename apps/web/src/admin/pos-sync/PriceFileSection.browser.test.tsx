import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../api/client';
import type { UploadProgress } from '../../api/upload';
import { DatabaseScreen } from './DatabaseScreen';
import { fakeSyncServer, renderSignedIn, syncAdmin, syncStatus } from './databaseTestKit';
import type { PriceFileUploadAnswer } from './queries';

afterEach(() => {
  vi.restoreAllMocks();
});

const kept = {
  name: 'PriceFull7290873255550-002-202508071006.gz',
  bytes: 550_145,
  items: 12_635,
  uploadedAt: '2025-08-07T07:06:00.000Z',
};
const withFile = syncStatus({ source: 'price-file', positiveConnected: true, priceFile: kept });
const gz = () => new File([new Uint8Array([0x1f, 0x8b, 8, 0])], 'PriceFull.gz', { type: 'application/gzip' });

type Screen = Awaited<ReturnType<typeof renderSignedIn>>;
async function fileInput(screen: Screen) {
  await expect.element(screen.getByTestId('price-file')).toBeVisible();
  return screen.getByTestId('price-file').element().querySelector('input[type=file]') as HTMLInputElement;
}

test('uploads a file with its progress, then shows its name, size, items and time', async () => {
  let current = syncStatus();
  let answer: (value: PriceFileUploadAnswer) => void = () => {};
  let progress: (value: UploadProgress) => void = () => {};
  const api = fakeSyncServer(() => current, {
    uploadPriceFile: (_file, onProgress) => {
      progress = onProgress ?? progress;
      return new Promise((resolve) => (answer = resolve));
    },
  });
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expect
    .element(screen.getByText('No price file uploaded: the sync reads the point-of-sale system.'))
    .toBeVisible();
  await userEvent.upload(await fileInput(screen), gz());
  await expect.poll(() => api.uploadPriceFile.mock.calls.length).toBe(1);
  expect((api.uploadPriceFile.mock.calls[0] as [File])[0].name).toBe('PriceFull.gz');
  progress({ loaded: 40, total: 100, fraction: 0.4 });
  await expect.element(screen.getByText('Uploading… 40%')).toBeVisible();
  await expect
    .element(screen.getByRole('progressbar', { name: 'Upload progress' }))
    .toHaveAttribute('aria-valuenow', '40');
  progress({ loaded: 100, total: 100, fraction: 1 });
  await expect.element(screen.getByText('Checking the file…')).toBeVisible();
  current = withFile;
  answer({ reject: false, reason: null, sync: withFile });
  await expect
    .element(screen.getByRole('status').filter({ hasText: 'uploaded' }))
    .toHaveTextContent('The price file was uploaded: 12,635 items. Start a sync to read it.');
  const facts = screen.getByTestId('price-file-facts');
  await expect.element(facts).toBeVisible();
  for (const fact of [`File${kept.name}`, 'Size537.3 KB', 'Items12,635', 'Uploaded07/08/2025, 10:06'])
    expect(facts.element().textContent).toContain(fact);
  await expect.element(screen.getByRole('button', { name: 'Upload another price file' })).toBeVisible();
});

test('a bad file shows the server’s reason; an empty file, a running sync and a too large file say so', async () => {
  const reason =
    'not a readable price file: unexpected end of file (line 1, column 9, byte 200000 of the file)';
  const api = fakeSyncServer(() => syncStatus());
  api.uploadPriceFile
    .mockResolvedValueOnce({ reject: true, reason: 'BAD_FILE', message: reason })
    .mockResolvedValueOnce({ reject: true, reason: 'EMPTY_FILE' })
    .mockResolvedValueOnce({ reject: true, reason: 'ALREADY_RUNNING' })
    .mockRejectedValueOnce(new ApiError('too large', 413, 'PAYLOAD_TOO_LARGE'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const screen = await renderSignedIn(<DatabaseScreen />);
  const alert = screen.getByTestId('price-file').getByRole('alert');
  await userEvent.upload(await fileInput(screen), gz());
  await expect.element(alert).toHaveTextContent(`This is not a readable price file: ${reason}`);
  await userEvent.upload(await fileInput(screen), gz());
  await expect
    .element(alert)
    .toHaveTextContent(
      'This price file lists no items: a sync from it would take every product off the shop. Nothing was kept.',
    );
  await userEvent.upload(await fileInput(screen), gz());
  await expect
    .element(alert)
    .toHaveTextContent('A sync is running. Stop it or wait until it ends, then try again.');
  await userEvent.upload(await fileInput(screen), gz());
  await expect.element(alert).toHaveTextContent('The file is larger than the server accepts.');
});

test.each([
  [
    'en',
    'STORES',
    'Root',
    'This is a Stores file (the chain’s list of branches), not a price file. Choose the PriceFull file.',
  ],
  ['he', 'PROMO', 'Root', 'זהו קובץ מבצעים (Promo), לא קובץ מחירים. יש לבחור את קובץ ה-PriceFull.'],
  ['th', 'UNKNOWN_ROOT', 'Catalog', 'ไฟล์ XML นี้ (\u2066<Catalog>\u2069) ไม่ใช่ไฟล์ราคา: ไม่มีรายการสินค้า'],
] as const)(
  'in %s a file of another kind (%s) is named, not the server’s English',
  async (language, kind, root, text) => {
    const api = fakeSyncServer(() => syncStatus());
    api.uploadPriceFile.mockResolvedValueOnce({
      reject: true,
      reason: 'BAD_FILE',
      message: 'a Stores file (the chain’s branches, under <Root>), not a price file',
      fileKind: { kind, root },
    });
    const screen = await renderSignedIn(<DatabaseScreen />, { language });
    await userEvent.upload(await fileInput(screen), gz());
    const alert = screen.getByTestId('price-file').getByRole('alert');
    await expect.element(alert).toHaveTextContent(text);
    expect(alert.element().textContent).not.toContain('under <Root>');
  },
);

test('“Use the POS instead” asks first; Cancel sends nothing', async () => {
  let current = withFile;
  const api = fakeSyncServer(() => current, {
    removePriceFile: async () => {
      current = syncStatus();
      return { reject: false, reason: null, sync: current };
    },
  });
  const screen = await renderSignedIn(<DatabaseScreen />);
  const usePos = screen.getByRole('button', { name: 'Use the POS instead' });
  await userEvent.click(usePos);
  await expect
    .element(screen.getByText(/Forget the uploaded price file\? The next sync reads/))
    .toBeVisible();
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Cancel' }));
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  expect(api.removePriceFile).not.toHaveBeenCalled();
  await userEvent.click(usePos);
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Use the POS instead' }));
  await expect.poll(() => api.removePriceFile.mock.calls.length).toBe(1);
  await expect
    .element(screen.getByText('The price file was removed: the sync reads the point-of-sale system.'))
    .toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Upload a price file' })).toBeVisible();
});

test('while a run is on, neither upload nor removal; in Thai', async () => {
  fakeSyncServer(() => ({ ...withFile, status: 'running', phase: 'reading' }));
  const screen = await renderSignedIn(<DatabaseScreen />, { language: 'th' });
  await expect.element(screen.getByRole('button', { name: 'อัปโหลดไฟล์ราคาอื่น' })).toBeDisabled();
  await expect.element(screen.getByRole('button', { name: 'ใช้ระบบขายหน้าร้านแทน' })).toBeDisabled();
});

test('hidden without sync:credentials', async () => {
  fakeSyncServer(() => withFile);
  const screen = await renderSignedIn(<DatabaseScreen />, { user: syncAdmin('sync:write') });
  await expect.element(screen.getByTestId('sync-status')).toBeVisible();
  expect(screen.getByTestId('price-file').query()).toBeNull();
});

test('in Hebrew the file’s size is isolated left-to-right (“537.3 KB”, not “KB 537.3”)', async () => {
  fakeSyncServer(() => withFile);
  const screen = await renderSignedIn(<DatabaseScreen />, {
    language: 'he',
  });
  const size = screen.getByTestId('price-file-facts').getByText('537.3 KB', { exact: true });
  await expect.element(size).toHaveAttribute('dir', 'ltr');
  expect(size.element().tagName).toBe('BDI');
});
