import {
  finalizeOrderRequest,
  finalizeOrderResponse,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  orderParams,
  orderPaths,
  orderResponse,
  ordersParams,
  ordersResponse,
} from '@grocery/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';
import { notFound } from '../../http/http-error';
import type { SessionUser } from '../accounts/sessions';
import { ordersService } from './orders.service';

const tags = ['orders'];
const done = { reject: false as const, reason: null };
const userIdOf = (request: { user: SessionUser | null }) => (request.user as SessionUser).userId;
/** Loose: the validated headers replace the request's, so every other header must stay. */
const finalizeHeaders = z.looseObject({ [idempotencyKeyHeader]: idempotencyKeySchema.optional() });

/** Finalize the signed-in user's cart into an order; their order history and order details. */
export async function orderRoutes(app: AppInstance): Promise<void> {
  const service = ordersService(app.deps.database.db, app.deps.config.currencySymbol);
  const userRoute = { access: 'user' as const };

  app.post(
    orderPaths.finalize,
    {
      config: userRoute,
      schema: {
        tags,
        headers: finalizeHeaders,
        body: finalizeOrderRequest,
        response: { 200: finalizeOrderResponse },
      },
    },
    async (request) => {
      const result = await service.finalize(userIdOf(request), {
        ...request.body,
        idempotencyKey: request.headers[idempotencyKeyHeader] ?? null,
      });
      if (result.reason) return { reject: true as const, reason: result.reason, message: result.message };
      return { ...done, order: result.order };
    },
  );

  app.get(
    orderPaths.orders,
    { config: userRoute, schema: { tags, params: ordersParams, response: { 200: ordersResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ...done, orders: await service.list(userIdOf(request)) };
    },
  );

  app.get(
    orderPaths.order,
    { config: userRoute, schema: { tags, params: orderParams, response: { 200: orderResponse } } },
    async (request, reply) => {
      const { orderNumber, languageCode } = request.params;
      const found = await service.order(userIdOf(request), orderNumber, languageCode);
      if (!found) throw notFound('No such order.');
      reply.header('cache-control', 'private, no-store');
      return { ...done, ...found };
    },
  );
}
