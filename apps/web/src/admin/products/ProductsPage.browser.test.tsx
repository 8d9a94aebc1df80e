import type { AdminProductRow } from '@grocery/contracts';
import { afterEach, expect, test } from 'vitest';
import { fakeServer, type SentRequest } from '../../api/testing/fakeServer';
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
    posCode: null,
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
  };
}

/** The products list call, answered as the server does: 25 of 60, names in the asked language. */
function productsServer() {
  return fakeServer(({ path, query }: SentRequest) => {
    if (path !== '/api/admin/products') return undefined;
    const language = query.get('languageCode') ?? 'en';
    const rows = Array.from({ length: 25 }, (_, index) => productRow(index, language));
    return { body: { reject: false, reason: null, totalResults: 60, rows } };
  });
}

let server: ReturnType<typeof fakeServer> | null = null;
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
    server.sent.find((request) => request.path === '/api/admin/products')?.query.get('languageCode'),
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
