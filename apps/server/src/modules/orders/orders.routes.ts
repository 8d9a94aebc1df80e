import { idempotencyKeyHeader, orderEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { ordersService } from './orders.service';

const done = { reject: false as const, reason: null };

/** Finalize the signed-in user's cart into an order; their order history and order details. */
export async function orderRoutes(app: AppInstance): Promise<void> {
  const service = ordersService(app.deps.database.db, app.deps.config.currencySymbol);

  serve(app, orderEndpoints.finalize, async (request) => {
    const result = await service.finalize(signedInUser(request).userId, {
      ...request.body,
      idempotencyKey: request.headers[idempotencyKeyHeader] ?? null,
    });
    if (result.reason) return { reject: true as const, reason: result.reason, message: result.message };
    return { ...done, order: result.order };
  });

  serve(app, orderEndpoints.list, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, orders: await service.list(signedInUser(request).userId) };
  });

  serve(app, orderEndpoints.order, async (request, reply) => {
    const { orderNumber, languageCode } = request.params;
    const found = await service.order(signedInUser(request).userId, orderNumber, languageCode);
    if (!found) throw notFound('No such order.');
    reply.header('cache-control', 'private, no-store');
    return { ...done, ...found };
  });
}
