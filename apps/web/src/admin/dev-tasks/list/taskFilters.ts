import {
  type DevTaskPriority,
  type DevTaskStatus,
  devTaskPriorities,
  devTaskStatuses,
  type devTasksEndpoints,
  type InputOf,
  maxId,
} from '@grocery/contracts';

type ListQuery = InputOf<typeof devTasksEndpoints.page>['query'];

/**
 * The task list's filters, kept in the URL's query string (`?status=qa&priority=urgent&assignedTo=7`,
 * `assignedTo=none` for the unassigned), so Back from a task finds the list as it was.
 */
export type TaskFilters = {
  status: DevTaskStatus | null;
  priority: DevTaskPriority | null;
  /** A user id, 'none' (unassigned), or null (anyone). */
  assignedTo: number | 'none' | null;
};

const filterParams = ['status', 'priority', 'assignedTo'] as const;

const isStatus = (value: string | null): value is DevTaskStatus =>
  (devTaskStatuses as readonly (string | null)[]).includes(value);
const isPriority = (value: string | null): value is DevTaskPriority =>
  (devTaskPriorities as readonly (string | null)[]).includes(value);

/** An assignee as the server reads it: 'none', or a positive whole number up to the largest id. */
function assigneeOf(value: string | null): number | 'none' | null {
  if (value === 'none') return 'none';
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= maxId ? id : null;
}

/** The filters the query string holds; anything unreadable is left out rather than refused. */
export function filtersFromParams(params: URLSearchParams): TaskFilters {
  const status = params.get('status');
  const priority = params.get('priority');
  return {
    status: isStatus(status) ? status : null,
    priority: isPriority(priority) ? priority : null,
    assignedTo: assigneeOf(params.get('assignedTo')),
  };
}

/** The query string with these filters in place of the old ones; other names kept. */
export function paramsWithFilters(params: URLSearchParams, filters: TaskFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterParams) next.delete(name);
  if (filters.status) next.set('status', filters.status);
  if (filters.priority) next.set('priority', filters.priority);
  if (filters.assignedTo !== null) next.set('assignedTo', String(filters.assignedTo));
  return next;
}

/** The filters as the list call's query: empty ones left out. */
export function tasksListQuery(filters: TaskFilters): Partial<ListQuery> {
  const query: Partial<ListQuery> = {};
  if (filters.status) query.status = filters.status;
  if (filters.priority) query.priority = filters.priority;
  if (filters.assignedTo !== null) query.assignedTo = String(filters.assignedTo);
  return query;
}
