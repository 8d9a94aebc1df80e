import { permissionGroupSeeds, permissionNames } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { grantScope } from './grantable';

const groups = [
  ...Object.entries(permissionGroupSeeds).map(([name, held]) => ({ name, permissions: [...held] })),
  { name: 'empty_group', permissions: [] },
];
const user = {
  permissionGroups: ['admin', 'dispatcher'],
  permissions: ['tasks:read' as const, 'system:write' as const],
};

describe('what an admin may grant (decision 0051)', () => {
  it('is the permissions it holds and the groups all of whose permissions it holds; the rest the user holds is kept', () => {
    const held = [...permissionGroupSeeds.dispatcher, 'users:grant' as const];
    expect(grantScope(held, permissionNames, groups, user)).toEqual({
      groups: ['dispatcher', 'empty_group'],
      permissions: permissionNames.filter((name) => held.includes(name as never)),
      kept: { groups: ['admin'], permissions: ['system:write'] },
    });
  });

  it('is everything for an admin holding every permission, with nothing kept', () => {
    const scope = grantScope(permissionNames, permissionNames, groups, user);
    expect(scope.groups).toEqual(groups.map((group) => group.name));
    expect(scope.permissions).toEqual([...permissionNames]);
    expect(scope.kept).toEqual({ groups: [], permissions: [] });
  });
});
