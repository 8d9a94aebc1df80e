import type { Permission, User } from '@grocery/contracts';
import { type ReactNode, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { LanguageCode } from '../../i18n/language';
import { AppStateProvider, useAppActions, useAppState } from '../../state/appState';
import { type AdminPageRoute, adminPageTable } from '../shared/routes';
import { renderAdmin } from '../shared/testing/renderAdmin';
import { AdminLayout } from './AdminLayout';

/** A built page for the tests: a heading with its name, behind the permissions given. */
function testPage(page: AdminPageRoute['page'], permissions: Permission[], Component?: () => ReactNode) {
  const route: AdminPageRoute = {
    page,
    permissions,
    load: async () => ({ default: Component ?? (() => <h1>{`${page} page`}</h1>) }),
  };
  return route;
}

function SignedIn({ permissions, children }: { permissions: Permission[]; children: ReactNode }) {
  const { setUser, setLoading } = useAppActions();
  useLayoutEffect(() => {
    const user: User = {
      userId: 7,
      displayName: 'Test Admin',
      email: 'admin@example.com',
      preferredLanguageCode: 'en',
      permissions: ['admin_access', ...permissions],
    };
    setUser(user);
    setLoading(false);
  }, [permissions, setUser, setLoading]);
  return children;
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function GlobalError() {
  const { error } = useAppState();
  return error ? <output data-testid="global-error">{error.message}</output> : null;
}

type Options = {
  permissions?: Permission[];
  path?: string;
  language?: LanguageCode;
  routes?: AdminPageRoute[];
};

function renderLayout({ permissions = [], path = '', language = 'en', routes = [] }: Options = {}) {
  const pages = adminPageTable([
    testPage('dashboard', []),
    testPage('products', ['catalogue:read']),
    testPage('users', ['users:read']),
    testPage('orders', ['orders:read']),
    testPage('tasks', ['tasks:read']),
    ...routes,
  ]);
  return renderAdmin(
    <AppStateProvider>
      <SignedIn permissions={permissions}>
        <AdminLayout pages={pages} />
        <Location />
        <GlobalError />
      </SignedIn>
    </AppStateProvider>,
    { language, path },
  );
}

afterEach(async () => {
  await page.viewport(1280, 800);
});

test('the side menu shows only the entries whose page the user may open, and no empty group', async () => {
  const screen = await renderLayout({ permissions: ['catalogue:read'] });
  const menu = screen.getByRole('navigation', { name: 'Administration menu' });
  await expect.element(menu.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect.element(menu.getByRole('link', { name: 'Categories' })).toBeVisible();
  await expect.element(menu.getByRole('link', { name: 'Online Shop' })).toBeVisible();
  await expect.element(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(menu.getByRole('link', { name: 'Users', exact: true }).elements()).toHaveLength(0);
  expect(menu.getByRole('link', { name: 'Orders' }).elements()).toHaveLength(0);
  expect(menu.getByText('Development').elements()).toHaveLength(0);
});

test('a page the user may not open shows the no-access page inside the admin layout', async () => {
  const screen = await renderLayout({ permissions: ['catalogue:read'], path: '/users' });
  await expect.element(screen.getByTestId('no-access')).toBeVisible();
  await expect.element(screen.getByTestId('admin-title')).toHaveTextContent('Users');
  await expect
    .element(screen.getByRole('link', { name: 'Back to the dashboard' }))
    .toHaveAttribute('href', '/admin/en');
  await expect.poll(() => document.title).toBe('No access · Admin · FreshCart');
});

test('a page the user may open is loaded, and the top bar and the tab carry its title', async () => {
  const screen = await renderLayout({ permissions: ['users:read'], path: '/users', language: 'he' });
  await expect.element(screen.getByRole('heading', { name: 'users page' })).toBeVisible();
  await expect.element(screen.getByTestId('admin-title')).toHaveTextContent('משתמשים');
  await expect.poll(() => document.title).toBe('משתמשים · ניהול · FreshCart');
});

test('a page no feature declares shows the coming-soon page', async () => {
  const screen = await renderLayout({ permissions: ['delivery:read'], path: '/regions' });
  await expect.element(screen.getByTestId('coming-soon')).toBeVisible();
});

test('an entry is active on its page and below it; the dashboard on its own path only', async () => {
  const screen = await renderLayout({ permissions: ['catalogue:read'], path: '/products/12' });
  const menu = screen.getByRole('navigation', { name: 'Administration menu' });
  await expect.element(menu.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  await expect.element(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

test('on a desktop the toggle hides and shows the side menu beside the content', async () => {
  const screen = await renderLayout();
  const toggle = screen.getByRole('button', { name: 'Administration menu' });
  const menu = screen.getByRole('navigation', { name: 'Administration menu' });
  await expect.element(menu).toBeVisible();
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  await expect.element(menu).not.toBeInTheDocument();
  await userEvent.click(toggle);
  await expect.element(menu).toBeVisible();
});

test('on a phone the menu is a drawer that closes when an entry is followed', async () => {
  await page.viewport(390, 844);
  const screen = await renderLayout({ permissions: ['catalogue:read'] });
  const menu = screen.getByRole('navigation', { name: 'Administration menu' });
  await expect.element(menu).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Administration menu' }));
  await expect.element(screen.getByRole('dialog')).toBeVisible();
  await userEvent.click(menu.getByRole('link', { name: 'Categories' }));
  await expect.element(screen.getByTestId('location')).toHaveTextContent('/admin/en/categories');
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
});

test('the layout and its phone drawer add no <style> element, which our CSP would refuse', async () => {
  await page.viewport(390, 844);
  const before = document.querySelectorAll('style').length;
  const screen = await renderLayout();
  await userEvent.click(screen.getByRole('button', { name: 'Administration menu' }));
  await expect.element(screen.getByRole('dialog')).toBeVisible();
  expect(document.querySelectorAll('style').length).toBe(before);
});

test('in Hebrew the side menu sits on the right', async () => {
  const screen = await renderLayout({ language: 'he' });
  const menu = screen.getByRole('navigation', { name: 'תפריט ניהול' });
  await expect.element(menu).toBeVisible();
  const box = menu.element().getBoundingClientRect();
  expect(box.left).toBeGreaterThan(window.innerWidth / 2);
});

test('the top bar links to the same page in the other languages', async () => {
  const screen = await renderLayout({ language: 'he', path: '/products' });
  const languages = screen.getByRole('navigation', { name: 'שפות' });
  await expect
    .element(languages.getByRole('link', { name: 'English' }))
    .toHaveAttribute('href', '/admin/en/products');
  expect(languages.getByRole('link', { name: 'עברית' }).elements()).toHaveLength(0);
});

function Broken(): ReactNode {
  throw new Error('broken page');
}

test('a render error in a page raises the application error screen', async () => {
  const screen = await renderLayout({ path: '/about', routes: [testPage('about', [], Broken)] });
  await expect.element(screen.getByTestId('global-error')).toHaveTextContent('broken page');
  await expect.element(screen.getByTestId('admin-topbar')).toBeVisible();
});
