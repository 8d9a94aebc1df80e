import { adminPagePaths, isWebAppPage, storefrontPagePaths } from '@grocery/contracts';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminPageAt } from '../../admin/layout/pageAccess';
import { adminPageTitles } from '../../admin/shared/texts';
import { storefrontPageRoutes } from '../../storefront/routes';
import { storefrontPageTitles } from '../../storefront/shared/texts';
import { adminRoutes, type RouteEntry, storefrontRoutes } from './routeTable';

/** The route tree's shape without elements: enough to check which page a URL reaches. */
function tree(): RouteObject[] {
  const child = (entry: RouteEntry<string>, area: string): RouteObject =>
    entry.path === ''
      ? { index: true, id: `${area}:${entry.page}` }
      : { path: entry.path, id: `${area}:${entry.page}` };
  return [
    {
      id: 'root',
      children: [
        { index: true, id: 'redirect:/en' },
        { path: 'admin', id: 'redirect:/admin/en' },
        { path: 'admin/:lang', id: 'admin', children: adminRoutes.map((entry) => child(entry, 'admin')) },
        {
          path: ':lang',
          id: 'storefront',
          children: [
            ...storefrontRoutes.map((entry) => child(entry, 'shop')),
            { path: '*', id: 'shop:notFound' },
          ],
        },
        { path: '*', id: 'notFound' },
      ],
    },
  ];
}

const adminCases: [string, string][] = [
  ['/admin', 'redirect:/admin/en'],
  ['/admin/en', 'admin:dashboard'],
  ['/admin/en/about', 'admin:about'],
  ['/admin/en/settings', 'admin:settings'],
  ['/admin/he/products', 'admin:products'],
  ['/admin/en/products/new', 'admin:productNew'],
  ['/admin/en/products/12', 'admin:productEdit'],
  ['/admin/en/categories', 'admin:categories'],
  ['/admin/en/categories/new', 'admin:categoryNew'],
  ['/admin/en/categories/5', 'admin:categoryEdit'],
  ['/admin/en/users', 'admin:users'],
  ['/admin/en/users/9', 'admin:userDetails'],
  ['/admin/en/user-type-prices', 'admin:userTypePrices'],
  ['/admin/en/user-types', 'admin:userTypes'],
  ['/admin/en/user-types/new', 'admin:userTypeNew'],
  ['/admin/en/user-types/2', 'admin:userTypeEdit'],
  ['/admin/en/orders', 'admin:orders'],
  ['/admin/en/development/tasks', 'admin:tasks'],
  ['/admin/en/development/tasks/new', 'admin:taskNew'],
  ['/admin/en/development/tasks/33', 'admin:taskEdit'],
  ['/admin/en/regions', 'admin:regions'],
  ['/admin/en/regions/new', 'admin:regionNew'],
  ['/admin/en/regions/blackouts', 'admin:blackouts'],
  ['/admin/en/regions/4', 'admin:regionEdit'],
  ['/admin/th/application', 'admin:application'],
  ['/admin/en/database', 'admin:database'],
];

function pageAt(url: string): string | undefined {
  const matches = matchRoutes(tree(), url);
  return matches?.[matches.length - 1]?.route.id;
}

describe('route table', () => {
  it.each([
    ['/', 'redirect:/en'],
    ['/en', 'shop:home'],
    ['/he/about', 'shop:about'],
    ['/en/sign-up', 'shop:signUp'],
    ['/en/sign-in', 'shop:signIn'],
    ['/en/forgot-password', 'shop:forgotPassword'],
    ['/en/reset-password', 'shop:resetPassword'],
    ['/en/confirm-email', 'shop:confirmEmail'],
    ['/en/my-cart', 'shop:myCart'],
    ['/en/account-settings', 'shop:accountSettings'],
    ['/en/shipping-details', 'shop:shippingDetails'],
    ['/en/products/7', 'shop:products'],
    ['/en/products/7/3', 'shop:products'],
    ['/en/products/details/42', 'shop:productDetails'],
    ['/en/my-orders', 'shop:myOrders'],
    ['/en/orders/A-1001', 'shop:orderDetails'],
    ['/en/order-confirmation/A-1001', 'shop:orderConfirmation'],
    ['/en/payment', 'shop:payment'],
    ['/th/categories', 'shop:categories'],
    ['/en/notifications', 'shop:notifications'],
    ['/en/nope', 'shop:notFound'],
    ['/en/products', 'shop:notFound'],
  ])('storefront %s → %s', (url, page) => {
    expect(pageAt(url)).toBe(page);
  });

  it.each(adminCases)('admin %s → %s', (url, page) => {
    expect(pageAt(url)).toBe(page);
  });

  it.each(adminCases.filter(([, page]) => page.startsWith('admin:')))(
    'the admin layout reads %s as the router does (%s)',
    (url, page) => {
      expect(`admin:${adminPageAt(url)}`).toBe(page);
    },
  );

  it('sends unknown admin paths to the storefront branch, whose language check shows not-found', () => {
    expect(pageAt('/admin/en/nope')).toBe('shop:notFound');
  });

  it('requires admin_access on every admin route', () => {
    expect(adminRoutes.every((entry) => entry.permission === 'admin_access')).toBe(true);
  });

  it.each([
    '/',
    '/en',
    '/he/about',
    '/en/products/7/3',
    '/en/products/details/42',
    '/en/orders/A-1001',
    '/en/nope',
    '/en/products',
    '/en/products/7/3/1',
    '/admin',
    '/admin/en',
    '/admin/en/regions/blackouts',
    '/admin/en/development/tasks/33',
    '/admin/en/nope',
  ])('the server answers %s as a page (200) exactly when the router shows one', (url) => {
    expect(isWebAppPage(url)).toBe(!pageAt(url)?.endsWith('notFound'));
  });
});

describe('page registration', () => {
  it('declares each storefront page at most once; the others show their coming-soon page', () => {
    const declared = storefrontPageRoutes.map((route) => route.page);
    expect(declared.filter((page, index) => declared.indexOf(page) !== index)).toEqual([]);
    expect(declared.filter((page) => !(page in storefrontPagePaths))).toEqual([]);
  });

  it('titles exactly the pages of the contracts, in both areas', () => {
    expect(Object.keys(storefrontPageTitles.en).sort()).toEqual(Object.keys(storefrontPagePaths).sort());
    expect(Object.keys(adminPageTitles.en).sort()).toEqual(Object.keys(adminPagePaths).sort());
  });
});
