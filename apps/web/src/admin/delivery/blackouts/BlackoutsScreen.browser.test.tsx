import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { rowElement } from '../../shared/grid/gridTestKit';
import { blackout, fakeRegionsServer, renderSignedIn, zoneRow } from '../regionsTestKit';
import { BlackoutsScreen } from './BlackoutsScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

const zones = [zoneRow(1, { name: 'North Tel Aviv' }), zoneRow(2, { name: 'Jaffa' })];

function openMenu(rowIndex: number) {
  (rowElement(rowIndex) as HTMLElement).dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 200, clientY: 200 }),
  );
}

test("empty: says so; the date is required; 'All zones' sends null and a blank reason null", async () => {
  const api = fakeRegionsServer(zones);
  const screen = await renderSignedIn(<BlackoutsScreen />, { path: '/regions/blackouts' });
  await expect.element(screen.getByText('No blackout dates scheduled.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Add blackout' }));
  await expect.element(screen.getByText('Blackout date is required.')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '2030-04-07');
  await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Add blackout' }));
  await expect
    .poll(() => api.createBlackout.mock.calls)
    .toEqual([[{ blackoutDate: '2030-04-07', deliveryZoneId: null, reason: null }]]);
  await expect.element(screen.getByText('Blackout date added.')).toBeVisible();
});

test('one zone and a trimmed reason; a refusal shows at its field', async () => {
  const createBlackout = vi
    .fn()
    .mockResolvedValueOnce({ reject: true, reason: 'DUPLICATE' })
    .mockResolvedValueOnce({ reject: true, reason: 'DATE_PAST' });
  fakeRegionsServer(zones, { createBlackout });
  const screen = await renderSignedIn(<BlackoutsScreen />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '2030-04-07');
  await userEvent.click(screen.getByRole('combobox', { name: 'Applies to' }));
  await userEvent.click(screen.getByRole('option', { name: 'Jaffa' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), '  Passover ');
  await userEvent.click(screen.getByRole('button', { name: 'Add blackout' }));
  await expect.element(screen.getByText('This date is already blacked out for that zone.')).toBeVisible();
  expect(createBlackout).toHaveBeenCalledWith({
    blackoutDate: '2030-04-07',
    deliveryZoneId: 2,
    reason: 'Passover',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Add blackout' }));
  await expect.element(screen.getByText(/The date has already passed/)).toBeVisible();
});

test('the grid by date: all zones by default; the row menu removes a day after confirming', async () => {
  const api = fakeRegionsServer(zones, {
    blackouts: async () => [
      blackout(2, { deliveryZoneId: 2, deliveryZoneName: 'Jaffa', reason: 'Market day' }),
      blackout(1),
    ],
  });
  const screen = await renderSignedIn(<BlackoutsScreen />);
  await expect.element(screen.getByText('Market day')).toBeVisible();
  expect(rowElement(0)?.textContent).toContain('2030-04-01');
  expect(rowElement(0)?.textContent).toContain('All delivery zones');
  expect(rowElement(1)?.textContent).toContain('Jaffa');
  openMenu(1);
  await expect.element(screen.getByRole('menuitem', { name: 'Add Blackout' })).toBeVisible();
  await expect.element(screen.getByRole('menuitem', { name: 'Delivery Regions' })).toBeVisible();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Remove Blackout' }));
  await expect.element(screen.getByText('Remove this blackout date?')).toBeVisible();
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Remove Blackout' }));
  await expect.poll(() => api.deleteBlackout.mock.calls).toEqual([[2]]);
});
