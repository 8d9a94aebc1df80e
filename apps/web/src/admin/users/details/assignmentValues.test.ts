import { describe, expect, it } from 'vitest';
import { assignmentsFormSchema, assignmentsOf, withKept } from './assignmentValues';

const user = {
  userId: 7,
  displayName: 'Noa',
  email: 'noa@example.com',
  createdAt: '2026-01-02T03:04:05.000Z',
  emailVerified: true,
  userTypes: [{ userTypeId: 2, name: 'Business' }],
  permissionGroups: ['developer'],
  permissions: ['sync:read' as const],
};

describe('the assignments form values', () => {
  it('hold user type ids as text and send them as the contract numbers', () => {
    const values = assignmentsOf(user);
    expect(values.userTypeIds).toEqual(['2']);
    expect(assignmentsFormSchema.parse(values)).toEqual({
      userTypeIds: [2],
      groups: ['developer'],
      permissions: ['sync:read'],
    });
  });

  it('refuse what the contract refuses (an id that is not digits, an unknown permission)', () => {
    expect(assignmentsFormSchema.safeParse({ ...assignmentsOf(user), userTypeIds: ['x'] }).success).toBe(
      false,
    );
    expect(assignmentsFormSchema.safeParse({ ...assignmentsOf(user), userTypeIds: ['0'] }).success).toBe(
      false,
    );
    expect(assignmentsFormSchema.safeParse({ ...assignmentsOf(user), permissions: ['root'] }).success).toBe(
      false,
    );
  });

  it('leave out what is kept apart, and a save adds it back', () => {
    const kept = { groups: ['developer'], permissions: ['sync:read' as const] };
    const values = assignmentsOf(user, kept);
    expect(values).toEqual({ userTypeIds: ['2'], groups: [], permissions: [] });
    expect(withKept(assignmentsFormSchema.parse(values), kept)).toEqual({
      userTypeIds: [2],
      groups: ['developer'],
      permissions: ['sync:read'],
    });
  });
});
