import { categoryRulePreviewSize, categoryRulesEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { categoryRulesService } from './category-rules.service';

function found<T>(value: T | null): T {
  if (value === null) throw notFound('No such category rule.');
  return value;
}

/** Category rules for imported products (decision 0066). */
export async function categoryRulesRoutes(app: AppInstance): Promise<void> {
  const service = categoryRulesService(app.deps.database.db);
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;

  serve(app, endpoints.list, async () => service.list());

  serve(app, endpoints.preview, async (request) => service.preview(request.query, categoryRulePreviewSize));

  serve(app, endpoints.create, async (request) => {
    const result = found(await service.create(actor(request), request.body));
    return result.reject ? result : { rule: result.rule };
  });

  serve(app, endpoints.update, async (request) => {
    const result = found(await service.update(actor(request), request.params.ruleId, request.body));
    return result.reject ? result : { rule: result.rule };
  });

  serve(app, endpoints.remove, async (request) =>
    found(await service.remove(actor(request), request.params.ruleId)),
  );
}
