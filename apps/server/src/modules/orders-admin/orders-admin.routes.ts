import { ordersAdminEndpoints as endpoints, type LanguageCode } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { serveList } from '../../http/list-page';
import { signedInUser } from '../../http/session-user';
import { type ChangeResult, ordersAdminService } from './orders-admin.service';

function orNotFound<T>(value: T | null): T {
  if (value === null) throw notFound('No such order.');
  return value;
}

type ChangeRequest<B> = Parameters<typeof signedInUser>[0] & {
  params: { orderId: number };
  query: { languageCode: LanguageCode };
  body: B;
};

/** A change's arguments: the signed-in admin, the order, the body and the page's language. */
function changeOf<B>(request: ChangeRequest<B>) {
  const { params, body, query } = request;
  return [signedInUser(request).userId, params.orderId, body, query.languageCode] as const;
}

/** A change's answer: the order as it became, or the refusal (HTTP 200, nothing written). */
function answer(result: ChangeResult) {
  const found = orNotFound(result);
  return found.reject ? found : { order: found.order };
}

/**
 * The back office's orders (decision 0046): the grid, an order's panel and lines, and its changes.
 * The dashboard's figures are served by modules/dashboard. Reads are never cached.
 */
export async function ordersAdminRoutes(app: AppInstance): Promise<void> {
  const { database, mailer, config } = app.deps;
  const service = ordersAdminService({ db: database.db, mailer, publicUrl: config.publicUrl });

  serveList(app, endpoints.list, endpoints.page, async (request) => {
    return service.list(request.query);
  });

  serve(app, endpoints.order, async (request) => {
    const { params, query } = request;
    return { order: orNotFound(await service.order(params.orderId, query.languageCode)) };
  });

  serve(app, endpoints.items, async (request) => {
    const { params, query } = request;
    return { orderItems: orNotFound(await service.items(params.orderId, query.languageCode)) };
  });

  serve(app, endpoints.changeStatus, async (request) =>
    answer(await service.changeStatus(...changeOf(request))),
  );

  serve(app, endpoints.addNote, async (request) => {
    const order = await service.addNote(...changeOf(request));
    return { order: orNotFound(order) };
  });

  serve(app, endpoints.recordPicked, async (request) =>
    answer(await service.recordPicked(...changeOf(request))),
  );

  serve(app, endpoints.editShipping, async (request) =>
    answer(await service.editShipping(...changeOf(request))),
  );

  serve(app, endpoints.editContact, async (request) =>
    answer(await service.editContact(...changeOf(request))),
  );
}
