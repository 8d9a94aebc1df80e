/** The admin area's entry: loaded lazily (dynamic import), never part of the storefront's first load. */

export { DashboardPage } from './dashboard/DashboardPage';
export { AdminLayout } from './layout/AdminLayout';
export { AdminComingSoonPage } from './shared/AdminComingSoonPage';
