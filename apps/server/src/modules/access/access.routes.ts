import { accessEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { HttpError, notFound } from '../../http/http-error';
import { accessService } from './access.service';

const noSuchUser = () => notFound('No such user.');

function callerId(request: { user: { userId: number } | null }): number {
  if (!request.user) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in.');
  return request.user.userId;
}

/** Permissions, groups, and what each user holds (granting needs users:grant). */
export async function accessRoutes(app: AppInstance): Promise<void> {
  const service = accessService(app.deps.database.db);

  serve(app, accessEndpoints.permissions, async () => {
    return service.permissionsAndGroups();
  });

  serve(app, accessEndpoints.userAccess, async (request) => {
    const access = await service.userAccess(request.params.userId);
    if (!access) throw noSuchUser();
    return { access };
  });

  serve(app, accessEndpoints.updateUserAccess, async (request) => {
    const result = await service.updateUserAccess(callerId(request), request.params.userId, request.body);
    if (!result) throw noSuchUser();
    if (result.reject) return result;
    return { access: result.access };
  });
}
