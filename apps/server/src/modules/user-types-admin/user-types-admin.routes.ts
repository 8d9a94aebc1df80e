import { userTypesAdminEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { userTypePricesService } from './user-type-prices';
import { userTypesAdminService } from './user-types-admin.service';

const done = { reject: false as const, reason: null };

function found<T>(value: T | null): T {
  if (value === null) throw notFound('No such user type.');
  return value;
}

/** User types (customer types): the list any back-office user may read, the editor and the prices page. */
export async function userTypesAdminRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.database.db;
  const service = userTypesAdminService(db);
  const prices = userTypePricesService(db, app.deps.listTotals);
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;

  serve(app, endpoints.list, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, userTypes: await service.list() };
  });

  serve(app, endpoints.userType, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, userType: found(await service.userType(request.params.userTypeId)) };
  });

  serve(app, endpoints.create, async (request) => {
    const result = found(await service.create(actor(request), request.body));
    return result.reject ? result : { ...done, userType: result.userType };
  });

  serve(app, endpoints.update, async (request) => {
    const result = found(await service.update(actor(request), request.params.userTypeId, request.body));
    return result.reject ? result : { ...done, userType: result.userType };
  });

  serve(app, endpoints.remove, async (request) => {
    const result = found(await service.remove(actor(request), request.params.userTypeId));
    if (result.reject) return result;
    return { ...done, removedFromUsers: result.removedFromUsers, pricesDropped: result.pricesDropped };
  });

  serve(app, endpoints.prices, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, ...found(await prices.page(request.params.userTypeId, request.query)) };
  });

  serve(app, endpoints.savePrices, async (request) => {
    const result = found(await prices.save(actor(request), request.params.userTypeId, request.body.prices));
    return result.reject ? result : { ...done, saved: result.saved, rows: result.rows };
  });
}
