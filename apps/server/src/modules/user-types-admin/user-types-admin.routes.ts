import { userTypesAdminEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { serveList } from '../../http/list-page';
import { signedInUser } from '../../http/session-user';
import { userTypePricesService } from './user-type-prices';
import { userTypesAdminService } from './user-types-admin.service';

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

  serve(app, endpoints.list, async () => {
    return { userTypes: await service.list() };
  });

  serve(app, endpoints.userType, async (request) => {
    return { userType: found(await service.userType(request.params.userTypeId)) };
  });

  serve(app, endpoints.create, async (request) => {
    const result = found(await service.create(actor(request), request.body));
    return result.reject ? result : { userType: result.userType };
  });

  serve(app, endpoints.update, async (request) => {
    const result = found(await service.update(actor(request), request.params.userTypeId, request.body));
    return result.reject ? result : { userType: result.userType };
  });

  serve(app, endpoints.remove, async (request) => {
    const result = found(await service.remove(actor(request), request.params.userTypeId));
    if (result.reject) return result;
    return { removedFromUsers: result.removedFromUsers, pricesDropped: result.pricesDropped };
  });

  serveList(app, endpoints.prices, endpoints.pricesPage, async (request) => {
    return found(await prices.page(request.params.userTypeId, request.query));
  });

  serve(app, endpoints.savePrices, async (request) => {
    const { params, body, query } = request;
    const result = found(
      await prices.save(actor(request), params.userTypeId, body.prices, query.languageCode),
    );
    return result.reject ? result : { saved: result.saved, rows: result.rows };
  });
}
