import { deliveryAdminEndpoints, deliveryEndpoints } from '@grocery/contracts';
import { reject } from '../../http/answers';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { deliveryService } from './delivery.service';

/** A shopper's delivery slots and hold at checkout; the back office's zone lookup of a point. */
export async function deliveryRoutes(app: AppInstance): Promise<void> {
  const service = deliveryService(app.deps.database.db, app.deps.config.deliveryHoldMinutes);

  serve(app, deliveryEndpoints.availability, async (request) => {
    const { shippingAddressId, languageCode } = request.query;
    const found = await service.availability(signedInUser(request).userId, shippingAddressId, languageCode);
    if (!found) throw notFound('No such address.');
    return found;
  });

  serve(app, deliveryEndpoints.hold, async (request) => {
    const result = await service.hold(signedInUser(request).userId, request.body);
    if (!result.found) throw notFound('No such address.');
    if (result.reason) return reject(result.reason, { message: result.message });
    return { hold: result.hold };
  });

  serve(app, deliveryEndpoints.release, async (request) => {
    await service.release(signedInUser(request).userId);
    return {};
  });

  serve(app, deliveryAdminEndpoints.lookup, async (request) => {
    const { languageCode, ...point } = request.query;
    return service.lookup(point, languageCode);
  });
}
