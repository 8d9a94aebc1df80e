import type { AdminPageRoute } from '../shared/routes';

/** The category rules page, its own lazy chunk; the layout registers it. */
export const categoryRulesRoutes: AdminPageRoute[] = [
  {
    page: 'categoryRules',
    permissions: ['catalogue:read'],
    load: () => import('./CategoryRulesPage').then((m) => ({ default: m.CategoryRulesPage })),
  },
];
