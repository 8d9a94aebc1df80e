import type { DevTask } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { assigneeOptions, hasChanges, savedFields, taskFormSchema, taskFormValues } from './taskForm';

const task: DevTask = {
  taskId: 5,
  taskName: 'Fix the cart',
  shortDescription: 'Totals are off\nby one',
  status: 'inProgress',
  priority: 'high',
  assignedTo: 9,
  assignedToUserId: 9,
  assignedToDisplayName: 'Avi',
  createdByDisplayName: 'Dana',
  createdAt: '2026-01-02T10:00:00.000Z',
  attachmentsCount: 0,
  version: 3,
  attachments: [],
  comments: [],
};

describe('the task form', () => {
  it('reads as the create request: trimmed, description null when empty, unassigned as null', () => {
    const parsed = taskFormSchema.parse({
      taskName: '  Ship it ',
      shortDescription: '   ',
      status: 'qa',
      priority: 'urgent',
      assignedTo: 'none',
    });
    expect(parsed).toEqual({
      taskName: 'Ship it',
      shortDescription: null,
      status: 'qa',
      priority: 'urgent',
      assignedTo: null,
    });
    expect(taskFormSchema.safeParse({ ...parsed, taskName: '   ', assignedTo: 'none' }).success).toBe(false);
  });

  it('sees no change in spaces around the text, and a change in any field', () => {
    const values = taskFormValues(task);
    expect(hasChanges(task, values)).toBe(false);
    expect(hasChanges(task, { ...values, taskName: ' Fix the cart  ' })).toBe(false);
    expect(hasChanges(task, { ...values, shortDescription: 'Totals are off\r\nby one ' })).toBe(false);
    expect(hasChanges(task, { ...values, status: 'done' })).toBe(true);
    expect(hasChanges(task, { ...values, assignedTo: 'none' })).toBe(true);
    expect(savedFields({ ...values, shortDescription: '' }).shortDescription).toBeNull();
  });

  it("lists 'Unassigned' first and keeps the current assignee when the lookup no longer has them", () => {
    const admins = [{ userId: 2, displayName: 'Dana', email: 'dana@example.com' }];
    expect(assigneeOptions(admins, { userId: 9, displayName: 'Avi' }, 'Unassigned')).toEqual([
      { value: 'none', label: 'Unassigned' },
      { value: 2, label: 'Dana' },
      { value: 9, label: 'Avi' },
    ]);
    expect(assigneeOptions(admins, { userId: 2, displayName: 'Dana' }, 'Unassigned')).toHaveLength(2);
  });
});
