import { describe, expect, it } from 'vitest';
import { defaultLayout, moveColumn, sanitizeLayout, setColumnVisible } from './gridLayout';

const keys = ['id', 'name', 'email', 'created'];

describe('sanitizeLayout', () => {
  it('gives the default layout for anything unreadable', () => {
    expect(sanitizeLayout(undefined, keys)).toEqual(defaultLayout(keys));
    expect(sanitizeLayout('x', keys)).toEqual(defaultLayout(keys));
  });

  it('drops unknown columns, appends new ones and bounds widths', () => {
    const stored = {
      order: ['email', 'gone', 'id'],
      hidden: ['gone', 'name'],
      widths: { id: 5, email: 240, gone: 99 },
    };
    expect(sanitizeLayout(stored, keys)).toEqual({
      order: ['email', 'id', 'name', 'created'],
      hidden: ['name'],
      widths: { id: 60, email: 240 },
    });
  });

  it('hides the columns hidden by default, in a new layout and when they are new to a stored one', () => {
    expect(defaultLayout(keys, ['email'])).toEqual({ order: keys, hidden: ['email'], widths: {} });
    expect(sanitizeLayout(undefined, keys, ['email']).hidden).toEqual(['email']);
    // A stored layout keeps its own choice for the columns it knew; a column it did not know takes its default.
    expect(
      sanitizeLayout({ order: ['id', 'name', 'email'], hidden: [] }, keys, ['email', 'created']),
    ).toEqual({
      order: keys,
      hidden: ['created'],
      widths: {},
    });
    expect(defaultLayout(['id'], ['id']).hidden).toEqual([]);
  });

  it('reads a layout saved under the snake_case keys of before as the camelCase ones', () => {
    const columns = ['productId', 'productName', 'createdAt'];
    const stored = {
      order: ['created_at', 'product_id'],
      hidden: ['product_name'],
      widths: { created_at: 90 },
    };
    expect(sanitizeLayout(stored, columns)).toEqual({
      order: ['createdAt', 'productId', 'productName'],
      hidden: ['productName'],
      widths: { createdAt: 90 },
    });
  });

  it('never keeps every column hidden', () => {
    expect(sanitizeLayout({ hidden: keys }, keys).hidden).toEqual([]);
  });
});

describe('setColumnVisible', () => {
  it('will not hide the last visible column', () => {
    const layout = { ...defaultLayout(keys), hidden: ['id', 'name', 'email'] };
    expect(setColumnVisible(layout, 'created', false)).toBe(layout);
    expect(setColumnVisible(layout, 'name', true).hidden).toEqual(['id', 'email']);
  });
});

describe('moveColumn', () => {
  it('moves past the visible neighbour', () => {
    const layout = { ...defaultLayout(keys), hidden: ['name'] };
    expect(moveColumn(layout, 'id', 1).order).toEqual(['name', 'email', 'id', 'created']);
    expect(moveColumn(layout, 'email', -1).order).toEqual(['email', 'id', 'name', 'created']);
  });

  it('stays at the edges', () => {
    const layout = defaultLayout(keys);
    expect(moveColumn(layout, 'id', -1)).toBe(layout);
    expect(moveColumn(layout, 'created', 1)).toBe(layout);
  });
});
