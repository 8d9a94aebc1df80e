import type { AdminProductRow } from '@grocery/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyProductFilters } from './productFilters';
import {
  arrivingView,
  defaultProductsView,
  type ProductsView,
  parseListPlace,
  parseProductsView,
  readProductsView,
  storedPageFor,
  writeProductsView,
} from './productsView';

const row: AdminProductRow = {
  productId: 9,
  productName: 'חלב 3%',
  baseName: 'Milk 3%',
  barcode: '7290000000001',
  externalId: null,
  posCode: null,
  imageFile: null,
  onlinePrice: 6.9,
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

const request = { pageIndex: 2, pageSize: 25, sort: { key: 'onlinePrice', dir: 'asc' as const } };
const view: ProductsView = {
  filters: { ...emptyProductFilters, q: 'milk', categoryIds: [4] },
  pageIndex: 2,
  sort: request.sort,
  scrollTop: 310,
  page: { request, rows: [row], total: 60 },
};

/** sessionStorage for Node: a map behind the same three methods. */
function memoryStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the stored products view', () => {
  it('reads back what was stored: filters, place and rows', () => {
    expect(parseProductsView(JSON.stringify(view))).toEqual(view);
  });

  it('keeps one view per language', () => {
    memoryStorage();
    writeProductsView('he', view);
    expect(readProductsView('he')).toEqual(view);
    expect(readProductsView('en')).toEqual(defaultProductsView);
    writeProductsView('en', { ...defaultProductsView, pageIndex: 1 });
    expect(readProductsView('he').pageIndex).toBe(2);
    expect(readProductsView('en').pageIndex).toBe(1);
  });

  it('gives the defaults when storage cannot be read, or holds nothing or no JSON', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(readProductsView('en')).toEqual(defaultProductsView);
    expect(parseProductsView(null)).toEqual(defaultProductsView);
    expect(parseProductsView('{oops')).toEqual(defaultProductsView);
  });

  it('drops rows that are not product rows, keeping the rest', () => {
    const broken = { ...view, page: { ...view.page, rows: [{ productId: 'x' }] }, scrollTop: -4 };
    expect(parseProductsView(JSON.stringify(broken))).toEqual({ ...view, page: null, scrollTop: 0 });
  });

  it('shows the stored rows only for the very page asked', () => {
    expect(storedPageFor(view, request)?.rows).toEqual([row]);
    expect(storedPageFor(view, { ...request, pageIndex: 0 })).toBeNull();
    expect(storedPageFor(view, { ...request, sort: null })).toBeNull();
  });
});

describe('the place in the history entry', () => {
  it('wins over the stored place when coming back', () => {
    const place = parseListPlace({ productsList: { pageIndex: 5, sort: null, scrollTop: 80 } });
    expect(place).toEqual({ pageIndex: 5, sort: null, scrollTop: 80 });
    expect(arrivingView(view, place)).toEqual({ ...view, pageIndex: 5, sort: null, scrollTop: 80 });
  });

  it('is absent on a fresh visit: the stored view stands', () => {
    expect(parseListPlace(null)).toBeNull();
    expect(parseListPlace({ other: 1 })).toBeNull();
    expect(arrivingView(view, null)).toBe(view);
  });
});
