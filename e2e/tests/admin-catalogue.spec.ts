import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { solidPng } from '../support/images';
import { json, signInAsDemo } from '../support/shoppers';

/**
 * The catalogue back office through the browser, against the real server with the demo data: in
 * Hebrew the admin makes a business-only category and a product in it with two images, a business
 * price and a Thai translation; the business shopper sees it in Thai, an anonymous visitor does not;
 * then the admin sets it and two others out of stock and the shop refuses to sell them. Everything
 * it makes carries its own stamp, so it runs beside the other specs.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const he = {
  categoryName: 'שם',
  createCategory: 'יצירת קטגוריה',
  userTypesTab: 'סוגי משתמשים',
  userTypesLabel: 'סוגי המשתמשים שרואים את הקטגוריה',
  saveUserTypes: 'שמירת סוגי המשתמשים',
  userTypesSaved: 'סוגי המשתמשים נשמרו.',
  productName: 'שם',
  onlinePrice: 'מחיר באתר',
  categoriesTab: 'קטגוריות',
  pricesTab: 'מחירים',
  imagesTab: 'תמונות',
  translationsTab: 'תרגומים',
  businessPrice: 'מחיר עבור Business',
  businessMinimum: 'כמות מינימלית עבור Business',
  save: 'שמירה',
  created: 'המוצר נוצר',
  upload: 'העלאת תמונות',
  uploaded: 'התמונות הועלו',
  setDefaultSecond: 'הגדרת תמונה 2 כברירת מחדל',
  defaultSet: 'תמונת ברירת המחדל נקבעה',
  allowTranslations: 'אפשר תרגום',
  saveTranslation: 'שמירת תרגום',
  translationSaved: 'התרגום נשמר.',
  products: 'מוצרים',
  search: 'חיפוש',
  selectAll: 'בחירת כל השורות בעמוד',
  setOutOfStock: 'הגדרה כאזל מהמלאי',
};

const write = { 'X-Requested-With': 'grocery' };

type ProductAnswer = { reject: boolean; product: { productId: number } };
type ImagesAnswer = { images: { imageFile: string; isDefault: boolean; sortOrder: number }[] };

async function createProduct(request: APIRequestContext, productName: string, categoryIds: number[]) {
  const response = await request.post('/api/admin/products', {
    headers: write,
    data: { productName, onlinePrice: 9.9, categoryIds },
  });
  const answer = (await response.json()) as ProductAnswer;
  expect(answer.reject, JSON.stringify(answer)).toBe(false);
  return answer.product.productId;
}

async function addToCart(request: APIRequestContext, productId: number) {
  const response = await request.post('/api/cart/items', {
    headers: write,
    data: { productId, quantity: 3 },
  });
  return (await response.json()) as { reject: boolean; reason: string | null };
}

const idInUrl = (page: Page, pattern: RegExp) => Number(pattern.exec(page.url())?.[1]);

test.describe('catalogue back office', () => {
  test('in Hebrew the admin makes a business-only product with images, a business price and a Thai name; the business shopper sees it in Thai, an anonymous visitor does not; out of stock, the shop refuses it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = `e2e${Date.now().toString(36)}`;
    await signInAsDemo(page.request, 'admin');

    // A category only the Business user type sees.
    await page.goto('/admin/he/categories/new');
    await page.getByRole('textbox', { name: he.categoryName }).fill(`עסקים ${stamp}`);
    await page.getByRole('button', { name: he.createCategory }).click();
    await expect(page).toHaveURL(/\/admin\/he\/categories\/\d+$/);
    const categoryId = idInUrl(page, /categories\/(\d+)$/);
    await page.getByRole('tab', { name: he.userTypesTab }).click();
    await page.getByRole('combobox', { name: he.userTypesLabel }).click();
    await page.getByRole('option', { name: 'Business' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: he.saveUserTypes }).click();
    await expect(page.getByText(he.userTypesSaved)).toBeVisible();

    // The product: details, its category and a business price with a minimum, in one save.
    await page.goto('/admin/he/products/new');
    await page.getByRole('textbox', { name: he.productName, exact: true }).fill(`גבינת עסקים ${stamp}`);
    await page.getByRole('textbox', { name: he.onlinePrice }).fill('12.90');
    await page.getByRole('tab', { name: he.categoriesTab }).click();
    await page.getByRole('combobox', { name: he.categoriesTab }).click();
    await page.getByRole('option', { name: `עסקים ${stamp}` }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: he.pricesTab }).click();
    await page.getByRole('textbox', { name: he.businessPrice }).fill('8.50');
    await page.getByRole('textbox', { name: he.businessMinimum }).fill('3');
    await page.getByRole('button', { name: he.save, exact: true }).click();
    await expect(page.getByText(he.created)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/he\/products\/\d+$/);
    const productId = idInUrl(page, /products\/(\d+)$/);

    // Two images at once; the second becomes the default.
    await page.getByRole('tab', { name: he.imagesTab }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: he.upload }).click();
    await (await chooser).setFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: solidPng([200, 30, 30]) },
      { name: 'green.png', mimeType: 'image/png', buffer: solidPng([30, 160, 60]) },
    ]);
    await expect(page.getByText(he.uploaded)).toBeVisible();
    await page.getByRole('button', { name: he.setDefaultSecond }).click();
    await expect(page.getByText(he.defaultSet)).toBeVisible();
    const { images } = await json<ImagesAnswer>(page.request, `/api/admin/products/${productId}/images`);
    const byOrder = [...images].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(byOrder).toHaveLength(2);
    expect(byOrder[1]?.isDefault).toBe(true);
    const defaultImage = byOrder[1]?.imageFile as string;

    // A Thai name.
    await page.getByRole('tab', { name: he.translationsTab }).click();
    const thai = page.getByRole('group', { name: 'ไทย' });
    await thai.getByRole('checkbox', { name: he.allowTranslations }).check();
    await thai.getByRole('textbox', { name: he.productName, exact: true }).fill(`ชีสธุรกิจ ${stamp}`);
    await thai.getByRole('button', { name: he.saveTranslation }).click();
    await expect(page.getByText(he.translationSaved)).toBeVisible();

    // The business shopper, in Thai: the Thai name, the default image and the business price.
    const business = await browser.newContext();
    await signInAsDemo(business.request, 'business');
    const shop = await business.newPage();
    await shop.goto(`/th/products/${categoryId}`);
    await shop.getByRole('link', { name: `ชีสธุรกิจ ${stamp}` }).click();
    await expect(shop.getByRole('heading', { level: 1, name: `ชีสธุรกิจ ${stamp}` })).toBeVisible();
    await expect(shop.locator(`img[src*="${defaultImage.replace('.webp', '')}"]`).first()).toBeVisible();
    await expect(shop.getByText('ราคาสำหรับคุณ')).toBeVisible();
    await expect(shop.getByText(/8\.50/).first()).toBeVisible();

    // An anonymous visitor sees neither the category nor the product.
    const visitor = await browser.newContext();
    const categories = await json<{ categories: { categoryId: number }[] }>(
      visitor.request,
      '/api/categories/th',
    );
    expect(categories.categories.map((category) => category.categoryId)).not.toContain(categoryId);
    expect((await visitor.request.get(`/api/products/th/${productId}/details`)).status()).toBe(404);
    const visit = await visitor.newPage();
    await visit.goto(`/th/products/details/${productId}`);
    await expect(visit.getByRole('heading', { level: 1, name: `ชีสธุรกิจ ${stamp}` })).toHaveCount(0);
    await visitor.close();

    // Two more products in the same category; the admin sets all three out of stock at once.
    const others = [
      await createProduct(page.request, `חלב עסקים ${stamp}`, [categoryId]),
      await createProduct(page.request, `חמאת עסקים ${stamp}`, [categoryId]),
    ];
    await page.goto('/admin/he/products');
    await page.getByRole('searchbox', { name: he.search }).fill(stamp);
    const grid = page.getByRole('grid', { name: he.products });
    await expect(grid.getByRole('row')).toHaveCount(4); // the header and the three
    await grid.getByRole('checkbox', { name: he.selectAll }).check();
    await page.getByRole('button', { name: he.setOutOfStock }).click();
    await expect(page.getByText(/עודכנו 3/)).toBeVisible();

    for (const id of [productId, ...others]) {
      const refused = await addToCart(business.request, id);
      expect(refused).toMatchObject({ reject: true, reason: 'OUT_OF_STOCK' });
    }
    await business.close();
  });
});

test.describe('catalogue back office accessibility', () => {
  // axe-core is added as a script tag, which the page's CSP would refuse.
  test.use({ bypassCSP: true });

  // One test per language (each page's axe run takes seconds): they run side by side.
  for (const language of ['he', 'en'] as const) {
    test(`the products, categories, user types and prices pages and the editors, in ${language}, have no serious or critical axe violations`, async ({
      page,
    }) => {
      test.slow();
      await signInAsDemo(page.request, 'admin');
      const { items: rows } = await json<{ items: { productId: number }[] }>(
        page.request,
        '/api/v2/admin/products?pageSize=1',
      );
      const categories = await json<{ items: { categoryId: number }[] }>(
        page.request,
        '/api/v2/admin/categories?pageSize=1',
      );
      const types = await json<{ userTypes: { userTypeId: number }[] }>(
        page.request,
        '/api/admin/user-types',
      );
      const product = rows[0]?.productId;
      const category = categories.items[0]?.categoryId;
      const type = types.userTypes[0]?.userTypeId;
      for (const [path, ready] of [
        ['products', 'grid'],
        [`products/${product}`, 'tablist'],
        ['products/new', 'tablist'],
        ['categories', 'grid'],
        [`categories/${category}`, 'tablist'],
        ['user-types', 'heading'],
        [`user-types/${type}`, 'heading'],
        [`user-type-prices?userType=${type}`, 'grid'],
      ] as const) {
        await page.goto(`/admin/${language}/${path}`);
        await expect(page.getByRole(ready).first()).toBeVisible();
        await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
        const violations = await seriousViolations(page);
        expect(violations, `${language}/${path}: ${describeViolations(violations)}`).toEqual([]);
      }
    });
  }
});
