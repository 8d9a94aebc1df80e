import { userTypesAdminEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { userTypesAdminService } from './user-types-admin.service';

const done = { reject: false as const, reason: null };

/** User types (customer types): the list any back-office user may read, the editor and the prices page. */
export async function userTypesAdminRoutes(app: AppInstance): Promise<void> {
  const service = userTypesAdminService(app.deps.database.db);

  serve(app, userTypesAdminEndpoints.list, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, userTypes: await service.list() };
  });
}
