import { describe, expect, it } from 'vitest';
import { defaultUsersView, parseUsersView } from './usersView';

describe('parseUsersView', () => {
  it('reads back what was stored', () => {
    const view = {
      filters: { q: 'noa', permissionGroup: 'admin' },
      pageIndex: 3,
      sort: { key: 'email', dir: 'asc' as const },
      scrollTop: 420,
    };
    expect(parseUsersView(JSON.stringify(view))).toEqual(view);
  });

  it('keeps an unsorted list unsorted', () => {
    expect(parseUsersView(JSON.stringify({ ...defaultUsersView, sort: null })).sort).toBeNull();
  });

  it('gives the defaults for nothing stored or text that is not JSON', () => {
    expect(parseUsersView(null)).toEqual(defaultUsersView);
    expect(parseUsersView('{oops')).toEqual(defaultUsersView);
    expect(parseUsersView('"text"')).toEqual(defaultUsersView);
  });

  it('replaces each bad part by its default', () => {
    const stored = {
      filters: { q: 7, permissionGroup: [] },
      pageIndex: -1,
      sort: { key: 'email', dir: 'up' },
      scrollTop: 1.5,
    };
    expect(parseUsersView(JSON.stringify(stored))).toEqual(defaultUsersView);
  });
});
