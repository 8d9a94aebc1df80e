import type { AdminCategory } from '@grocery/contracts';
import { afterEach, expect, test } from 'vitest';
import { fakeServer, type SentRequest } from '../../../api/testing/fakeServer';
import { renderedRows } from '../../shared/grid/gridTestKit';
import { adminUser, renderSignedInAdmin } from '../../shared/testing/renderSignedInAdmin';
import { CategoryProducts } from './CategoryProducts';

/** A category holding 30 products: its count, as the categories list and editor show it. */
const category: AdminCategory = {
  categoryId: 5,
  categoryName: 'Dairy',
  baseName: 'Dairy',
  active: true,
  imageFile: null,
  externalId: null,
  sortOrder: 1,
  totalProducts: 30,
  userTypeIds: [],
  createdAt: '2026-01-02T03:04:05.000Z',
  modifiedAt: '2026-01-02T03:04:05.000Z',
  version: 1,
};
const linked = Array.from({ length: category.totalProducts }, (_, index) => ({
  productId: 100 + index,
  baseName: `Cheese ${String(index + 1).padStart(2, '0')}`,
  hebrew: `גבינה ${String(index + 1).padStart(2, '0')}`,
}));

/** The Products tab's call, answered as the server does: the asked page, names in the asked language. */
function categoryProductsServer() {
  return fakeServer(({ path, query }: SentRequest) => {
    if (path !== `/api/v2/admin/categories/${category.categoryId}/products`) return undefined;
    const pageIndex = Number(query.get('pageIndex') ?? 0);
    const pageSize = Number(query.get('pageSize') ?? 25);
    const items = linked.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map((product) => ({
      productId: product.productId,
      productName: query.get('languageCode') === 'he' ? product.hebrew : product.baseName,
      baseName: product.baseName,
      barcode: null,
      imageFile: null,
      active: true,
    }));
    return { body: { reject: false, reason: null, total: linked.length, items, pageIndex, pageSize } };
  });
}

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => server?.restore());

test("the Products tab pages 25 of the category's real count, every row of the page on the page", async () => {
  server = categoryProductsServer();
  const screen = await renderSignedInAdmin(<CategoryProducts category={category} />, {
    path: '/categories/5',
    user: adminUser('catalogue:read', 'catalogue:write'),
  });
  await expect.element(screen.getByText('Cheese 01')).toBeVisible();
  expect(renderedRows()).toHaveLength(25);
  await expect.element(screen.getByText('Cheese 25')).toBeInTheDocument();
  await expect.element(screen.getByText('1–25 of 30')).toBeVisible();
  expect(server.sent[0]?.query.get('pageSize')).toBe('25');
  // The tab's grid does not scroll on its own: the page does.
  const box = document.querySelector('.grid-box') as HTMLElement;
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);

  await screen.getByRole('button', { name: 'Next page' }).click();
  await expect.element(screen.getByText('Cheese 26')).toBeVisible();
  expect(renderedRows()).toHaveLength(5);
  await expect.element(screen.getByText('26–30 of 30')).toBeVisible();
});

test("in Hebrew the tab names each product in Hebrew, asking for the page's language", async () => {
  server = categoryProductsServer();
  const screen = await renderSignedInAdmin(<CategoryProducts category={category} />, {
    language: 'he',
    path: '/categories/5',
    user: adminUser('catalogue:read', 'catalogue:write'),
  });
  await expect.element(screen.getByText('גבינה 01')).toBeVisible();
  expect(screen.getByText('Cheese 01').query()).toBeNull();
  expect(server.sent[0]?.query.get('languageCode')).toBe('he');
  // The base name is there on hover.
  expect(screen.getByText('גבינה 01').element().getAttribute('title')).toBe('Cheese 01');
});
