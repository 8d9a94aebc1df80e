import { describe, expect, it } from 'vitest';
import { labelOf } from './fieldLabels';

describe('labelOf', () => {
  const registered = new Map([
    ['name', 'Name'],
    ['period', 'Period'],
  ]);

  it('prefers the labels the page gave over the fields’ own', () => {
    expect(labelOf(['name'], { name: 'Display name' }, registered)).toBe('Display name');
    expect(labelOf(['name'], undefined, registered)).toBe('Name');
  });

  it('falls back to the nearest parent (a date range’s parts), else nothing', () => {
    expect(labelOf(['period', 'to'], undefined, registered)).toBe('Period');
    expect(labelOf(['prices', 0, 'amount'], undefined, registered)).toBeUndefined();
  });
});
