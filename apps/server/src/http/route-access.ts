import { type Access, adminPermission } from '@grocery/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route: its endpoint object's `access` ('public', 'user', or all of a list of
 * permissions), copied into `config.access` when `serve` registers it. Every /api route must come
 * from an endpoint, so none can be added without an authorization rule, and every /api/admin route
 * must require admin_access. http/authentication.ts enforces them (401 without a session, 403
 * without every permission listed).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The methods that change state: they must pass the forgery check (http/authentication.ts). */
export const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The permissions a rule needs; none for 'public' and 'user'. */
export function permissionsOf(access: Access | undefined): readonly string[] {
  return typeof access === 'object' ? access : [];
}

export function requireAccessRuleOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && route.method !== 'HEAD' && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access rule`);
    }
    const isAdminRoute = route.url.startsWith('/api/admin/');
    if (isAdminRoute && !permissionsOf(route.config?.access).includes(adminPermission)) {
      throw new Error(`Admin route ${route.method} ${route.url} must require ${adminPermission}`);
    }
    if (isApi && route.method !== 'HEAD' && !route.config?.endpoint) {
      throw new Error(`Route ${route.method} ${route.url} is not registered from an endpoint object (serve)`);
    }
  });
}
