import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every /api route must declare one in its `config.access`, so no route can
 * be added without an authorization rule; every /api/admin route must require admin_access.
 * http/authentication.ts enforces them (401 without a session, 403 without the permission).
 */
export type RouteAccess = 'public' | 'user' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const adminPermission = 'admin_access';

/** The methods that change state: they must pass the forgery check (http/authentication.ts). */
export const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function requireAccessRuleOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && route.method !== 'HEAD' && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access rule`);
    }
    const access = route.config?.access;
    const isAdminRoute = route.url.startsWith('/api/admin/');
    if (isAdminRoute && !(typeof access === 'object' && access.permission === adminPermission)) {
      throw new Error(`Admin route ${route.method} ${route.url} must require ${adminPermission}`);
    }
  });
}
