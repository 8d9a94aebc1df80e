import { adminPagePaths } from '@grocery/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes } from 'react-router-dom';
import { hasPermission, type User } from '../../state/permissions';
import type { AdminPageRoute } from '../shared/routes';
import type { AdminPage } from '../shared/texts';

const pagePatterns = Object.entries(adminPagePaths).map(([page, path]) => ({
  id: page,
  path: `/admin/:lang/${path}`,
}));

/** The admin page a path shows, matched as the router does (`products/new` before `products/:id`). */
export function adminPageAt(pathname: string): AdminPage | undefined {
  return matchRoutes(pagePatterns, pathname)?.at(-1)?.route.id as AdminPage | undefined;
}

/** Whether the user holds every permission the page needs beyond admin_access (the gate checked that). */
export function canOpen(user: User | null, route: AdminPageRoute): boolean {
  return route.permissions.every((permission) => hasPermission(user, permission));
}

const lazyPages = new WeakMap<AdminPageRoute, LazyExoticComponent<ComponentType>>();

/** The page's component, loaded on first use; one per route, so that a page never loads twice. */
export function lazyPage(route: AdminPageRoute): LazyExoticComponent<ComponentType> {
  let Page = lazyPages.get(route);
  if (!Page) {
    Page = lazy(route.load);
    lazyPages.set(route, Page);
  }
  return Page;
}
