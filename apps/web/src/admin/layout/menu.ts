import { adminPagePaths } from '@grocery/contracts';
import type { IconName } from '../../components/icons/Icon';
import type { AdminPage } from '../shared/texts';
import { isMenuItemActive } from './activeItem';
import type { AdminLayoutText } from './texts';

type AdminMenuItem = {
  label: AdminLayoutText;
  icon: IconName;
  /** The admin page it opens (its path from the contracts), or `shop`: the storefront's home. */
  page: AdminPage | 'shop';
};

export type AdminMenuGroup = { label?: AdminLayoutText; items: AdminMenuItem[] };

/** The admin side menu (admin spec, "Admin layout"). */
export const adminMenu: AdminMenuGroup[] = [
  {
    items: [
      { label: 'onlineShop', icon: 'store', page: 'shop' },
      { label: 'dashboard', icon: 'dashboard', page: 'dashboard' },
      { label: 'orders', icon: 'orders', page: 'orders' },
    ],
  },
  {
    label: 'catalog',
    items: [
      { label: 'products', icon: 'box', page: 'products' },
      { label: 'categories', icon: 'tag', page: 'categories' },
      { label: 'categoryRules', icon: 'sparkles', page: 'categoryRules' },
      { label: 'promotions', icon: 'coins', page: 'promotions' },
    ],
  },
  {
    label: 'usersGroup',
    items: [
      { label: 'users', icon: 'users', page: 'users' },
      { label: 'userTypes', icon: 'badge', page: 'userTypes' },
      { label: 'userTypePrices', icon: 'coins', page: 'userTypePrices' },
    ],
  },
  { items: [{ label: 'regions', icon: 'map', page: 'regions' }] },
  { label: 'development', items: [{ label: 'tasks', icon: 'tasks', page: 'tasks' }] },
  {
    label: 'system',
    items: [
      { label: 'database', icon: 'database', page: 'database' },
      { label: 'application', icon: 'info', page: 'application' },
      { label: 'settings', icon: 'settings', page: 'settings' },
    ],
  },
];

export function menuItemTarget(item: AdminMenuItem, language: string): string {
  if (item.page === 'shop') return `/${language}`;
  const path = adminPagePaths[item.page];
  return path ? `/admin/${language}/${path}` : `/admin/${language}`;
}

/** Active on its target or below it; the dashboard (the admin root) on its own path only; the shop never. */
export function isItemActive(item: AdminMenuItem, pathname: string, language: string): boolean {
  if (item.page === 'shop') return false;
  return isMenuItemActive(pathname, menuItemTarget(item, language), adminPagePaths[item.page] === '');
}

/** The menu as the user may use it: items whose page they may open; a group left empty goes. */
export function visibleMenu(menu: AdminMenuGroup[], canOpen: (page: AdminPage) => boolean): AdminMenuGroup[] {
  return menu
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.page === 'shop' || canOpen(item.page)),
    }))
    .filter((group) => group.items.length > 0);
}
