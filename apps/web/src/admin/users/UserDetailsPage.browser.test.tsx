import {
  type AdminUserDetails,
  type Permission,
  permissionGroupSeeds,
  permissionNames,
  permissionTitles,
} from '@grocery/contracts';
import { Route, Routes } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fakeServer, type SentRequest } from '../../api/testing/fakeServer';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { permissionTitleTexts } from './texts';
import { UserDetailsPage } from './UserDetailsPage';

/** Decision 0051 on the page: an admin who may grant only part of it edits a user holding more. */
const target: AdminUserDetails = {
  userId: 7,
  displayName: 'Noa Staff',
  email: 'noa@example.com',
  createdAt: '2026-01-02T03:04:05.000Z',
  emailVerified: true,
  userTypes: [],
  permissionGroups: ['developer', 'user_readers'],
  permissions: ['orders:read', 'system:write'],
};
/** The signed-in admin holds these (with admin_access): not system:*, sync:*, nor the seeded groups. */
const caller = adminUser('users:read', 'users:write', 'users:grant', 'orders:read');
const groups = [
  ...Object.entries(permissionGroupSeeds).map(([name, held]) => ({ name, permissions: [...held] })),
  { name: 'user_readers', permissions: ['admin_access', 'users:read'] as Permission[] },
  { name: 'empty_group', permissions: [] as Permission[] },
];

type PutAnswer = { body: unknown } | undefined;

function usersServer(onPut: (request: SentRequest) => PutAnswer = () => undefined) {
  return fakeServer((request) => {
    const ok = { reject: false, reason: null };
    if (request.method === 'PUT' && request.path === '/api/admin/users/7/assignments') return onPut(request);
    if (request.path === '/api/admin/users/7') return { body: { ...ok, user: target } };
    if (request.path === '/api/admin/user-types') return { body: { ...ok, userTypes: [] } };
    if (request.path === '/api/admin/permissions')
      return {
        body: {
          ...ok,
          permissions: permissionNames.map((permission) => ({
            permission,
            name: permissionTitles[permission],
          })),
          groups,
        },
      };
    return undefined;
  });
}

const renderPage = (language: 'en' | 'he' = 'en') =>
  renderSignedInAdmin(
    <Routes>
      <Route path="admin/:language/users/:userId" element={<UserDetailsPage />} />
    </Routes>,
    { language, path: '/users/7', user: caller },
  );

/** The options a multi-select offers, by their visible names. */
async function optionsOf(screen: Awaited<ReturnType<typeof renderPage>>, name: string): Promise<string[]> {
  await userEvent.click(screen.getByRole('combobox', { name, exact: true }));
  const listbox = screen.getByRole('listbox');
  await expect.element(listbox).toBeVisible();
  const options = listbox
    .getByRole('option')
    .elements()
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return options;
}

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => server?.restore());

test('offers only the groups and permissions the admin may grant; the rest the user holds is shown apart', async () => {
  server = usersServer();
  const screen = await renderPage();
  await expect.element(screen.getByRole('heading', { name: 'Noa Staff' })).toBeVisible();

  // Groups all of whose permissions the admin holds: the empty one and user_readers; no seeded group.
  expect((await optionsOf(screen, 'Permission Groups')).sort()).toEqual(['empty_group', 'user_readers']);
  expect(await optionsOf(screen, 'Permissions')).toEqual(
    caller.permissions.map((name) => permissionTitles[name]),
  );

  // developer and system:write are the user's, beyond the admin: named, not in the fields.
  const keptGroups = screen.getByRole('list', { name: 'Other groups, which you cannot change:' });
  await expect.element(keptGroups).toHaveTextContent('developer');
  const keptPermissions = screen.getByRole('list', { name: 'Other permissions, which you cannot change:' });
  await expect.element(keptPermissions).toHaveTextContent(permissionTitles['system:write']);
  await expect.element(screen.getByText(/so they stay as they are when you save/)).toBeVisible();
});

test('a save sends back what the user holds beyond the admin, untouched', async () => {
  server = usersServer(() => ({ body: { reject: false, reason: null, user: target } }));
  const screen = await renderPage();
  await userEvent.click(screen.getByRole('combobox', { name: 'Permission Groups' }));
  await userEvent.click(screen.getByRole('option', { name: 'empty_group' }));
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await expect
    .poll(() => server?.sent.find((request) => request.method === 'PUT')?.body)
    .toEqual({
      userTypeIds: [],
      groups: ['user_readers', 'empty_group', 'developer'],
      permissions: ['orders:read', 'system:write'],
    });
});

test('a refused grant names what was refused, in Hebrew, and keeps the selection', async () => {
  server = usersServer(() => ({
    body: {
      reject: true,
      reason: 'GRANT_NOT_HELD',
      message: 'You may give or take away only what you hold yourself, not: orders:read, user_readers.',
      notGrantable: { permissions: ['orders:read'], groups: ['user_readers'] },
    },
  }));
  const screen = await renderPage('he');
  await expect.element(screen.getByRole('heading', { name: 'Noa Staff' })).toBeVisible();
  // Taken away: one of the admin's own permissions, so the page allows it; the server refuses it.
  const permissions = screen.getByRole('combobox', { name: 'הרשאות', exact: true });
  await userEvent.click(permissions);
  await userEvent.keyboard('{Backspace}');
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'שמירת השינויים' }));

  const alert = screen.getByRole('alert');
  await expect.element(alert.getByText('שמירת פרטי המשתמש נכשלה.')).toBeVisible();
  await expect.element(alert.getByText(/^אפשר להעניק או לשלול רק מה שיש לך בעצמך/)).toBeVisible();
  const names = alert.getByText(`${permissionTitleTexts.he['orders:read']}, user_readers`, { exact: true });
  await expect.element(names).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'שמירת השינויים' })).toBeEnabled();
});
