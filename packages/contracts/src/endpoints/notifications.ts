import type * as schemas from '../checkout';
import { endpointsOf } from '../endpoint';

/** The signed-in user's inbox. */
export const notificationEndpoints = endpointsOf<typeof schemas>()('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    summary: "The signed-in user's latest notifications.",
    access: 'user',
    cache: 'private',
    response: 'notificationsResponse',
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/:notificationId/read',
    summary: 'Marks a notification as read.',
    access: 'user',
    params: 'notificationParams',
    response: 'markNotificationReadResponse',
  },
});
