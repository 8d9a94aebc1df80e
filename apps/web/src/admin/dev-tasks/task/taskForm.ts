import {
  type DevTask,
  type DevTaskAssignee,
  type DevTaskCreateRequest,
  devTaskCreateRequest,
  maxId,
} from '@grocery/contracts';
import { z } from 'zod';
import type { SelectOption } from '../../shared/form';

/** The assignee list's value for "nobody" (Mantine's lists hold no null). */
export const unassigned = 'none';

/**
 * The Task Details form on the contract's own schema (name trimmed and required, description
 * trimmed, null when empty); only the assignee is held as the list holds it: a user id or 'none'.
 */
export const taskFormSchema = devTaskCreateRequest.extend({
  assignedTo: z.union([z.literal(unassigned).transform(() => null), z.number().int().min(1).max(maxId)]),
});
export type TaskFormValues = z.input<typeof taskFormSchema>;
export type TaskFields = z.output<typeof taskFormSchema>;

export const newTaskValues: TaskFormValues = {
  taskName: '',
  status: 'created',
  priority: 'medium',
  assignedTo: unassigned,
  shortDescription: '',
};

/** A loaded task as the form edits it. */
export function taskFormValues(task: DevTask): TaskFormValues {
  return {
    taskName: task.taskName,
    status: task.status,
    priority: task.priority,
    assignedTo: task.assignedTo ?? unassigned,
    shortDescription: task.shortDescription ?? '',
  };
}

/** What would be saved from these values: the request's own reading of them (trimmed, null when empty). */
export function savedFields(values: Partial<TaskFormValues>): DevTaskCreateRequest {
  return {
    taskName: (values.taskName ?? '').trim(),
    shortDescription: (values.shortDescription ?? '').trim().replace(/\r\n?/g, '\n') || null,
    status: values.status ?? 'created',
    priority: values.priority ?? 'medium',
    assignedTo:
      values.assignedTo === unassigned || values.assignedTo === undefined ? null : values.assignedTo,
  };
}

/** True when saving these values would change the task (spaces around the text change nothing). */
export function hasChanges(task: DevTask, values: Partial<TaskFormValues>): boolean {
  const now = savedFields(values);
  const before = savedFields(taskFormValues(task));
  return (Object.keys(now) as (keyof DevTaskCreateRequest)[]).some((key) => now[key] !== before[key]);
}

/**
 * The assignee list: 'Unassigned' first, then the admin group's members as the lookup gives them
 * (by display name), and the task's current assignee kept even when no longer among them.
 */
export function assigneeOptions(
  assignees: readonly DevTaskAssignee[],
  current: { userId: number; displayName: string } | null,
  unassignedLabel: string,
): SelectOption[] {
  const options: SelectOption[] = [{ value: unassigned, label: unassignedLabel }];
  for (const person of assignees) options.push({ value: person.userId, label: person.displayName });
  if (current && !assignees.some((person) => person.userId === current.userId))
    options.push({ value: current.userId, label: current.displayName });
  return options;
}
