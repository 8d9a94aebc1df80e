import type { AdminPageRoute } from '../shared/routes';

const loadDashboard = () => import('./DashboardPage').then((module) => ({ default: module.DashboardPage }));

/** The admin home; about shows the same page (admin spec, route table); settings has its own (0056). */
export const dashboardRoutes: AdminPageRoute[] = [
  { page: 'dashboard', permissions: [], load: loadDashboard },
  { page: 'about', permissions: [], load: loadDashboard },
];
