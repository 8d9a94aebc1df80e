import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every /api route must declare one in its `config.access`, so no route can
 * be added without an authorization rule; the accounts feature enforces 'user' and permissions.
 */
export type RouteAccess = 'public' | 'user' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function requireAccessRuleOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && route.method !== 'HEAD' && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access rule`);
    }
  });
}
