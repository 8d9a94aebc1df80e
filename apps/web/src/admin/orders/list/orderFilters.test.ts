import { adminOrdersPageQuery } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyOrderFilters,
  filtersFromParams,
  openOrderOf,
  ordersListQuery,
  panelFilterCount,
  paramsWithFilters,
} from './orderFilters';

const params = (text: string) => new URLSearchParams(text);

describe('orders filters in the URL', () => {
  it("reads the dashboard's links: statuses, days and a product", () => {
    expect(filtersFromParams(params('status=pending'))).toEqual({
      ...emptyOrderFilters,
      statuses: ['pending'],
    });
    expect(filtersFromParams(params('createdFrom=2026-11-22&createdTo=2026-11-28'))).toEqual({
      ...emptyOrderFilters,
      createdFrom: '2026-11-22',
      createdTo: '2026-11-28',
    });
    expect(filtersFromParams(params('productId=12')).productId).toBe(12);
  });

  it('takes statuses comma-joined or repeated, each once, and leaves out what it cannot read', () => {
    expect(
      filtersFromParams(params('status=picking,packed&status=picking&status=refunded')).statuses,
    ).toEqual(['picking', 'packed']);
    const bad = filtersFromParams(params('createdFrom=2026-02-30&createdTo=yesterday&productId=-3&order=x'));
    expect(bad).toEqual(emptyOrderFilters);
    expect(filtersFromParams(params('productId=99999999999')).productId).toBeNull();
  });

  it('puts days the wrong way round in order', () => {
    const filters = filtersFromParams(params('createdFrom=2026-11-28&createdTo=2026-11-22'));
    expect([filters.createdFrom, filters.createdTo]).toEqual(['2026-11-22', '2026-11-28']);
  });

  it('writes the filters back, keeping the open order and dropping empty ones', () => {
    const next = paramsWithFilters(params('order=7&status=pending&q=old'), {
      ...emptyOrderFilters,
      statuses: ['picking', 'packed'],
      createdFrom: '2026-11-01',
    });
    expect(next.toString()).toBe('order=7&status=picking%2Cpacked&createdFrom=2026-11-01');
    expect(filtersFromParams(next).statuses).toEqual(['picking', 'packed']);
  });

  it('makes a list query the server accepts', () => {
    const query = ordersListQuery({
      q: '  noa ',
      statuses: ['pending', 'pending', 'delivery_failed'],
      createdFrom: '2026-11-22',
      createdTo: '2026-11-28',
      productId: 12,
    });
    expect(query).toEqual({
      q: 'noa',
      status: 'pending,delivery_failed',
      createdFrom: '2026-11-22',
      createdTo: '2026-11-28',
      productId: '12',
    });
    expect(adminOrdersPageQuery.parse(query)).toMatchObject({
      status: ['pending', 'delivery_failed'],
      productId: 12,
      pageSize: 25,
      sortBy: 'createdAt',
      sortDir: 'desc',
    });
    expect(ordersListQuery(emptyOrderFilters)).toEqual({});
  });

  it("counts the panel's filters and reads the open order", () => {
    expect(panelFilterCount(emptyOrderFilters)).toBe(0);
    expect(panelFilterCount({ ...emptyOrderFilters, statuses: ['pending'], createdTo: '2026-11-28' })).toBe(
      2,
    );
    expect(openOrderOf(params('order=123'))).toBe(123);
    expect(openOrderOf(params('order=0'))).toBeNull();
    expect(openOrderOf(params(''))).toBeNull();
  });
});
