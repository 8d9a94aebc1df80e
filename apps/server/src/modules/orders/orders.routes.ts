import { idempotencyKeyHeader, orderEndpoints } from '@grocery/contracts';
import { reject } from '../../http/answers';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { ordersService } from './orders.service';

/** Finalize the signed-in user's cart into an order; their order history and order details. */
export async function orderRoutes(app: AppInstance): Promise<void> {
  const { database, config, mailer } = app.deps;
  const service = ordersService(database.db, {
    currencySymbol: config.currencySymbol,
    mailer,
    publicUrl: config.publicUrl,
  });

  serve(app, orderEndpoints.finalize, async (request) => {
    const result = await service.finalize(signedInUser(request).userId, {
      ...request.body,
      idempotencyKey: request.headers[idempotencyKeyHeader] ?? null,
    });
    if (result.reason) return reject(result.reason, { message: result.message });
    return { order: result.order };
  });

  serve(app, orderEndpoints.list, async (request) => {
    const { languageCode } = request.params;
    const { orderNumber } = request.query;
    return { orders: await service.list(signedInUser(request).userId, languageCode, orderNumber) };
  });

  serve(app, orderEndpoints.page, async (request) => {
    return service.page(signedInUser(request).userId, request.params.languageCode, request.query);
  });

  serve(app, orderEndpoints.order, async (request) => {
    const { orderNumber, languageCode } = request.params;
    const found = await service.order(signedInUser(request).userId, orderNumber, languageCode);
    if (!found) throw notFound('No such order.');
    return found;
  });
}
