import { ordersAdminEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { type ChangeResult, ordersAdminService } from './orders-admin.service';

const done = { reject: false as const, reason: null };

function orNotFound<T>(value: T | null): T {
  if (value === null) throw notFound('No such order.');
  return value;
}

/** A change's answer: the order as it became, or the refusal (HTTP 200, nothing written). */
function answer(result: ChangeResult) {
  const found = orNotFound(result);
  return found.reject ? found : { ...done, order: found.order };
}

/**
 * The back office's orders (decision 0046): the grid, an order's panel and lines, and its changes.
 * The dashboard's figures are served by modules/dashboard. Reads are never cached.
 */
export async function ordersAdminRoutes(app: AppInstance): Promise<void> {
  const { database, mailer, config } = app.deps;
  const service = ordersAdminService({ db: database.db, mailer, publicUrl: config.publicUrl });

  serve(app, endpoints.list, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, ...(await service.list(request.query)) };
  });

  serve(app, endpoints.order, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, order: orNotFound(await service.order(request.params.orderId)) };
  });

  serve(app, endpoints.items, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { params, query } = request;
    return { ...done, orderItems: orNotFound(await service.items(params.orderId, query.languageCode)) };
  });

  serve(app, endpoints.changeStatus, async (request) =>
    answer(await service.changeStatus(signedInUser(request).userId, request.params.orderId, request.body)),
  );

  serve(app, endpoints.addNote, async (request) => {
    const order = await service.addNote(signedInUser(request).userId, request.params.orderId, request.body);
    return { ...done, order: orNotFound(order) };
  });

  serve(app, endpoints.recordPicked, async (request) =>
    answer(await service.recordPicked(signedInUser(request).userId, request.params.orderId, request.body)),
  );

  serve(app, endpoints.editShipping, async (request) =>
    answer(await service.editShipping(signedInUser(request).userId, request.params.orderId, request.body)),
  );

  serve(app, endpoints.editContact, async (request) =>
    answer(await service.editContact(signedInUser(request).userId, request.params.orderId, request.body)),
  );
}
