import { categoryTranslationRequest, type LanguageCode } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../testing/renderAdmin';
import { TranslationsEditor } from './TranslationsEditor';

type Loaded = { languageCode: LanguageCode; categoryName: string };

async function renderEditor(translations: Loaded[]) {
  const onSave = vi.fn(async (_language: LanguageCode, _values: Record<string, unknown>) => {});
  const onDelete = vi.fn(async (_language: LanguageCode) => {});
  const screen = await renderAdmin(
    <TranslationsEditor
      fields={[{ name: 'categoryName', label: 'Name', required: true, maxLength: 200 }]}
      request={categoryTranslationRequest}
      base={{ categoryName: 'Dairy' }}
      translations={translations}
      onSave={onSave}
      onDelete={onDelete}
    />,
  );
  const card = (name: string) => screen.getByRole('group', { name });
  return { screen, onSave, onDelete, card };
}

test('each language shows the base text beside its own field', async () => {
  const { card } = await renderEditor([]);
  for (const name of ['English', 'עברית', 'ไทย']) {
    await expect.element(card(name).getByText('Dairy')).toBeVisible();
  }
});

test('Save is disabled while nothing would be saved, and a new translation is saved once toggled on', async () => {
  const { card, onSave } = await renderEditor([]);
  const thai = card('ไทย');
  const save = thai.getByRole('button', { name: 'Save translation' });
  await expect.element(save).toBeDisabled();
  await userEvent.fill(thai.getByRole('textbox', { name: 'Name' }), 'นม');
  await expect.element(save).toBeDisabled();
  await userEvent.click(thai.getByLabelText('Allow translations'));
  await expect.element(save).toBeEnabled();
  await userEvent.click(save);
  await expect.poll(() => onSave.mock.calls).toEqual([['th', { categoryName: 'นม' }]]);
});

test('an existing translation: unchanged means disabled, changed saves the new text', async () => {
  const { card, onSave, onDelete } = await renderEditor([{ languageCode: 'he', categoryName: 'מוצרי חלב' }]);
  const hebrew = card('עברית');
  const save = hebrew.getByRole('button', { name: 'Save translation' });
  await expect.element(hebrew.getByRole('textbox', { name: 'Name' })).toHaveValue('מוצרי חלב');
  await expect.element(save).toBeDisabled();
  await userEvent.fill(hebrew.getByRole('textbox', { name: 'Name' }), 'חלב וגבינות');
  await userEvent.click(save);
  await expect.poll(() => onSave.mock.calls).toEqual([['he', { categoryName: 'חלב וגבינות' }]]);
  expect(onDelete).not.toHaveBeenCalled();
});

test('toggling off an existing translation enables Save, which deletes it', async () => {
  const { card, onSave, onDelete } = await renderEditor([{ languageCode: 'he', categoryName: 'מוצרי חלב' }]);
  const hebrew = card('עברית');
  await userEvent.click(hebrew.getByLabelText('Allow translations'));
  await expect.element(hebrew.getByText(/deletes this translation/)).toBeVisible();
  await userEvent.click(hebrew.getByRole('button', { name: 'Save translation' }));
  await expect.poll(() => onDelete.mock.calls).toEqual([['he']]);
  expect(onSave).not.toHaveBeenCalled();
});

test('an empty name is refused on the field and nothing is sent', async () => {
  const { card, onSave } = await renderEditor([]);
  const english = card('English');
  await userEvent.click(english.getByLabelText('Allow translations'));
  await userEvent.click(english.getByRole('button', { name: 'Save translation' }));
  await expect.element(english.getByText('Name is required')).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
});
