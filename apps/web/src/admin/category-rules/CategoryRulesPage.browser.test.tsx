import { type CategoryRule, categoriesAdminEndpoints, categoryRulesEndpoints } from '@grocery/contracts';
import { expect, test } from 'vitest';
import { ApiError } from '../../api/client';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { CategoryRulesPage } from './CategoryRulesPage';

const rule: CategoryRule = {
  ruleId: 9,
  categoryId: 5,
  kind: 'manufacturer',
  words: null,
  manufacturer: 'תנובה',
  codeFrom: null,
  codeTo: null,
  sortOrder: 1,
  products: 40,
  createdAt: '2026-11-29T10:00:00.000Z',
  modifiedAt: '2026-11-29T10:00:00.000Z',
};
const categories = () => ({
  reject: false,
  reason: null,
  total: 1,
  pageIndex: 0,
  pageSize: 100,
  items: [
    {
      categoryId: 5,
      categoryName: 'מוצרי חלב',
      active: true,
      imageFile: null,
      externalId: null,
      sortOrder: 0,
      totalProducts: 40,
      userTypeIds: [],
    },
  ],
});
/** The text an element shows now (toHaveTextContent wants the whole of it here, not a part). */
const textOf = (locator: { element: () => Element }) => () => locator.element().textContent ?? '';
const render = (...permissions: Parameters<typeof adminUser>) =>
  renderSignedInAdmin(<CategoryRulesPage />, {
    language: 'he',
    path: '/category-rules',
    user: adminUser(...permissions),
  });

test('the rules in order with what each matches, its category and products; the uncategorised count', async () => {
  fakeEndpoints(
    answering(categoryRulesEndpoints.list, () => ({
      reject: false,
      reason: null,
      rules: [rule],
      uncategorised: 12,
    })),
    answering(categoriesAdminEndpoints.page, categories),
  );
  const screen = await render('catalogue:read', 'catalogue:write');
  await expect.element(screen.getByText('מתוצרת תנובה')).toBeVisible();
  await expect.element(screen.getByText('מוצרי חלב')).toBeVisible();
  await expect
    .element(screen.getByTestId('uncategorised'))
    .toHaveTextContent('12 מוצרים מיובאים אינם באף קטגוריה.');
  await expect.element(screen.getByRole('button', { name: 'כלל חדש' })).toBeVisible();
});

test('an empty list says how to start; a reader is offered no new rule', async () => {
  fakeEndpoints(
    answering(categoryRulesEndpoints.list, () => ({
      reject: false,
      reason: null,
      rules: [],
      uncategorised: 0,
    })),
    answering(categoriesAdminEndpoints.page, categories),
  );
  const screen = await render('catalogue:read');
  await expect
    .element(screen.getByText('אין עדיין כללים. הוסיפו כלל כדי לשייך מוצרים מיובאים לקטגוריות.'))
    .toBeVisible();
  expect(screen.container.querySelector('button')?.textContent ?? '').not.toContain('כלל חדש');
});

test('a list that cannot be read says so, with its ticket and a retry', async () => {
  fakeEndpoints(
    answering(categoryRulesEndpoints.list, () => {
      throw new ApiError('Something went wrong.', 500, 'INTERNAL_ERROR', 'ticket-7');
    }),
    answering(categoriesAdminEndpoints.page, categories),
  );
  const screen = await render('catalogue:read');
  await expect.element(screen.getByTestId('rules-loading')).toBeInTheDocument();
  const error = screen.getByTestId('page-error');
  // A server fault is tried again once (the admin query client) before the page says so.
  await expect.element(error).toBeVisible();
  expect(textOf(error)()).toContain('טעינת כללי השיוך נכשלה.');
  expect(textOf(error)()).toContain('ticket-7');
  await expect.element(error.getByRole('button', { name: 'ניסיון נוסף' })).toBeVisible();
});
