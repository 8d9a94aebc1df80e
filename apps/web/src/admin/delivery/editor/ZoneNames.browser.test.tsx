import type { DeliveryZoneTranslation } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { BlackoutsScreen } from '../blackouts/BlackoutsScreen';
import { RegionsScreen } from '../list/RegionsScreen';
import {
  adminWith,
  blackout,
  deliveryZone,
  fakeRegionsServer,
  renderSignedIn,
  zoneRow,
} from '../regionsTestKit';
import { RegionEditScreen, RegionNewScreen } from './RegionEditorScreen';

/** Decision 0054: a zone's names in en/he/th beside its base name, and the lists in the page's language. */

afterEach(() => {
  vi.restoreAllMocks();
});

const hebrew: DeliveryZoneTranslation = { languageCode: 'he', name: 'פלורנטין' };

function editorOf(overrides: Parameters<typeof fakeRegionsServer>[1] = {}) {
  let translations = [hebrew];
  const api = fakeRegionsServer([], {
    zone: async () => deliveryZone({ translations }),
    saveTranslation: async (_id, languageCode, body) => {
      translations = [
        ...translations.filter((item) => item.languageCode !== languageCode),
        { languageCode, name: body.name },
      ];
      return { languageCode, name: body.name };
    },
    deleteTranslation: async (_id, languageCode) => {
      translations = translations.filter((item) => item.languageCode !== languageCode);
    },
    ...overrides,
  });
  return api;
}

test('an existing zone: a card per language beside the base name; a new name is saved, the zone read again', async () => {
  const api = editorOf();
  const screen = await renderSignedIn(<RegionEditScreen deliveryZoneId={4} />, {
    path: '/regions/4',
  });
  const names = screen.getByRole('region', { name: 'Names in other languages' });
  for (const language of ['English', 'עברית', 'ไทย']) {
    await expect.element(names.getByRole('group', { name: language }).getByText('Florentin')).toBeVisible();
  }
  const he = names.getByRole('group', { name: 'עברית' });
  await expect.element(he.getByRole('textbox', { name: 'Translated zone name' })).toHaveValue('פלורנטין');
  // The zone's own name field is the form's alone.
  await expect
    .element(screen.getByRole('textbox', { name: 'Zone name', exact: true }))
    .toHaveValue('Florentin');

  const th = names.getByRole('group', { name: 'ไทย' });
  const save = th.getByRole('button', { name: 'Save translation' });
  await userEvent.click(th.getByLabelText('Allow translations'));
  await userEvent.fill(th.getByRole('textbox', { name: 'Translated zone name' }), '  ฟลอเรนติน ');
  await userEvent.click(save);
  await expect.poll(() => api.saveTranslation.mock.calls).toEqual([[4, 'th', { name: 'ฟลอเรนติน' }]]);
  await expect.element(screen.getByText('Translation saved.')).toBeVisible();
  await expect.poll(() => api.zone.mock.calls.length).toBeGreaterThan(1);
  // Read again: the card starts from what the server holds, so Save has nothing to do.
  await expect
    .element(names.getByRole('group', { name: 'ไทย' }).getByRole('button', { name: 'Save translation' }))
    .toBeDisabled();
});

test('turning a language off removes its name; an empty name is refused before any call', async () => {
  const api = editorOf();
  const screen = await renderSignedIn(<RegionEditScreen deliveryZoneId={4} />, {
    path: '/regions/4',
  });
  const names = screen.getByRole('region', { name: 'Names in other languages' });
  const en = names.getByRole('group', { name: 'English' });
  await userEvent.click(en.getByLabelText('Allow translations'));
  await userEvent.click(en.getByRole('button', { name: 'Save translation' }));
  await expect
    .element(en.getByRole('textbox', { name: 'Translated zone name' }))
    .toHaveAttribute('aria-invalid', 'true');
  expect(api.saveTranslation).not.toHaveBeenCalled();

  const he = names.getByRole('group', { name: 'עברית' });
  await userEvent.click(he.getByLabelText('Allow translations'));
  await userEvent.click(he.getByRole('button', { name: 'Save translation' }));
  await expect.poll(() => api.deleteTranslation.mock.calls).toEqual([[4, 'he']]);
  await expect.element(screen.getByText('Translation deleted.')).toBeVisible();
});

test('a reader sees the names without cards to change them', async () => {
  editorOf();
  const screen = await renderSignedIn(<RegionEditScreen deliveryZoneId={4} />, {
    path: '/regions/4',
    user: adminWith(),
  });
  const names = screen.getByRole('region', { name: 'Names in other languages' });
  await expect.element(names.getByRole('row', { name: 'עברית פלורנטין' })).toBeVisible();
  await expect.element(names.getByRole('row', { name: 'ไทย None: shoppers see Florentin.' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save translation' }).elements()).toHaveLength(0);
});

test('a new zone is named in other languages once saved', async () => {
  fakeRegionsServer([]);
  const screen = await renderSignedIn(<RegionNewScreen />, { path: '/regions/new' });
  await expect.element(screen.getByText('Save the zone before naming it in other languages.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save translation' }).elements()).toHaveLength(0);
});

test('in Hebrew: the cards in Hebrew, right to left; the lists ask for the zones’ names in Hebrew', async () => {
  const api = editorOf({
    zones: async () => [zoneRow(4, { name: 'פלורנטין' })],
    blackouts: async () => [blackout(1, { deliveryZoneId: 4, deliveryZoneName: 'פלורנטין' })],
  });
  const editor = await renderSignedIn(<RegionEditScreen deliveryZoneId={4} />, {
    path: '/regions/4',
    language: 'he',
  });
  const names = editor.getByRole('region', { name: 'שמות בשפות אחרות' });
  const card = names.getByRole('group', { name: 'ไทย' });
  await expect.element(card.getByRole('textbox', { name: 'שם האזור בשפה הזאת' })).toBeVisible();
  expect(getComputedStyle(names.element()).direction).toBe('rtl');
  await editor.unmount();

  const list = await renderSignedIn(<RegionsScreen />, { path: '/regions', language: 'he' });
  await expect.element(list.getByText('פלורנטין')).toBeVisible();
  expect(api.zones).toHaveBeenCalledWith('he', expect.anything());
  await list.unmount();

  const blackouts = await renderSignedIn(<BlackoutsScreen />, {
    path: '/regions/blackouts',
    language: 'he',
  });
  await expect.element(blackouts.getByRole('row').filter({ hasText: 'פלורנטין' })).toBeVisible();
  expect(api.blackouts).toHaveBeenCalledWith('he', expect.anything());
});
