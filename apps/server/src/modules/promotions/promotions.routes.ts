import { promotionsEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { serveList } from '../../http/list-page';
import { signedInUser } from '../../http/session-user';
import { promotionsService } from './promotions.service';

function found<T>(value: T | null): T {
  if (value === null) throw notFound('No such promotion.');
  return value;
}

/** Promotions in the back office (decision 0068). */
export async function promotionsRoutes(app: AppInstance): Promise<void> {
  const service = promotionsService(app.deps.database.db);
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;

  serveList(app, endpoints.list, endpoints.page, async (request) => service.list(request.query));

  serve(app, endpoints.get, async (request) => ({
    promotion: found(await service.get(request.params.promotionId)),
  }));

  serve(app, endpoints.create, async (request) => found(await service.create(actor(request), request.body)));

  serve(app, endpoints.update, async (request) =>
    found(await service.update(actor(request), request.params.promotionId, request.body)),
  );

  serve(app, endpoints.setActive, async (request) =>
    found(await service.setActive(actor(request), request.params.promotionId, request.body)),
  );

  serve(app, endpoints.preview, async (request) => service.preview(request.body));
}
