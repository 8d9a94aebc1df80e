import type { LanguageCode } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../../shared/testing/renderAdmin';
import { ProductTranslationsEditor } from './TranslationsTab';

const base = { productName: 'Milk 3%', shortDesc: 'Fresh milk', longDesc: null };
type Loaded = {
  languageCode: LanguageCode;
  productName: string;
  shortDesc: string | null;
  longDesc: string | null;
};

async function renderCards(translations: Loaded[]) {
  const onSave = vi.fn(async (_language: LanguageCode, _body: Record<string, unknown>) => {});
  const onDelete = vi.fn(async (_language: LanguageCode) => {});
  const screen = await renderAdmin(
    <ProductTranslationsEditor base={base} translations={translations} onSave={onSave} onDelete={onDelete} />,
  );
  const card = (name: string) => screen.getByRole('group', { name });
  return { card, onSave, onDelete };
}

const hebrew: Loaded = { languageCode: 'he', productName: 'חלב 3%', shortDesc: 'חלב טרי', longDesc: null };

test('a product’s card shows its three texts beside the base text', async () => {
  const { card } = await renderCards([]);
  const thai = card('ไทย');
  await expect.element(thai.getByText('Milk 3%')).toBeVisible();
  await expect.element(thai.getByText('Fresh milk')).toBeVisible();
  await expect.element(thai.getByLabelText('Long description')).toBeVisible();
});

test('nothing changed: Save stays disabled; a changed short description saves all three texts', async () => {
  const { card, onSave, onDelete } = await renderCards([hebrew]);
  const he = card('עברית');
  const save = he.getByRole('button', { name: 'Save translation' });
  await expect.element(save).toBeDisabled();
  await userEvent.fill(he.getByLabelText('Short description'), 'חלב טרי מהמשק');
  await expect.element(save).toBeEnabled();
  await userEvent.fill(he.getByLabelText('Short description'), 'חלב טרי');
  await expect.element(save).toBeDisabled();
  await userEvent.fill(he.getByLabelText('Short description'), 'חלב מהמשק');
  await userEvent.click(save);
  await expect
    .poll(() => onSave.mock.calls)
    .toEqual([['he', { productName: 'חלב 3%', shortDesc: 'חלב מהמשק', longDesc: null }]]);
  expect(onDelete).not.toHaveBeenCalled();
});

test('toggled off with a translation: Save deletes it; off without one: Save stays disabled', async () => {
  const { card, onSave, onDelete } = await renderCards([hebrew]);
  const he = card('עברית');
  await userEvent.click(he.getByLabelText('Allow translations'));
  await userEvent.click(he.getByRole('button', { name: 'Save translation' }));
  await expect.poll(() => onDelete.mock.calls).toEqual([['he']]);
  const thai = card('ไทย');
  await userEvent.fill(thai.getByLabelText('Name'), 'นม');
  await expect.element(thai.getByRole('button', { name: 'Save translation' })).toBeDisabled();
  expect(onSave).not.toHaveBeenCalled();
});

test('toggled on for a new language, the name is required before anything is sent', async () => {
  const { card, onSave } = await renderCards([]);
  const thai = card('ไทย');
  await userEvent.click(thai.getByLabelText('Allow translations'));
  await userEvent.click(thai.getByRole('button', { name: 'Save translation' }));
  await expect.element(thai.getByText('Name is required')).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
  // Required now: its label carries the asterisk.
  await userEvent.fill(thai.getByRole('textbox', { name: /^Name/ }), 'นม 3%');
  await userEvent.click(thai.getByRole('button', { name: 'Save translation' }));
  await expect
    .poll(() => onSave.mock.calls)
    .toEqual([['th', { productName: 'นม 3%', shortDesc: null, longDesc: null }]]);
});
