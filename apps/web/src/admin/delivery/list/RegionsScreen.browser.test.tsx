import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../api/client';
import { rowElement } from '../../shared/grid/gridTestKit';
import { adminWith, fakeRegionsServer, renderSignedIn, zoneRow } from '../regionsTestKit';
import { RegionsScreen } from './RegionsScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

const rows = [
  zoneRow(1, { name: 'North Tel Aviv', priority: 1, windowsCount: 3, notes: 'Lobby drop-off' }),
  zoneRow(2, { name: 'Jaffa', priority: null, windowsCount: 0 }),
  zoneRow(3, { name: 'רמת גן', isActive: false, priority: 2, windowsCount: 1 }),
];

function openMenu(rowIndex: number) {
  (rowElement(rowIndex) as HTMLElement).dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 200, clientY: 200 }),
  );
}

test("lists the zones in the server's order with status, a dash for a missing priority or note", async () => {
  fakeRegionsServer(rows);
  const screen = await renderSignedIn(<RegionsScreen />);
  await expect.element(screen.getByRole('heading', { name: 'Delivery Regions', level: 1 })).toBeVisible();
  for (const name of ['Region', 'Status', 'Priority', 'Windows', 'Notes']) {
    await expect.element(screen.getByRole('columnheader', { name })).toBeVisible();
  }
  await expect.element(screen.getByRole('link', { name: 'North Tel Aviv' })).toBeVisible();
  expect(rowElement(0)?.textContent).toContain('North Tel Aviv');
  expect(rowElement(0)?.textContent).toContain('Lobby drop-off');
  expect(rowElement(1)?.textContent).toMatch(/JaffaActive—0—/);
  expect(rowElement(2)?.textContent).toContain('Inactive');
  await expect.element(screen.getByRole('button', { name: 'Blackouts' })).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'New region' })).toBeVisible();

  await userEvent.dblClick(rowElement(1) as HTMLElement);
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/admin/en/regions/2');
});

test('the row menu deactivates a zone after the confirmation naming it', async () => {
  const api = fakeRegionsServer(rows);
  const screen = await renderSignedIn(<RegionsScreen />);
  await expect.element(screen.getByRole('link', { name: 'Jaffa' })).toBeVisible();
  openMenu(1);
  for (const name of ['Create Region', 'Manage Blackouts', 'Edit Region']) {
    await expect.element(screen.getByRole('menuitem', { name })).toBeVisible();
  }
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete Region' }));
  await expect
    .element(screen.getByText('Delete delivery region "Jaffa"? This will remove it from scheduling.'))
    .toBeVisible();
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Delete Region' }));
  await expect.poll(() => api.deleteZone.mock.calls).toEqual([[2]]);
  await expect.element(screen.getByText('Delivery region deactivated.')).toBeVisible();
});

test('no zones: the empty message with a create button', async () => {
  fakeRegionsServer([]);
  const screen = await renderSignedIn(<RegionsScreen />);
  await expect.element(screen.getByText('No delivery regions yet. Create one to get started.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Create Region' }));
  await expect.element(screen.getByTestId('where')).toHaveTextContent('/admin/en/regions/new');
});

test('without delivery:write, neither create button is offered', async () => {
  fakeRegionsServer([]);
  const readOnly = await renderSignedIn(<RegionsScreen />, { user: adminWith() });
  await expect
    .element(readOnly.getByText('No delivery regions yet. Create one to get started.'))
    .toBeVisible();
  await expect.element(readOnly.getByRole('button', { name: 'Create Region' })).not.toBeInTheDocument();
  await expect.element(readOnly.getByRole('button', { name: 'New region' })).not.toBeInTheDocument();
});

test('a failed load says so and retries', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let calls = 0;
  fakeRegionsServer(rows, {
    zones: async () => {
      calls += 1;
      if (calls <= 2) throw new ApiError('down', 503, 'SERVICE_UNAVAILABLE');
      return rows;
    },
  });
  const screen = await renderSignedIn(<RegionsScreen />);
  await expect.element(screen.getByText('Failed to load delivery regions.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByRole('link', { name: 'Jaffa' })).toBeVisible();
});

test('tests an address: the zone and its next slots, or that no zone delivers there', async () => {
  const lookup = vi.fn(async (latitude: number) =>
    latitude > 32
      ? {
          reject: false as const,
          reason: null,
          zone: { deliveryZoneId: 1, name: 'North Tel Aviv' },
          slots: [
            {
              deliveryZoneWindowId: 10,
              date: '2030-04-07',
              startTime: '08:00',
              endTime: '12:00',
              startsAt: '2030-04-07T05:00:00.000Z',
              endsAt: '2030-04-07T09:00:00.000Z',
              bookable: false,
              reason: 'FULL' as const,
              remaining: 0,
              held: false,
            },
          ],
        }
      : { reject: false as const, reason: null, zone: null, slots: [] },
  );
  fakeRegionsServer(rows, { lookup });
  const screen = await renderSignedIn(<RegionsScreen />);
  const point = screen.getByRole('textbox', { name: 'Latitude, longitude' });
  await userEvent.type(point, 'north');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  await expect.element(screen.getByText(/Enter a latitude and a longitude as numbers/)).toBeVisible();
  await userEvent.clear(point);
  await userEvent.type(point, '32.0853, 34.7818');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  await expect.element(screen.getByText(/Served by .North Tel Aviv/)).toBeVisible();
  await expect.element(screen.getByText('07/04/2030, 08:00–12:00')).toBeVisible();
  await expect.element(screen.getByText('Full', { exact: true })).toBeVisible();
  expect(lookup).toHaveBeenCalledWith(32.0853, 34.7818, 'en', expect.anything());
  await userEvent.clear(point);
  await userEvent.type(point, '31.5 34.5');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  await expect.element(screen.getByText('No zone delivers here')).toBeVisible();
});
