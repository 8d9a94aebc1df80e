import type { AdminPageRoute } from '../shared/routes';

/** The development tasks pages (decision 0050): the list, and the task page (one chunk for new and edit). */
export const developmentRoutes: AdminPageRoute[] = [
  {
    page: 'tasks',
    permissions: ['tasks:read'],
    load: () => import('./TasksPage').then((m) => ({ default: m.TasksPage })),
  },
  {
    page: 'taskNew',
    permissions: ['tasks:write'],
    load: () => import('./TaskPage').then((m) => ({ default: m.TaskNewPage })),
  },
  {
    page: 'taskEdit',
    permissions: ['tasks:read'],
    load: () => import('./TaskPage').then((m) => ({ default: m.TaskEditPage })),
  },
];
