import type { AdminUserDetails, UserAssignments } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../../shared/testing/renderAdmin';
import type { KeptAccess } from './assignmentValues';
import { type AssignmentChoices, UserAssignmentsForm } from './UserAssignmentsForm';

const user: AdminUserDetails = {
  userId: 7,
  displayName: 'Noa Shopper',
  email: 'noa@example.com',
  createdAt: '2026-01-02T03:04:05.000Z',
  emailVerified: true,
  userTypes: [],
  permissionGroups: ['developer'],
  permissions: [],
};

const choices: AssignmentChoices = {
  userTypes: [
    { value: '1', label: 'Business' },
    { value: '2', label: 'Employee' },
  ],
  groups: [
    { value: 'admin', label: 'admin' },
    { value: 'developer', label: 'developer' },
  ],
  permissions: [{ value: 'sync:read', label: 'צפייה בסנכרון' }],
};

type Answer = Awaited<ReturnType<Parameters<typeof UserAssignmentsForm>[0]['onSave']>>;
type Options = {
  canGrant?: boolean;
  kept?: KeptAccess;
  onSave?: (values: UserAssignments) => Promise<Answer>;
};

const saved = async (): Promise<Answer> => ({ reject: false, reason: null, user });

async function renderForm({ canGrant = true, kept, onSave = saved }: Options = {}) {
  const onDone = vi.fn();
  const save = vi.fn(onSave);
  const screen = await renderAdmin(
    <UserAssignmentsForm
      user={user}
      choices={choices}
      kept={kept}
      canGrant={canGrant}
      onSave={save}
      onDone={onDone}
    />,
    { language: 'he', path: '/users/7' },
  );
  const chooseUserType = async (name: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: 'סוגי משתמש' }));
    await userEvent.click(screen.getByRole('option', { name }));
  };
  return {
    screen,
    save,
    onDone,
    chooseUserType,
    saveButton: screen.getByRole('button', { name: 'שמירת השינויים' }),
  };
}

test('Save stays disabled until a selection differs from the loaded one', async () => {
  const { screen, saveButton, chooseUserType } = await renderForm();
  await expect.element(saveButton).toBeDisabled();
  await chooseUserType('Business');
  await expect.element(saveButton).toBeEnabled();
  await userEvent.click(screen.getByRole('option', { name: 'Business' }));
  await expect.element(saveButton).toBeDisabled();
});

test('a save sends the three lists with user type ids as numbers, then returns to the list', async () => {
  const { save, onDone, saveButton, chooseUserType } = await renderForm();
  await chooseUserType('Employee');
  await userEvent.click(saveButton);
  await expect.poll(() => onDone.mock.calls.length).toBe(1);
  expect(save).toHaveBeenCalledWith({ userTypeIds: [2], groups: ['developer'], permissions: [] });
});

test('Cancel returns to the list without saving', async () => {
  const { screen, save, onDone, chooseUserType } = await renderForm();
  await chooseUserType('Business');
  await userEvent.click(screen.getByRole('button', { name: 'ביטול' }));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(save).not.toHaveBeenCalled();
});

test('a refused save says why in Hebrew and keeps every selection', async () => {
  const refused = async (): Promise<Answer> => ({ reject: true, reason: 'OWN_ACCESS_REQUIRED' });
  const { screen, save, onDone, saveButton, chooseUserType } = await renderForm({ onSave: refused });
  await chooseUserType('Business');
  await userEvent.click(saveButton);
  const alert = screen.getByRole('alert');
  await expect.element(alert.getByText('שמירת פרטי המשתמש נכשלה.')).toBeVisible();
  await expect.element(alert.getByText(/^אי אפשר לשלול מעצמך את הגישה לממשק הניהול/)).toBeVisible();
  expect(onDone).not.toHaveBeenCalled();
  // Still changed, and a second try sends the same selection.
  await expect.element(saveButton).toBeEnabled();
  await userEvent.click(saveButton);
  await expect.poll(() => save.mock.calls.length).toBe(2);
  expect(save.mock.calls[1]?.[0]).toEqual({ userTypeIds: [1], groups: ['developer'], permissions: [] });
});

test('without users:grant, groups and permissions are read-only and sent back as loaded', async () => {
  const { screen, save, saveButton, chooseUserType } = await renderForm({ canGrant: false });
  await expect.element(screen.getByRole('combobox', { name: 'קבוצות הרשאה' })).toBeDisabled();
  await expect.element(screen.getByRole('combobox', { name: 'הרשאות', exact: true })).toBeDisabled();
  await chooseUserType('Business');
  await userEvent.click(saveButton);
  await expect.poll(() => save.mock.calls.length).toBe(1);
  expect(save).toHaveBeenCalledWith({ userTypeIds: [1], groups: ['developer'], permissions: [] });
});

test('what the user holds beyond the admin is shown apart, not changeable, and sent back with a save', async () => {
  const { screen, save, saveButton, chooseUserType } = await renderForm({
    kept: { groups: ['developer'], permissions: ['system:write'] },
  });
  const keptGroups = screen.getByRole('list', { name: 'קבוצות נוספות, שאין באפשרותך לשנות:' });
  await expect.element(keptGroups).toHaveTextContent('developer');
  const keptPermissions = screen.getByRole('list', { name: 'הרשאות נוספות, שאין באפשרותך לשנות:' });
  await expect.element(keptPermissions).toHaveTextContent('שינוי הגדרות המערכת');
  // Not in the field: Clear and Backspace there cannot take it away.
  const groups = screen.getByRole('combobox', { name: 'קבוצות הרשאה' });
  await userEvent.click(groups);
  await userEvent.keyboard('{Backspace}');
  await chooseUserType('Business');
  await userEvent.click(saveButton);
  await expect.poll(() => save.mock.calls.length).toBe(1);
  expect(save).toHaveBeenCalledWith({
    userTypeIds: [1],
    groups: ['developer'],
    permissions: ['system:write'],
  });
});
