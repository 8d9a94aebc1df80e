import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { json, signInAsDemo } from '../support/shoppers';

/**
 * Every page names itself in the browser tab, in its language: `{page} · FreshCart`, with the
 * category's or the product's name on the list and details pages. The texts are written out here
 * on purpose (the pages' own dictionaries are not imported).
 */

const titles = {
  en: {
    home: 'Fresh groceries, delivered to your door',
    about: 'About us',
    categories: 'Categories',
    myCart: 'My cart',
    signIn: 'Sign in',
    notFound: 'Page not found',
    noAccess: 'No access',
    page2: 'Page 2',
  },
  he: {
    home: 'מצרכים טריים, עד הדלת',
    about: 'אודותינו',
    categories: 'קטגוריות',
    myCart: 'העגלה שלי',
    signIn: 'התחברות',
    notFound: 'הדף לא נמצא',
    noAccess: 'אין גישה',
    page2: 'עמוד 2',
  },
} as const;

type Language = keyof typeof titles;

/** A category with a second page, and its first product, named in the language. */
async function namedPlaces(request: APIRequestContext, language: Language) {
  const { categories } = await json<{ categories: { categoryId: number; categoryName: string }[] }>(
    request,
    `/api/categories/${language}`,
  );
  for (const category of categories) {
    const page = await json<{ total: number; products: { productId: number; productName: string }[] }>(
      request,
      `/api/products/${language}/${category.categoryId}/0`,
    );
    const product = page.products[0];
    if (product && page.total > page.products.length) return { category, product };
  }
  throw new Error('No category with a second page in the demo catalogue');
}

async function titleOf(page: Page, path: string, expected: string): Promise<string> {
  await page.goto(path);
  await expect(page).toHaveTitle(`${expected} · FreshCart`, { timeout: 15_000 });
  return page.title();
}

for (const language of ['en', 'he'] as const) {
  test(`pages have their own titles in ${language}`, async ({ page }) => {
    test.slow();
    const t = titles[language];
    const { category, product } = await namedPlaces(page.request, language);
    const at = (path: string) => `/${language}${path}`;
    const seen = [
      await titleOf(page, at(''), t.home),
      await titleOf(page, at('/about'), t.about),
      await titleOf(page, at('/categories'), t.categories),
      await titleOf(page, at(`/products/${category.categoryId}/0`), category.categoryName),
      await titleOf(page, at(`/products/${category.categoryId}/1`), `${category.categoryName} · ${t.page2}`),
      await titleOf(page, at(`/products/details/${product.productId}`), product.productName),
      await titleOf(page, at('/my-cart'), t.myCart),
      await titleOf(page, at('/sign-in'), t.signIn),
      await titleOf(page, at('/no-such-page'), t.notFound),
      await titleOf(page, `/admin/${language}`, t.noAccess),
    ];
    expect(new Set(seen).size, seen.join('\n')).toBe(seen.length);

    // Moving inside the app (no reload) renames the tab too.
    await page.goto(at('/categories'));
    await page
      .getByRole('link', { name: new RegExp(category.categoryName) })
      .first()
      .click();
    await expect(page).toHaveTitle(`${category.categoryName} · FreshCart`, { timeout: 15_000 });
  });
}

test('admin pages are titled by their page name and the admin area, in en and he', async ({ page }) => {
  await signInAsDemo(page.request, 'admin');
  await titleOf(page, '/admin/en', 'Dashboard · Admin');
  await titleOf(page, '/admin/en/settings', 'Settings · Admin');
  await titleOf(page, '/admin/en/products', 'Products · Admin');
  await titleOf(page, '/admin/en/users/1', 'User details · Admin');
  await titleOf(page, '/admin/he/products', 'מוצרים · ניהול');
  await titleOf(page, '/admin/he/orders', 'הזמנות · ניהול');
});
