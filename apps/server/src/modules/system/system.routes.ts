import { apiPaths, healthResponse, ok, publicConfigResponse } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { HttpError } from '../../http/http-error';

export async function systemRoutes(app: AppInstance): Promise<void> {
  const startedAt = Date.now();

  app.get(
    apiPaths.health,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: healthResponse } } },
    async (request) => {
      try {
        await app.deps.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      return {
        reject: false as const,
        reason: null,
        status: 'ok' as const,
        database: app.deps.database.kind,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  );

  app.get(
    apiPaths.publicConfig,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: publicConfigResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        reject: false as const,
        reason: null,
        currencySymbol: app.deps.config.currencySymbol,
        appVersion: app.deps.version,
        environment: app.deps.config.environment,
        mapTileUrl: app.deps.config.map.tileUrl,
        mapAttribution: app.deps.config.map.attribution,
      };
    },
  );

  // The bare JSON route benchmarks compare every endpoint against: no database, no work.
  app.get(
    apiPaths.ping,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: ok({}) } } },
    async () => ({ reject: false as const, reason: null }),
  );
}
