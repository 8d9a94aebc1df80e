import { adminPagePaths } from '@grocery/contracts';
import { type ComponentType, createElement } from 'react';
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

/**
 * The pages no feature has built yet, with what they will need beyond admin_access; each shows the
 * coming-soon page. A feature that builds one declares it in its own routes.ts and takes it off
 * this list: every page is in exactly one place (admin/index.test.ts).
 */
export const plannedPages: Partial<Record<AdminPage, Permission[]>> = {};

export const adminPages = Object.keys(adminPagePaths) as AdminPage[];

function comingSoonRoute(page: AdminPage, permissions: Permission[]): AdminPageRoute {
  return {
    page,
    permissions,
    load: () =>
      import('./AdminComingSoonPage').then((module) => ({
        default: () => createElement(module.AdminComingSoonPage, { page }),
      })),
  };
}

/** Every admin page's route: the one a feature declares, otherwise its coming-soon page. */
export function adminPageTable(declared: AdminPageRoute[]): Record<AdminPage, AdminPageRoute> {
  const byPage = new Map(declared.map((route) => [route.page, route]));
  return Object.fromEntries(
    adminPages.map((page) => [page, byPage.get(page) ?? comingSoonRoute(page, plannedPages[page] ?? [])]),
  ) as Record<AdminPage, AdminPageRoute>;
}

/**
 * Why the registration is wrong, one line per page: declared twice, declared and still planned,
 * neither, or not a page of the contracts. Empty when every page is in exactly one place.
 */
export function registrationProblems(
  declared: AdminPageRoute[],
  planned: Partial<Record<AdminPage, Permission[]>> = plannedPages,
): string[] {
  const known = new Set<string>(adminPages);
  return [...new Set([...adminPages, ...declared.map((route) => route.page)])].flatMap((page) => {
    const declarations = declared.filter((route) => route.page === page).length;
    const isPlanned = page in planned;
    if (!known.has(page)) return [`${page}: no such page in the contracts' adminPagePaths`];
    if (declarations > 1) return [`${page}: declared ${declarations} times`];
    if (declarations === 1 && isPlanned) return [`${page}: declared, and still in plannedPages`];
    if (declarations === 0 && !isPlanned) return [`${page}: neither declared nor in plannedPages`];
    return [];
  });
}
