import { permissionGroupSeeds, type User } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { adminPageRoutes } from './index';
import { adminMenu, visibleMenu } from './layout/menu';
import { canOpen } from './layout/pageAccess';
import { adminPageTable, registrationProblems } from './shared/routes';

const pages = adminPageTable(adminPageRoutes);

function userIn(group: keyof typeof permissionGroupSeeds): User {
  return {
    userId: 1,
    email: `${group}@example.com`,
    displayName: group,
    preferredLanguageCode: 'en',
    permissions: [...permissionGroupSeeds[group]],
  };
}

/** The labels of the menu entries the user sees, group by group. */
function menuOf(user: User): string[][] {
  return visibleMenu(adminMenu, (page) => canOpen(user, pages[page])).map((group) =>
    group.items.map((item) => item.label),
  );
}

describe('admin page registration', () => {
  it('has every page of the contracts in exactly one place: a feature routes.ts or plannedPages', () => {
    expect(registrationProblems(adminPageRoutes)).toEqual([]);
  });

  it('finds a page declared twice, or declared while still planned', () => {
    expect(registrationProblems([...adminPageRoutes, pages.dashboard])).toEqual([
      'dashboard: declared 2 times',
    ]);
    expect(registrationProblems(adminPageRoutes, { tasks: ['tasks:read'] })).toEqual([
      'tasks: declared, and still in plannedPages',
    ]);
  });
});

describe('the side menu by permission', () => {
  it('shows the demo admin every entry', () => {
    expect(menuOf(userIn('admin'))).toEqual(adminMenu.map((group) => group.items.map((item) => item.label)));
  });

  it('shows a catalog manager the shop, the dashboard and what their group may read', () => {
    // catalog_manager holds catalogue, pricing, user types and sync reading (permissionGroupSeeds).
    expect(menuOf(userIn('catalog_manager'))).toEqual([
      ['onlineShop', 'dashboard'],
      ['products', 'categories', 'categoryRules', 'promotions'],
      ['userTypes', 'userTypePrices'],
      ['database'],
    ]);
  });

  it('shows someone with admin_access only the shop and the dashboard', () => {
    const user = { ...userIn('admin'), permissions: ['admin_access' as const] };
    expect(menuOf(user)).toEqual([['onlineShop', 'dashboard']]);
  });
});
