import {
  type AdminCategoryRow,
  type AdminProductRow,
  categoriesAdminEndpoints,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../api/client';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import { renderedRows, rowElement } from '../shared/grid/gridTestKit';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { ProductsPage } from './ProductsPage';

const names: Record<string, { he: string; th?: string }> = {
  'Milk 3%': { he: 'חלב 3%', th: 'นม 3%' },
  Bread: { he: 'לחם' },
};

function productRow(index: number, language: string): AdminProductRow {
  const baseName = Object.keys(names)[index] ?? `Product ${index + 1}`;
  const translated = names[baseName]?.[language as 'he' | 'th'];
  return {
    productId: 1000 - index,
    productName: translated ?? baseName,
    baseName,
    barcode: null,
    externalId: null,
    posCode: index === 0 ? '0072900001' : null,
    imageFile: null,
    onlinePrice: 5,
    consumerPrice: null,
    promotionPrice: null,
    active: true,
    outOfStock: false,
    unit: 'unit',
    createdAt: '2026-01-02T03:04:05.000Z',
    modifiedAt: '2026-01-02T03:04:05.000Z',
    syncedAt: null,
    shopInactive: false,
    posActive: null,
  };
}

const ok = { reject: false, reason: null } as const;

/** The products list call, answered as the server does: 25 of 60, names in the asked language. */
const productsList = answering(productsAdminEndpoints.page, ({ query }) => {
  const language = query.get('languageCode') ?? 'en';
  const rows = Array.from({ length: 25 }, (_, index) => productRow(index, language));
  return { ...ok, total: 60, items: rows, pageIndex: 0, pageSize: 25 };
});

function categoryRow(categoryId: number, categoryName: string): AdminCategoryRow {
  const row = { categoryId, categoryName, active: true, imageFile: null, externalId: null };
  return { ...row, sortOrder: categoryId, totalProducts: 0, userTypeIds: [] };
}

/** Every category, in the asked language (the pickers read them all). */
const categoriesList = answering(categoriesAdminEndpoints.page, ({ query }) => {
  const hebrew = query.get('languageCode') === 'he';
  const rows = [categoryRow(7, hebrew ? 'מוצרי חלב' : 'Dairy'), categoryRow(8, hebrew ? 'מאפים' : 'Bakery')];
  return { ...ok, total: rows.length, items: rows, pageIndex: 0, pageSize: 100 };
});

function productsServer(...answers: ReturnType<typeof answering>[]) {
  return fakeEndpoints(...answers, productsList, categoriesList);
}

/** The query of the products list calls sent, last last. */
const listQueries = (sent: ReturnType<typeof fakeEndpoints>['sent']) =>
  sent.filter((request) => request.path === productsAdminEndpoints.page.path).map((request) => request.query);

let server: ReturnType<typeof fakeEndpoints> | null = null;
afterEach(() => {
  server?.restore();
  sessionStorage.clear();
});

test("the products grid in Hebrew shows each product's Hebrew name, the base name where it has none", async () => {
  server = productsServer();
  const screen = await renderSignedInAdmin(<ProductsPage />, {
    language: 'he',
    path: '/products',
    user: adminUser('catalogue:read', 'catalogue:write'),
  });
  await expect.element(screen.getByRole('link', { name: 'חלב 3%' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'לחם' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'Product 3' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Milk 3%' }).query()).toBeNull();
  expect(
    server.sent
      .find((request) => request.path === productsAdminEndpoints.page.path)
      ?.query.get('languageCode'),
  ).toBe('he');
  expect(rowElement(0)?.querySelector('a')?.getAttribute('title')).toBe('Milk 3%');
});

test('the products page has one scroll: all 25 rows in the page, the grid box not scrollable', async () => {
  server = productsServer();
  const screen = await renderSignedInAdmin(<ProductsPage />, {
    path: '/products',
    user: adminUser('catalogue:read', 'catalogue:write'),
  });
  await expect.element(screen.getByRole('link', { name: 'Milk 3%' })).toBeVisible();
  expect(renderedRows()).toHaveLength(25);
  const box = document.querySelector('.grid-box') as HTMLElement;
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
  expect((document.scrollingElement as HTMLElement).scrollHeight).toBeGreaterThan(window.innerHeight);
});

test('the "no category" filter, in Hebrew, asks for the products linked to no category', async () => {
  server = productsServer();
  const { sent } = server;
  const screen = await renderSignedInAdmin(<ProductsPage />, {
    language: 'he',
    path: '/products',
    user: adminUser('catalogue:read', 'catalogue:write'),
  });
  await expect.element(screen.getByRole('link', { name: 'לחם' })).toBeVisible();
  expect(listQueries(sent).at(-1)?.has('hasCategory')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'מסננים' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'שיוך לקטגוריה' }));
  await userEvent.click(screen.getByRole('option', { name: 'ללא קטגוריה (לא מוצגים בחנות)' }));
  await userEvent.click(screen.getByRole('button', { name: 'החלת המסננים' }));

  await expect.poll(() => listQueries(sent).at(-1)?.get('hasCategory')).toBe('false');
  expect(listQueries(sent).at(-1)?.get('languageCode')).toBe('he');
  await expect.element(screen.getByRole('button', { name: 'מסננים (1)' })).toBeVisible();
});

test('the POS code column is in the column picker; shown, it sorts on the server; a code typed in the search is sent as its term', async () => {
  server = productsServer();
  const { sent } = server;
  const screen = await renderSignedInAdmin(<ProductsPage />, {
    path: '/products',
    user: adminUser('catalogue:read', 'catalogue:write'),
  });
  await expect.element(screen.getByRole('link', { name: 'Milk 3%' })).toBeVisible();
  expect(screen.getByRole('columnheader', { name: 'POS code' }).query()).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'POS code' }));
  await userEvent.keyboard('{Escape}');
  await expect.element(screen.getByRole('columnheader', { name: 'POS code' })).toBeVisible();
  await expect.poll(() => rowElement(0)?.textContent).toContain('0072900001');

  await userEvent.click(screen.getByRole('button', { name: 'POS code', exact: true }));
  await expect.poll(() => listQueries(sent).at(-1)?.get('sortBy')).toBe('posCode');

  await userEvent.fill(screen.getByLabelText('Search'), '00729');
  await expect.poll(() => listQueries(sent).at(-1)?.get('q')).toBe('00729');

  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Reset layout' }));
  await expect.element(screen.getByRole('columnheader', { name: 'POS code' })).not.toBeInTheDocument();
});

/** Selects the rows of these products (their checkboxes, labelled by product id). */
async function selectRows(
  screen: Awaited<ReturnType<typeof renderSignedInAdmin>>,
  label: string,
  ids: number[],
) {
  for (const id of ids) await userEvent.click(screen.getByRole('checkbox', { name: `${label} ${id}` }));
}

test('selected products are added to a category chosen by its Hebrew name, in one call; the toast counts them', async () => {
  const added = answering(productsAdminEndpoints.bulkAddToCategory, ({ body }) => {
    const { productIds } = body as { productIds: number[] };
    const results = productIds.map((productId) => ({
      productId,
      result: productId === 999 ? 'UNCHANGED' : 'UPDATED',
    }));
    return { ...ok, results };
  });
  server = productsServer(added);
  const { sent } = server;
  const screen = await renderSignedInAdmin(<ProductsPage />, {
    language: 'he',
    path: '/products',
    user: adminUser('catalogue:read', 'catalogue:write'),
  });
  await expect.element(screen.getByRole('link', { name: 'לחם' })).toBeVisible();
  await selectRows(screen, 'בחירת השורה', [1000, 999, 998]);
  const add = screen.getByRole('button', { name: 'הוספה לקטגוריה' });
  await expect.element(add).toBeDisabled();

  await userEvent.click(screen.getByRole('combobox', { name: 'הקטגוריה שאליה יתווספו המוצרים שנבחרו' }));
  await userEvent.click(screen.getByRole('option', { name: 'מוצרי חלב' }));
  const listsBefore = listQueries(sent).length;
  await userEvent.click(add);

  await expect
    .element(screen.getByText('נוספו 2 לקטגוריה מוצרי חלב, כבר היו בה 1, לא נמצאו 0'))
    .toBeVisible();
  const calls = sent.filter((request) => request.path === productsAdminEndpoints.bulkAddToCategory.path);
  expect(calls.map((request) => request.body)).toEqual([{ productIds: [1000, 999, 998], categoryId: 7 }]);
  // The selection is done with, and the list is read again.
  await expect.element(add).not.toBeInTheDocument();
  await expect.poll(() => listQueries(sent).length).toBeGreaterThan(listsBefore);
});

test('a category deleted meanwhile: the toast says so, the categories are read again, the selection stays', async () => {
  const refused = answering(productsAdminEndpoints.bulkAddToCategory, () => {
    throw new ApiError('No such category.', 404, 'UNKNOWN_CATEGORY');
  });
  server = productsServer(refused);
  const { sent } = server;
  const screen = await renderSignedInAdmin(<ProductsPage />, {
    path: '/products',
    user: adminUser('catalogue:read', 'catalogue:write'),
  });
  await expect.element(screen.getByRole('link', { name: 'Bread' })).toBeVisible();
  await selectRows(screen, 'Select row', [999]);
  await userEvent.click(screen.getByRole('combobox', { name: 'Category to add the selected products to' }));
  await userEvent.click(screen.getByRole('option', { name: 'Bakery' }));
  const categoryReads = () =>
    sent.filter((request) => request.path === categoriesAdminEndpoints.page.path).length;
  const readsBefore = categoryReads();
  await userEvent.click(screen.getByRole('button', { name: 'Add to category' }));

  await expect.element(screen.getByText('That category no longer exists; choose another.')).toBeVisible();
  await expect.poll(categoryReads).toBeGreaterThan(readsBefore);
  await expect.element(screen.getByText('1 selected')).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Add to category' })).toBeDisabled();
});
