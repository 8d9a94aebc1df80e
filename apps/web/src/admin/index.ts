/**
 * The admin area's entry: loaded lazily (dynamic import), never part of the storefront's first load.
 * Each feature declares its pages in its own routes.ts; they are registered here, once. A page no
 * feature declares shows the coming-soon page (admin/shared/routes.ts).
 */

import { createElement } from 'react';
import { applicationRoutes } from './application/routes';
import { categoriesRoutes } from './categories/routes';
import { categoryRulesRoutes } from './category-rules/routes';
import { dashboardRoutes } from './dashboard/routes';
import { deliveryRoutes } from './delivery/routes';
import { devTasksRoutes } from './dev-tasks/routes';
import { AdminLayout } from './layout/AdminLayout';
import { ordersRoutes } from './orders/routes';
import { posSyncRoutes } from './pos-sync/routes';
import { productsRoutes } from './products/routes';
import { promotionsRoutes } from './promotions/routes';
import { settingsRoutes } from './settings/routes';
import { AdminProviders } from './shared/providers/AdminProviders';
import { type AdminPageRoute, adminPageTable } from './shared/routes';
import { userTypesRoutes } from './user-types/routes';
import { usersRoutes } from './users/routes';

export const adminPageRoutes: AdminPageRoute[] = [
  ...dashboardRoutes,
  ...usersRoutes,
  ...categoriesRoutes,
  ...categoryRulesRoutes,
  ...promotionsRoutes,
  ...userTypesRoutes,
  ...productsRoutes,
  ...ordersRoutes,
  ...deliveryRoutes,
  ...devTasksRoutes,
  ...applicationRoutes,
  ...posSyncRoutes,
  ...settingsRoutes,
];

const pages = adminPageTable(adminPageRoutes);

/** The whole admin area: its providers (Mantine, direction, TanStack Query) around the layout. */
export function AdminArea() {
  return createElement(AdminProviders, null, createElement(AdminLayout, { pages }));
}
