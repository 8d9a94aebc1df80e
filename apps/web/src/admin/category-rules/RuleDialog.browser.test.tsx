import { type CategoryRule, categoryRulesEndpoints as endpoints } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answering, type EndpointRequest, fakeEndpoints } from '../../api/testing/fakeServer';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { RuleDialog } from './RuleDialog';

const categoryOptions = [
  { value: 5, label: 'Dairy' },
  { value: 6, label: 'Bakery' },
];
const dairyRule: CategoryRule = {
  ruleId: 9,
  categoryId: 5,
  kind: 'name_words',
  words: ['חלב'],
  manufacturer: null,
  codeFrom: null,
  codeTo: null,
  sortOrder: 1,
  products: 40,
  createdAt: '2026-11-29T10:00:00.000Z',
  modifiedAt: '2026-11-29T10:00:00.000Z',
};
const milk = ['חלב תנובה 3%', 'חלב עיזים', 'משקה חלב'].map((productName, index) => ({
  productId: 100 + index,
  productName,
}));

/** The rules' endpoints as the server answers them: a preview of the milks, saves that place 3. */
function rulesServer() {
  const saved = vi.fn((request: EndpointRequest) => ({
    reject: false,
    reason: null,
    rule: { ...dairyRule, ...(request.body as object), products: 3 },
  }));
  const removed = vi.fn(() => ({ reject: false, reason: null, unlinked: 40 }));
  const previews: string[] = [];
  fakeEndpoints(
    answering(endpoints.preview, (request) => {
      previews.push(request.query.toString());
      const words = request.query.get('words') ?? '';
      const matched = words.includes('חלב') ? milk : [];
      return { reject: false, reason: null, matches: matched.length, samples: matched };
    }),
    answering(endpoints.create, saved),
    answering(endpoints.update, saved),
    answering(endpoints.remove, removed),
  );
  return { saved, removed, previews };
}

/** The text an element shows now (toHaveTextContent wants the whole of it here, not a part). */
const textOf = (locator: { element: () => Element }) => () => locator.element().textContent ?? '';

async function renderDialog(rule: CategoryRule | null, language: LanguageCode = 'en') {
  const onClose = vi.fn();
  const screen = await renderSignedInAdmin(
    <RuleDialog rule={rule} nextSortOrder={2} categoryOptions={categoryOptions} onClose={onClose} />,
    { language, path: '/category-rules', user: adminUser('catalogue:read', 'catalogue:write') },
  );
  return { screen, onClose };
}

test('a new rule by Hebrew words: the live count and names, then saved with its category', async () => {
  const api = rulesServer();
  const { screen, onClose } = await renderDialog(null);
  const dialog = screen.getByRole('dialog', { name: 'New category rule' });
  await userEvent.type(dialog.getByRole('combobox', { name: 'Words' }), 'חלב{Enter}');
  await expect
    .element(dialog.getByRole('status'))
    .toHaveTextContent('Matches 3 imported products not categorised by hand.');
  await expect.element(dialog.getByText('משקה חלב')).toBeVisible();
  expect(api.previews).toEqual([new URLSearchParams({ kind: 'name_words', words: 'חלב' }).toString()]);

  await userEvent.click(dialog.getByRole('combobox', { name: 'Category' }));
  await userEvent.click(screen.getByRole('option', { name: 'Dairy' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
  await expect.poll(() => onClose.mock.calls.length).toBe(1);
  expect(api.saved.mock.calls[0]?.[0].body).toEqual({
    kind: 'name_words',
    words: ['חלב'],
    categoryId: 5,
    sortOrder: 2,
  });
  await expect.element(screen.getByText('Rule added: it placed 3 products.')).toBeVisible();
});

test('a rule that cannot match is not sent: no word, no category, then a range ending before it starts', async () => {
  const api = rulesServer();
  const { screen } = await renderDialog(null);
  const dialog = screen.getByRole('dialog', { name: 'New category rule' });
  await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
  await expect.element(dialog.getByText('Words: choose at least one')).toBeVisible();
  await expect.element(dialog.getByText('Category is required')).toBeVisible();

  await userEvent.click(dialog.getByRole('combobox', { name: 'Category' }));
  await userEvent.click(screen.getByRole('option', { name: 'Bakery' }));
  await userEvent.click(dialog.getByRole('combobox', { name: 'Match by' }));
  await userEvent.click(screen.getByRole('option', { name: 'POS code range' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'From code' }), '2000');
  await userEvent.type(dialog.getByRole('textbox', { name: 'To code' }), '1000');
  await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
  await expect.element(dialog.getByText('The range must not end before it starts.')).toBeVisible();
  expect(api.saved).not.toHaveBeenCalled();
  expect(api.previews).toEqual([]);
});

test('in Hebrew the dialog reads right to left; a rule is deleted after its confirmation', async () => {
  const api = rulesServer();
  const { screen, onClose } = await renderDialog(dairyRule, 'he');
  const dialog = screen.getByRole('dialog', { name: 'עריכת כלל שיוך' });
  await expect.element(dialog).toBeVisible();
  expect(getComputedStyle(dialog.element()).direction).toBe('rtl');
  await expect
    .element(dialog.getByRole('status'))
    .toHaveTextContent('מתאים ל־3 מוצרים מיובאים שלא שויכו ידנית.');

  await userEvent.click(dialog.getByRole('button', { name: 'מחיקת כלל' }));
  const confirm = screen.getByRole('dialog', { name: 'למחוק את הכלל?' });
  await expect.poll(textOf(confirm)).toContain('40 המוצרים ששויכו על ידו ייצאו מהקטגוריה');
  await userEvent.click(confirm.getByRole('button', { name: 'מחיקת כלל' }));
  await expect.poll(() => api.removed.mock.calls.length).toBe(1);
  await expect.poll(() => onClose.mock.calls.length).toBe(1);
});

test('a category deleted meanwhile is said on the category field', async () => {
  fakeEndpoints(
    answering(endpoints.preview, () => ({ reject: false, reason: null, matches: 0, samples: [] })),
    answering(endpoints.update, () => ({ reject: true, reason: 'UNKNOWN_CATEGORY', field: 'categoryId' })),
  );
  const { screen, onClose } = await renderDialog(dairyRule);
  const dialog = screen.getByRole('dialog', { name: 'Edit category rule' });
  await userEvent.clear(dialog.getByRole('textbox', { name: 'Order' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Order' }), '3');
  await userEvent.click(dialog.getByRole('button', { name: 'Save rule' }));
  await expect.element(dialog.getByText('This category no longer exists. Choose another.')).toBeVisible();
  expect(onClose).not.toHaveBeenCalled();
});
