import type { AdminPageRoute } from '../shared/routes';

/** The users pages, each its own lazy chunk; the layout registers them. */
export const usersRoutes: AdminPageRoute[] = [
  {
    page: 'users',
    permissions: ['users:read'],
    load: () => import('./UsersPage').then((m) => ({ default: m.UsersPage })),
  },
  {
    page: 'userDetails',
    permissions: ['users:read'],
    load: () => import('./UserDetailsPage').then((m) => ({ default: m.UserDetailsPage })),
  },
];
