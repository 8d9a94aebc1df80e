import type { AdminProductRow } from '@grocery/contracts';
import { adminProductRowSchema, type LanguageCode } from '@grocery/contracts';
import { z } from 'zod';
import type { GridRequest, GridSort } from '../../shared/grid';
import { emptyProductFilters, type ProductFilters, parseProductFilters } from './productFilters';

/** The page last shown, kept so that coming back shows it at once (then it is refreshed). */
type StoredPage = { request: GridRequest; rows: AdminProductRow[]; total: number };

/** What the products list keeps for the tab, per language: filters, place, and the rows shown. */
export type ProductsView = {
  filters: ProductFilters;
  pageIndex: number;
  sort: GridSort | null;
  scrollTop: number;
  page: StoredPage | null;
};

/** The place in the list kept in the history entry (navigation state): Back lands there. */
type ListPlace = Pick<ProductsView, 'pageIndex' | 'sort' | 'scrollTop'>;

export const defaultSort: GridSort = { key: 'productId', dir: 'desc' };

export const defaultProductsView: ProductsView = {
  filters: emptyProductFilters,
  pageIndex: 0,
  sort: defaultSort,
  scrollTop: 0,
  page: null,
};

const count = z.number().int().min(0);
const sortSchema = z.object({ key: z.string(), dir: z.enum(['asc', 'desc']) });
const placeSchema = z.object({
  pageIndex: count.catch(0),
  sort: sortSchema.nullable().catch(defaultSort),
  scrollTop: count.catch(0),
});
const pageSchema = z
  .object({
    request: z.object({ pageIndex: count, pageSize: count, sort: sortSchema.nullable() }),
    rows: z.array(adminProductRowSchema),
    total: count,
  })
  .nullable()
  .catch(null);

/** A stored view as text; anything unreadable gives the defaults, a bad part its default. */
export function parseProductsView(text: string | null): ProductsView {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    return defaultProductsView;
  }
  if (typeof value !== 'object' || value === null) return defaultProductsView;
  const record = value as Record<string, unknown>;
  return {
    ...placeSchema.parse(record),
    filters: parseProductFilters(record.filters),
    page: pageSchema.parse(record.page ?? null),
  };
}

/** The place a history entry holds, or null when it holds none (a fresh visit). */
export function parseListPlace(state: unknown): ListPlace | null {
  const place = (state as { productsList?: unknown } | null)?.productsList;
  if (typeof place !== 'object' || place === null) return null;
  return placeSchema.parse(place);
}

/** What the list shows on arrival: the stored view, at the history entry's place when it has one. */
export function arrivingView(stored: ProductsView, place: ListPlace | null): ProductsView {
  return place ? { ...stored, ...place } : stored;
}

/** The stored rows, when they are the page the grid is about to ask for. */
export function storedPageFor(view: ProductsView, request: GridRequest): StoredPage | null {
  const page = view.page;
  if (!page) return null;
  const same =
    page.request.pageIndex === request.pageIndex &&
    page.request.pageSize === request.pageSize &&
    JSON.stringify(page.request.sort) === JSON.stringify(request.sort);
  return same ? page : null;
}

const storageKey = (language: LanguageCode) => `admin-products-view:${language}`;

/** Kept per language in sessionStorage: this tab only, gone when it closes. */
export function readProductsView(language: LanguageCode): ProductsView {
  try {
    return parseProductsView(sessionStorage.getItem(storageKey(language)));
  } catch {
    return defaultProductsView;
  }
}

export function writeProductsView(language: LanguageCode, view: ProductsView): void {
  try {
    sessionStorage.setItem(storageKey(language), JSON.stringify(view));
  } catch (error) {
    console.warn('the products list view could not be kept', error);
  }
}

/** Writes the place into the current history entry (React Router keeps its state under `usr`). */
export function writeListPlace(place: ListPlace): void {
  const state = (window.history.state ?? {}) as { usr?: Record<string, unknown> };
  window.history.replaceState({ ...state, usr: { ...(state.usr ?? {}), productsList: place } }, '');
}
