import type { IconName } from '../../components/icons/Icon';
import type { AdminLayoutText } from './texts';

export type AdminMenuItem = {
  label: AdminLayoutText;
  icon: IconName;
  /** Below `/admin/{lang}`; `shop` items go to the storefront `/{lang}` instead. */
  path: string;
  area?: 'admin' | 'shop';
  /** Active only on its own path (the dashboard, whose target is the admin root). */
  exact?: boolean;
};

export type AdminMenuGroup = { label?: AdminLayoutText; items: AdminMenuItem[] };

/** The admin side menu (admin spec, "Admin layout"). */
export const adminMenu: AdminMenuGroup[] = [
  {
    items: [
      { label: 'onlineShop', icon: 'store', path: '', area: 'shop' },
      { label: 'dashboard', icon: 'dashboard', path: '', exact: true },
      { label: 'orders', icon: 'orders', path: 'orders' },
    ],
  },
  {
    label: 'catalog',
    items: [
      { label: 'products', icon: 'box', path: 'products' },
      { label: 'categories', icon: 'tag', path: 'categories' },
    ],
  },
  {
    label: 'usersGroup',
    items: [
      { label: 'users', icon: 'users', path: 'users' },
      { label: 'userTypes', icon: 'badge', path: 'user-types' },
      { label: 'userTypePrices', icon: 'coins', path: 'user-type-prices' },
    ],
  },
  { items: [{ label: 'regions', icon: 'map', path: 'regions' }] },
  { label: 'development', items: [{ label: 'tasks', icon: 'tasks', path: 'development/tasks' }] },
  {
    label: 'system',
    items: [
      { label: 'database', icon: 'database', path: 'database' },
      { label: 'application', icon: 'info', path: 'application' },
      { label: 'settings', icon: 'settings', path: 'settings' },
    ],
  },
];

export function menuItemTarget(item: AdminMenuItem, language: string): string {
  const base = item.area === 'shop' ? `/${language}` : `/admin/${language}`;
  return item.path ? `${base}/${item.path}` : base;
}
