import { adminPagePaths, storefrontPagePaths } from '@grocery/contracts';
import type { AdminPage } from '../../admin/shared/texts';
import type { Permission } from '../../state/permissions';
import type { StorefrontPage } from '../../storefront/shared/texts';

export type RouteEntry<P extends string> = {
  /** Path below `/{lang}` (storefront) or `/admin/{lang}` (admin); '' is the language's home. */
  path: string;
  page: P;
  permission?: Permission;
};

function entries<P extends string>(paths: Record<P, string>): RouteEntry<P>[] {
  return (Object.keys(paths) as P[]).map((page) => ({ path: paths[page], page }));
}

/** Every storefront route of the spec (section 2), below `/{languageCode}`; paths in the contracts. */
export const storefrontRoutes: RouteEntry<StorefrontPage>[] = entries(storefrontPagePaths);

const admin = 'admin_access' satisfies Permission;

/**
 * Every admin route of the spec (admin section 2), below `/admin/{languageCode}`; all need
 * admin_access. What else each page needs, and what it shows, the admin area's own registration
 * says (admin/index.ts), loaded with the area.
 */
export const adminRoutes: RouteEntry<AdminPage>[] = entries(adminPagePaths).map((entry) => ({
  ...entry,
  permission: admin,
}));
