import { categoryRulesEndpoints } from '@grocery/contracts';
import { expect, test } from 'vitest';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { UncategorisedNote } from './UncategorisedNote';

const answer = (uncategorised: number) => () => ({ reject: false, reason: null, rules: [], uncategorised });
/** The text an element shows now (toHaveTextContent wants the whole of it here, not a part). */
const textOf = (locator: { element: () => Element }) => () => locator.element().textContent ?? '';
const render = (language: 'en' | 'he' = 'en') =>
  renderSignedInAdmin(<UncategorisedNote finishedAt="2026-11-29T10:00:00.000Z" />, {
    language,
    path: '/database',
    user: adminUser('sync:read', 'catalogue:read'),
  });

test('the imported products in no category, with the way to the rules', async () => {
  fakeEndpoints(answering(categoryRulesEndpoints.list, answer(4870)));
  const screen = await render('he');
  const note = screen.getByTestId('uncategorised');
  await expect.poll(textOf(note)).toContain('מוצרים מיובאים בלי קטגוריה: 4,870. החנות לא מציגה אותם.');
  await expect
    .element(note.getByRole('link', { name: 'הגדרת כללי שיוך' }))
    .toHaveAttribute('href', '/admin/he/category-rules');
});

test('says nothing when every imported product is in a category', async () => {
  fakeEndpoints(answering(categoryRulesEndpoints.list, answer(0)));
  const screen = await render();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.container.querySelector('[data-testid="uncategorised"]')).toBeNull();
});
