import type { ComponentType } from 'react';
import type { Permission } from '../../state/permissions';
import type { AdminPage } from './texts';

/**
 * One admin page as its feature declares it, in the feature's own `routes.ts`: the page's name
 * (its path comes from the contracts' `adminPagePaths`), the permissions it needs beyond
 * admin_access, and its component, loaded lazily as a chunk of its own.
 */
export type AdminPageRoute = {
  page: AdminPage;
  permissions: Permission[];
  load: () => Promise<{ default: ComponentType }>;
};
