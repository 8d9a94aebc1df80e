import type { AdminPageRoute } from '../shared/routes';

const loadDashboard = () => import('./DashboardPage').then((module) => ({ default: module.DashboardPage }));

/** The admin home; about and settings show the same page (admin spec, route table). */
export const dashboardRoutes: AdminPageRoute[] = [
  { page: 'dashboard', permissions: [], load: loadDashboard },
  { page: 'about', permissions: [], load: loadDashboard },
  { page: 'settings', permissions: ['system:read'], load: loadDashboard },
];
