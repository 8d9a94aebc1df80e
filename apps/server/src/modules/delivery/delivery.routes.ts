import { deliveryAdminEndpoints, deliveryEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { deliveryService } from './delivery.service';

const done = { reject: false as const, reason: null };

/** A shopper's delivery slots and hold at checkout; the back office's zone lookup of a point. */
export async function deliveryRoutes(app: AppInstance): Promise<void> {
  const service = deliveryService(app.deps.database.db, app.deps.config.deliveryHoldMinutes);

  serve(app, deliveryEndpoints.availability, async (request, reply) => {
    const found = await service.availability(signedInUser(request).userId, request.query.shippingAddressId);
    if (!found) throw notFound('No such address.');
    reply.header('cache-control', 'private, no-store');
    return { ...done, ...found };
  });

  serve(app, deliveryEndpoints.hold, async (request) => {
    const result = await service.hold(signedInUser(request).userId, request.body);
    if (!result.found) throw notFound('No such address.');
    if (result.reason) return { reject: true as const, reason: result.reason, message: result.message };
    return { ...done, hold: result.hold };
  });

  serve(app, deliveryEndpoints.release, async (request) => {
    await service.release(signedInUser(request).userId);
    return done;
  });

  serve(app, deliveryAdminEndpoints.lookup, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, ...(await service.lookup(request.query)) };
  });
}
