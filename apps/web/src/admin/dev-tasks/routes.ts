import type { AdminPageRoute } from '../shared/routes';

/** The development tasks pages (decision 0050): the list, and the task page (one chunk for new and edit). */
export const devTasksRoutes: AdminPageRoute[] = [
  {
    page: 'tasks',
    permissions: ['tasks:read'],
    load: () => import('./list/TasksScreen').then((m) => ({ default: m.TasksScreen })),
  },
  {
    page: 'taskNew',
    permissions: ['tasks:write'],
    load: () => import('./task/TaskScreen').then((m) => ({ default: m.TaskNewScreen })),
  },
  {
    page: 'taskEdit',
    permissions: ['tasks:read'],
    load: () => import('./TaskPage').then((m) => ({ default: m.TaskEditPage })),
  },
];
