import { notificationEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import type { SessionUser } from '../accounts/sessions';
import { notificationsService } from './notifications.service';

const done = { reject: false as const, reason: null };
const userIdOf = (request: { user: SessionUser | null }) => (request.user as SessionUser).userId;

/** The signed-in user's inbox. */
export async function notificationRoutes(app: AppInstance): Promise<void> {
  const inbox = notificationsService(app.deps.database.db);

  serve(app, notificationEndpoints.list, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, ...(await inbox.list(userIdOf(request))) };
  });

  serve(app, notificationEndpoints.markRead, async (request) => {
    const notification = await inbox.markRead(userIdOf(request), request.params.notificationId);
    if (!notification) throw notFound('No such notification.');
    return { ...done, notification };
  });
}
