import type { UserTypeSummary } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../../shared/testing/renderAdmin';
import { type DeleteAnswer, DeleteUserType } from './DeleteUserType';

const business: UserTypeSummary = {
  userTypeId: 2,
  name: 'Business',
  description: null,
  categoryIds: [5],
  userCount: 3,
  priceCount: 12,
};

async function renderDelete(answer: DeleteAnswer, language: 'en' | 'he' = 'en') {
  const onDelete = vi.fn(async () => answer);
  const onDeleted = vi.fn();
  const screen = await renderAdmin(
    <DeleteUserType
      userType={business}
      categoryNames={new Map([[5, 'Wholesale']])}
      onDelete={onDelete}
      onDeleted={onDeleted}
    />,
    { language, path: '/user-types/2' },
  );
  return { screen, onDelete, onDeleted };
}

/** The text an element shows now (toHaveTextContent wants the whole of it here, not a part). */
const textOf = (locator: { element: () => Element }) => () => locator.element().textContent ?? '';

test("'Delete user type?' says what happens to its users and prices, and Cancel deletes nothing", async () => {
  const { screen, onDelete } = await renderDelete({ reject: false, removedFromUsers: 3, pricesDropped: 12 });
  await userEvent.click(screen.getByRole('button', { name: 'Delete user type' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete user type?' });
  await expect
    .poll(textOf(dialog))
    .toContain('Its 3 users lose this type (keeping any other types). Its 12 special prices are dropped.');
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(onDelete).not.toHaveBeenCalled();
});

test('the confirmation in Hebrew, and confirming deletes and leaves', async () => {
  const { screen, onDelete, onDeleted } = await renderDelete(
    { reject: false, removedFromUsers: 3, pricesDropped: 12 },
    'he',
  );
  await userEvent.click(screen.getByRole('button', { name: 'מחיקת סוג משתמש' }));
  const dialog = screen.getByRole('dialog', { name: 'למחוק את סוג המשתמש?' });
  await expect.poll(textOf(dialog)).toContain('3 המשתמשים שלו יאבדו את הסוג הזה');
  await expect.poll(textOf(dialog)).toContain('12 המחירים המיוחדים שלו יימחקו.');
  await userEvent.click(dialog.getByRole('button', { name: 'מחיקת סוג משתמש' }));
  await expect.poll(() => onDeleted.mock.calls.length).toBe(1);
  expect(onDelete).toHaveBeenCalledTimes(1);
});

test('ONLY_TYPE_OF_CATEGORY lists the categories to change first, linked to their editors', async () => {
  const { screen, onDeleted } = await renderDelete({
    reject: true,
    reason: 'ONLY_TYPE_OF_CATEGORY',
    categoryIds: [5],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Delete user type' }));
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Delete user type' }));
  const alert = screen.getByRole('alert');
  await expect.poll(textOf(alert)).toContain('it is the only type that sees the categories below');
  await expect
    .element(alert.getByRole('link', { name: 'Wholesale' }))
    .toHaveAttribute('href', '/admin/en/categories/5');
  expect(onDeleted).not.toHaveBeenCalled();
});
