import { systemEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { demoStoreCheck, environmentName } from '../../seed/demo-store';

export async function systemRoutes(app: AppInstance): Promise<void> {
  const startedAt = Date.now();
  const isDemo = demoStoreCheck(app.deps.database.db, app.deps.config.seedDemoData);

  serve(app, systemEndpoints.health, async (request) => {
    try {
      await app.deps.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
    }
    return {
      status: 'ok' as const,
      database: app.deps.database.kind,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  });

  serve(app, systemEndpoints.publicConfig, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      currencySymbol: app.deps.config.currencySymbol,
      appVersion: app.deps.version,
      environment: await environmentName(isDemo, app.deps.config.environment),
      mapTileUrl: app.deps.config.map.tileUrl,
      mapAttribution: app.deps.config.map.attribution,
    };
  });

  // The bare JSON route benchmarks compare every endpoint against: no database, no work.
  serve(app, systemEndpoints.ping, async () => ({}));
}
