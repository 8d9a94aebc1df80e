import { systemEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';

const done = { reject: false as const, reason: null };

export async function systemRoutes(app: AppInstance): Promise<void> {
  const startedAt = Date.now();

  serve(app, systemEndpoints.health, async (request) => {
    try {
      await app.deps.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
    }
    return {
      ...done,
      status: 'ok' as const,
      database: app.deps.database.kind,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  });

  serve(app, systemEndpoints.publicConfig, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      ...done,
      currencySymbol: app.deps.config.currencySymbol,
      appVersion: app.deps.version,
      environment: app.deps.config.environment,
      mapTileUrl: app.deps.config.map.tileUrl,
      mapAttribution: app.deps.config.map.attribution,
    };
  });

  // The bare JSON route benchmarks compare every endpoint against: no database, no work.
  serve(app, systemEndpoints.ping, async () => done);
}
