import { type SyncHoldReason, syncHoldReasons } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DatabaseScreen } from './DatabaseScreen';
import { fakeSyncServer, renderSignedIn, syncStatus } from './databaseTestKit';

/** Decision 0061: a held run says why with its counts, and waits for Confirm (asked first) or Reset. */

afterEach(() => {
  vi.restoreAllMocks();
});

const held = (reason: SyncHoldReason) =>
  syncStatus({
    status: 'held',
    phase: 'checking',
    kind: 'full',
    source: 'price-file',
    positiveConnected: true,
    totalItems: 11_800,
    totalProcessed: 11_800,
    startedAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:00:05.000Z',
    hold: {
      reason,
      itemsRead: reason === 'EMPTY_SOURCE' ? 0 : 11_795,
      activePosProducts: 12_630,
      wouldDeactivate: reason === 'EMPTY_SOURCE' ? 12_630 : 835,
      maxDeactivatePercent: 5,
      confirmedAt: null,
    },
  });

type Screen = Awaited<ReturnType<typeof renderSignedIn>>;
const button = (screen: Screen, name: string) => screen.getByRole('button', { name, exact: true });

test('too many deactivations: why, with the counts; Start waits; Confirm asks first, then applies it', async () => {
  const api = fakeSyncServer(() => held('TOO_MANY_DEACTIVATIONS'));
  const screen = await renderSignedIn(<DatabaseScreen />);
  await expect.element(screen.getByTestId('sync-status')).toHaveTextContent('Waiting for confirmation');
  await expect
    .element(screen.getByTestId('sync-hold'))
    .toHaveTextContent(
      'This sync read 11,795 items and would deactivate 835 of the 12,630 active products from the point-of-sale system, more than the 5% allowed. Nothing has changed yet: confirm to apply it, or reset to discard it.',
    );
  await expect.element(screen.getByText('Checking what it would change')).toBeVisible();
  await expect.element(button(screen, 'Start')).toBeDisabled();
  await expect.element(button(screen, 'Reset')).toBeEnabled();

  await userEvent.click(button(screen, 'Confirm'));
  const dialog = screen.getByRole('dialog', { name: 'Apply the held sync' });
  await expect.element(dialog.getByText('Apply this sync? 835 products will be deactivated.')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  expect(api.confirm).not.toHaveBeenCalled();

  await userEvent.click(button(screen, 'Confirm'));
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Confirm' }));
  await expect.poll(() => api.confirm.mock.calls.length).toBe(1);
  expect(api.reset).not.toHaveBeenCalled();
});

const script = { en: /[a-z]{4}/, he: /[\u0590-\u05FF]{4}/, th: /[\u0E00-\u0E7F]{4}/ };
const confirmLabel = { en: 'Confirm', he: 'אישור', th: 'ยืนยัน' };
test.each(
  (['en', 'he', 'th'] as const).flatMap((language) =>
    syncHoldReasons.map((reason) => [language, reason] as const),
  ),
)(
  'in %s a run held for %s says why in words with its counts, and offers Confirm',
  async (language, reason) => {
    fakeSyncServer(() => held(reason));
    const screen = await renderSignedIn(<DatabaseScreen />, { language });
    const hold = screen.getByTestId('sync-hold');
    await expect.element(hold).toHaveAttribute('data-reason', reason);
    const words = hold.element().textContent ?? '';
    expect(words).toMatch(script[language]);
    expect(words).toContain('12,630');
    expect(words).not.toContain(reason);
    expect(words).not.toMatch(/\{\w+\}/);
    await expect.element(button(screen, confirmLabel[language])).toBeEnabled();
  },
);
