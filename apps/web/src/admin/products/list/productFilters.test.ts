import { adminProductsPageQuery } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../api/client';
import {
  emptyProductFilters,
  type ProductFilters,
  panelFilterCount,
  parseProductFilters,
  productsListQuery,
} from './productFilters';

const everything: ProductFilters = {
  ...emptyProductFilters,
  q: '  milk ',
  barcode: '729',
  productId: 42,
  externalId: -7,
  priceMin: 0,
  priceMax: 12.5,
  active: 'false',
  image: 'without',
  categoryLink: 'without',
  categoryIds: [5, 3, 5],
  created: { from: '2026-01-01', to: '2026-01-31' },
  modified: { from: null, to: '2026-02-01' },
  synced: { from: '2026-03-01', to: null },
};

/** What the server reads from the query string the web sends (the contract's own schema). */
function serverReads(filters: ProductFilters) {
  const query = productsListQuery(filters) as Record<string, string>;
  const url = new URL(apiUrl('/admin/products', query), 'http://shop');
  return adminProductsPageQuery.parse(Object.fromEntries(url.searchParams));
}

describe('productsListQuery', () => {
  it('sends nothing for empty filters: the server reads its defaults', () => {
    expect(productsListQuery(emptyProductFilters)).toEqual({});
    expect(serverReads(emptyProductFilters)).toEqual({
      pageIndex: 0,
      pageSize: 25,
      sortBy: 'productId',
      sortDir: 'desc',
      languageCode: 'en',
    });
  });

  it('sends every filter so that the server reads what the panel meant', () => {
    expect(serverReads(everything)).toMatchObject({
      q: 'milk',
      barcode: '729',
      productId: 42,
      externalId: -7,
      priceMin: 0,
      priceMax: 12.5,
      active: false,
      hasImage: false,
      hasCategory: false,
      categoryIds: [5, 3],
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      modifiedTo: '2026-02-01',
      syncedFrom: '2026-03-01',
    });
    expect(productsListQuery(everything)).not.toHaveProperty('modifiedFrom');
  });

  it('reads image, category link and active choices both ways', () => {
    expect(serverReads({ ...everything, image: 'with', categoryLink: 'with', active: 'true' })).toMatchObject(
      { hasImage: true, hasCategory: true, active: true },
    );
    expect(
      productsListQuery({ ...emptyProductFilters, image: 'any', categoryLink: 'any', active: 'any' }),
    ).toEqual({});
  });

  it('counts the panel filters set, not the search box', () => {
    expect(panelFilterCount(everything)).toBe(13);
    expect(panelFilterCount({ ...emptyProductFilters, q: 'milk' })).toBe(0);
    expect(panelFilterCount({ ...emptyProductFilters, created: { from: '2026-01-01', to: null } })).toBe(1);
  });
});

describe('parseProductFilters', () => {
  it('reads stored filters back as they were (ids once)', () => {
    const stored = JSON.parse(JSON.stringify(everything));
    expect(parseProductFilters(stored)).toEqual({ ...everything, categoryIds: [5, 3] });
  });

  it('replaces each unreadable part by its empty value', () => {
    const bad = {
      q: 7,
      productId: 1.5,
      priceMin: -1,
      active: 'maybe',
      image: null,
      categoryLink: 'none',
      categoryIds: ['x'],
      created: { from: 'yesterday', to: '2026-01-02' },
      modified: 'no',
    };
    expect(parseProductFilters(bad)).toEqual({
      ...emptyProductFilters,
      created: { from: null, to: '2026-01-02' },
    });
    expect(parseProductFilters(null)).toEqual(emptyProductFilters);
    expect(parseProductFilters('text')).toEqual(emptyProductFilters);
  });
});
