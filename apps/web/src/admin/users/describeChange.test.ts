import { describe, expect, it } from 'vitest';
import { describeChange } from './describeChange';

const plain = (_field: string, item: string) => item;

describe('describeChange', () => {
  it('lists only the lists that changed, with their items before and after', () => {
    const before = { userTypeIds: [1], groups: ['admin'], permissions: [] };
    const after = { userTypeIds: [1], groups: ['admin', 'developer'], permissions: ['sync:read'] };
    expect(describeChange(before, after, plain)).toEqual([
      { field: 'groups', before: ['admin'], after: ['admin', 'developer'] },
      { field: 'permissions', before: [], after: ['sync:read'] },
    ]);
  });

  it('names items through the given lookup (user type ids become names)', () => {
    const names: Record<string, string> = { '2': 'Business' };
    const nameOf = (field: string, item: string) => (field === 'userTypeIds' ? (names[item] ?? item) : item);
    expect(describeChange({ userTypeIds: [] }, { userTypeIds: [2, 9] }, nameOf)).toEqual([
      { field: 'userTypeIds', before: [], after: ['Business', '9'] },
    ]);
  });

  it('finds no list in an entry without one (null, text, numbers)', () => {
    expect(describeChange(null, null, plain)).toEqual([]);
    expect(describeChange('x', { sentTo: 'a@b.example', count: 2 }, plain)).toEqual([]);
  });
});
