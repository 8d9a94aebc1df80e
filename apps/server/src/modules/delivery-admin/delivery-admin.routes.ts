import { deliveryAdminEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { HttpError, notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { deliveryBlackoutsService } from './delivery-blackouts';
import { deliveryWindowsService } from './delivery-windows';
import { deliveryZoneTranslationsService } from './delivery-zone-translations';
import { deliveryZonesService, type ZoneSaveResult } from './delivery-zones.service';

function zoneFound<T>(value: T | null): T {
  if (value === null) throw notFound('No such delivery zone.');
  return value;
}

const zoneAnswer = (result: ZoneSaveResult) => {
  const found = zoneFound(result);
  return found.reject ? found : { zone: found.zone };
};

/**
 * The back office's delivery zones, their weekly windows and blackout days (decision 0047). The
 * admin's lookup of a point is served by modules/delivery, beside the shoppers' slots.
 */
export async function deliveryAdminRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.database.db;
  const zones = deliveryZonesService(db);
  const windows = deliveryWindowsService(db);
  const translations = deliveryZoneTranslationsService(db);
  const blackouts = deliveryBlackoutsService(db);
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;

  serve(app, endpoints.listZones, async (request) => {
    return { zones: await zones.list(request.query.languageCode) };
  });

  serve(app, endpoints.zone, async (request) => {
    return { zone: zoneFound(await zones.zone(request.params.deliveryZoneId)) };
  });

  serve(app, endpoints.createZone, async (request) =>
    zoneAnswer(await zones.create(actor(request), request.body)),
  );

  serve(app, endpoints.updateZone, async (request) =>
    zoneAnswer(await zones.update(actor(request), request.params.deliveryZoneId, request.body)),
  );

  serve(app, endpoints.deleteZone, async (request) => ({
    zone: zoneFound(await zones.deactivate(actor(request), request.params.deliveryZoneId)),
  }));

  serve(app, endpoints.saveTranslation, async (request) => {
    const { deliveryZoneId, languageCode } = request.params;
    const translation = await translations.save(
      actor(request),
      deliveryZoneId,
      languageCode,
      request.body.name,
    );
    return { translation: zoneFound(translation) };
  });

  serve(app, endpoints.deleteTranslation, async (request) => {
    const { deliveryZoneId, languageCode } = request.params;
    return zoneFound(await translations.remove(actor(request), deliveryZoneId, languageCode));
  });

  serve(app, endpoints.saveWindows, async (request) => {
    const zoneId = request.params.deliveryZoneId;
    const result = await windows.save(actor(request), zoneId, request.body.windows);
    if ('windows' in result) return { windows: result.windows };
    if (result.problem === 'NO_ZONE') throw notFound('No such delivery zone.');
    if (result.problem === 'UNKNOWN_WINDOW') throw notFound('No such window.');
    throw new HttpError(400, 'BAD_REQUEST', 'A window is listed twice.');
  });

  serve(app, endpoints.listBlackouts, async (request) => {
    return { blackouts: await blackouts.list(request.query.languageCode) };
  });

  serve(app, endpoints.createBlackout, async (request) => {
    const result = await blackouts.create(actor(request), request.body);
    return result.reject ? result : { blackout: result.blackout };
  });

  serve(app, endpoints.deleteBlackout, async (request) => {
    if (!(await blackouts.remove(actor(request), request.params.deliveryBlackoutId))) {
      throw notFound('No such blackout.');
    }
    return {};
  });
}
