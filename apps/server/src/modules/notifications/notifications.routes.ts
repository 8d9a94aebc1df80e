import { notificationEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { notificationsService } from './notifications.service';

/** The signed-in user's inbox. */
export async function notificationRoutes(app: AppInstance): Promise<void> {
  const inbox = notificationsService(app.deps.database.db);

  serve(app, notificationEndpoints.list, async (request) => {
    return inbox.list(signedInUser(request).userId);
  });

  serve(app, notificationEndpoints.page, async (request) => {
    const { pageIndex, pageSize } = request.query;
    return inbox.page(signedInUser(request).userId, pageIndex, pageSize);
  });

  serve(app, notificationEndpoints.markRead, async (request) => {
    const notification = await inbox.markRead(signedInUser(request).userId, request.params.notificationId);
    if (!notification) throw notFound('No such notification.');
    return { notification };
  });
}
