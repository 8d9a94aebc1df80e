import { type ComponentType, lazy, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { LazyNotFoundPage } from '../../components/notFound/LazyNotFoundPage';
import { storefrontPageRoutes } from '../../storefront/routes';
import type { StorefrontPageRoute } from '../../storefront/shared/routes';
import type { StorefrontPage } from '../../storefront/shared/texts';
import type { RouteHandle } from '../RequirePermission';
import { Root, RouteErrorScreen } from '../Root';
import { AdminGate, NotFoundInMainLayout, StorefrontGate } from './gates';
import { adminRoutes, type RouteEntry, storefrontRoutes } from './routeTable';

// Every storefront page is a lazily loaded chunk, declared by its feature (storefront/*/routes.ts).
// A page whose code was loaded before (`loadPageAt`) renders at once: the page a server rendered is
// then taken over in one pass, never left waiting behind its Suspense boundary.
const loadedPages = new Map<StorefrontPage, ComponentType>();

async function loadPage(route: StorefrontPageRoute) {
  const module = await route.load();
  loadedPages.set(route.page, module.default);
  return module;
}

const lazyPages: Partial<Record<StorefrontPage, ComponentType>> = Object.fromEntries(
  storefrontPageRoutes.map((route) => [route.page, lazy(() => loadPage(route))]),
);

const StorefrontComingSoonPage = lazy(() =>
  import('../../storefront/shared/StorefrontComingSoonPage').then((module) => ({
    default: module.StorefrontComingSoonPage,
  })),
);

function child<P extends string>(entry: RouteEntry<P>, element?: ReactNode): RouteObject {
  const handle: RouteHandle = { page: entry.page, permission: entry.permission };
  return entry.path === '' ? { index: true, element, handle } : { path: entry.path, element, handle };
}

function StorefrontPageElement({ page }: { page: StorefrontPage }) {
  const Page = loadedPages.get(page) ?? lazyPages[page];
  return Page ? <Page /> : <StorefrontComingSoonPage page={page} />;
}

const storefrontElement = (page: StorefrontPage) => <StorefrontPageElement page={page} />;

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/en" replace /> },
      { path: 'admin', element: <Navigate to="/admin/en" replace /> },
      {
        // The admin area (its own lazy chunk) draws the page the URL names; the storefront's first
        // load knows the admin paths only, so that an unknown one stays not-found.
        path: 'admin/:lang',
        element: <AdminGate />,
        children: adminRoutes.map((entry) => child(entry)),
      },
      {
        path: ':lang',
        element: <StorefrontGate />,
        children: [
          ...storefrontRoutes.map((entry) => child(entry, storefrontElement(entry.page))),
          { path: '*', element: <LazyNotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundInMainLayout /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, {
    future: {
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_relativeSplatPath: true,
      v7_skipActionErrorRevalidation: true,
    },
  });
}

/** The storefront page a path shows, if any (its route's handle). */
export function pageAt(pathname: string): StorefrontPage | undefined {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.page as StorefrontPage | undefined;
}

/** Loads the code of the page at `pathname`: before hydrating the server's HTML of it. */
export async function loadPageAt(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  const route = storefrontPageRoutes.find((candidate) => candidate.page === page);
  if (route) await loadPage(route);
}
