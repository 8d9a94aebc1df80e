import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../api/client';
import { deliveryZone, fakeRegionsServer, renderSignedIn } from '../regionsTestKit';
import { RegionEditScreen, RegionNewScreen } from './RegionEditorScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

test('a new zone: name required, priority a number, and a polygon drawn before saving', async () => {
  const api = fakeRegionsServer([]);
  const screen = await renderSignedIn(<RegionNewScreen />, { path: '/regions/new' });
  await expect.element(screen.getByRole('region', { name: 'Delivery area map' })).toBeVisible();
  await expect.element(screen.getByText('Save the zone before configuring delivery windows.')).toBeVisible();
  await expect.element(screen.getByText('No polygon drawn yet.')).toBeVisible();

  await userEvent.type(screen.getByRole('textbox', { name: 'Priority' }), '2x');
  await userEvent.click(screen.getByRole('button', { name: 'Create zone' }));
  await expect.element(screen.getByText('Zone name is required.')).toBeVisible();
  await expect.element(screen.getByText('Priority must be a valid number.')).toBeVisible();

  await userEvent.type(screen.getByRole('textbox', { name: 'Zone name' }), '  Florentin ');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Priority' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create zone' }));
  await expect
    .element(screen.getByText('Please draw a delivery polygon before saving the zone.'))
    .toBeVisible();
  expect(api.createZone).not.toHaveBeenCalled();
});

test('an existing zone: its area, overlaps, and a save refreshing the form from the answer', async () => {
  const zone = deliveryZone({
    overlaps: [
      { deliveryZoneId: 1, name: 'North Tel Aviv', priority: 2, wins: true },
      { deliveryZoneId: 2, name: 'Jaffa', priority: null, wins: false },
    ],
  });
  const api = fakeRegionsServer([], {
    zone: async () => zone,
    updateZone: async (_id, body) => ({
      reject: false,
      reason: null,
      zone: { ...zone, name: body.name, priority: 1, notes: 'Saved note' },
    }),
  });
  const screen = await renderSignedIn(<RegionEditScreen deliveryZoneId={4} />, {
    path: '/regions/4',
  });
  await expect.element(screen.getByRole('textbox', { name: 'Zone name' })).toHaveValue('Florentin');
  await expect.element(screen.getByRole('textbox', { name: 'Priority' })).toHaveValue('3');
  await expect.element(screen.getByText(/^Area: 4\.1\d km²$/)).toBeVisible();
  await expect
    .element(
      screen.getByText('Overlaps North Tel Aviv (priority 2) — North Tel Aviv serves the shared streets.'),
    )
    .toBeVisible();
  await expect
    .element(screen.getByText('Overlaps Jaffa (priority none) — this zone serves the shared streets.'))
    .toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Delete zone' })).toBeVisible();

  await userEvent.fill(screen.getByRole('textbox', { name: 'Zone name' }), 'Florentin South ');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await expect.poll(() => api.updateZone.mock.calls.length).toBe(1);
  // Not redrawn: the outline is left out, so the server keeps it.
  expect(api.updateZone.mock.calls[0]).toEqual([
    4,
    { name: 'Florentin South', priority: 3, isActive: true, notes: null },
  ]);
  await expect.element(screen.getByRole('textbox', { name: 'Priority' })).toHaveValue('1');
  await expect.element(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Saved note');
  await expect.element(screen.getByText('Delivery zone saved.')).toBeVisible();
});

test('NAME_TAKEN shows at the name, a 400 at the map', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const updateZone = vi
    .fn()
    .mockResolvedValueOnce({ reject: true, reason: 'NAME_TAKEN' })
    .mockRejectedValueOnce(
      new ApiError('The request does not match the expected shape.', 400, 'BAD_REQUEST', undefined, [
        {
          path: 'body.polygonGeoJson',
          message: "The zone's edges cross at 32.09, 34.78 (latitude, longitude).",
        },
      ]),
    );
  fakeRegionsServer([], { updateZone });
  const screen = await renderSignedIn(<RegionEditScreen deliveryZoneId={4} />);
  await userEvent.fill(screen.getByRole('textbox', { name: 'Zone name' }), 'Jaffa');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await expect.element(screen.getByText('Another delivery zone already has this name.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await expect.element(screen.getByText(/edges cross at 32.09, 34.78/)).toBeVisible();
});

test('a zone that is not there, or that cannot be loaded', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeRegionsServer([], {
    zone: async () => {
      throw new ApiError('Not found', 404, 'NOT_FOUND');
    },
  });
  const screen = await renderSignedIn(<RegionEditScreen deliveryZoneId={99} />);
  await expect.element(screen.getByText('Delivery zone not found.')).toBeVisible();
});

test('a zone failing to load says so', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeRegionsServer([], {
    zone: async () => {
      throw new ApiError('Bad', 400, 'BAD_REQUEST');
    },
  });
  const screen = await renderSignedIn(<RegionEditScreen deliveryZoneId={4} />);
  await expect.element(screen.getByText('Failed to load delivery zone.')).toBeVisible();
});
