import type { LanguageCode } from '@grocery/contracts';
import type { UsersFilters } from './queries';

type Sort = { key: string; dir: 'asc' | 'desc' };

/** What the users list keeps while one visits a user and comes back: filters, page, sort and scroll. */
type UsersView = { filters: UsersFilters; pageIndex: number; sort: Sort | null; scrollTop: number };

export const defaultUsersView: UsersView = {
  filters: { q: '', permissionGroup: null },
  pageIndex: 0,
  sort: { key: 'createdAt', dir: 'desc' },
  scrollTop: 0,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function sortOf(value: unknown): Sort | null {
  if (!isObject(value) || typeof value.key !== 'string') return null;
  return value.dir === 'asc' || value.dir === 'desc' ? { key: value.key, dir: value.dir } : null;
}

/** A stored view as text; anything unreadable gives the defaults, a bad part its default. */
export function parseUsersView(text: string | null): UsersView {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    return defaultUsersView;
  }
  if (!isObject(value)) return defaultUsersView;
  const filters = isObject(value.filters) ? value.filters : {};
  return {
    filters: {
      q: typeof filters.q === 'string' ? filters.q : '',
      permissionGroup: typeof filters.permissionGroup === 'string' ? filters.permissionGroup : null,
    },
    pageIndex: isCount(value.pageIndex) ? value.pageIndex : 0,
    sort: value.sort === null ? null : (sortOf(value.sort) ?? defaultUsersView.sort),
    scrollTop: isCount(value.scrollTop) ? value.scrollTop : 0,
  };
}

const storageKey = (language: LanguageCode) => `admin-users-view:${language}`;

/** Kept per language in sessionStorage: this tab only, gone when it closes. */
export function readUsersView(language: LanguageCode): UsersView {
  try {
    return parseUsersView(sessionStorage.getItem(storageKey(language)));
  } catch {
    return defaultUsersView;
  }
}

export function writeUsersView(language: LanguageCode, view: UsersView): void {
  try {
    sessionStorage.setItem(storageKey(language), JSON.stringify(view));
  } catch (error) {
    console.warn('the users list view could not be kept', error);
  }
}
