import { usersAdminEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { serveList } from '../../http/list-page';
import { signedInUser } from '../../http/session-user';
import { usersAdminService } from './users-admin.service';

const noSuchUser = () => notFound('No such user.');

/**
 * The users admin: the grid, one user, saving their user types, groups and permissions, and
 * mailing a user a password-reset link.
 */
export async function usersAdminRoutes(app: AppInstance): Promise<void> {
  const { config, database, mailer } = app.deps;
  const service = usersAdminService({ db: database.db, config, mailer });

  serveList(app, usersAdminEndpoints.list, usersAdminEndpoints.page, async (request) => {
    return service.list(request.query);
  });

  serve(app, usersAdminEndpoints.user, async (request) => {
    const user = await service.user(request.params.userId);
    if (!user) throw noSuchUser();
    return { user };
  });

  serve(app, usersAdminEndpoints.saveAssignments, async (request) => {
    const result = await service.saveAssignments(signedInUser(request), request.params.userId, request.body);
    if (!result) throw noSuchUser();
    if (result.reject) return result;
    return { user: result.user };
  });

  serve(app, usersAdminEndpoints.sendResetLink, async (request) => {
    const sent = await service.sendResetLink(signedInUser(request).userId, request.params.userId, request.ip);
    if (!sent) throw noSuchUser();
    return sent;
  });
}
