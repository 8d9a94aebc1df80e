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
    deprecated: { since: '2026-11-30', sunset: '2027-06-01', successor: '/api/v2/notifications' },
  },
  page: {
    method: 'GET',
    path: '/api/v2/notifications',
    access: 'user',
    cache: 'private',
    summary: "A page of the signed-in user's notifications, newest first, with the count of all unread ones.",
    query: 'notificationsPageQuery',
    response: 'notificationsPageResponse',
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
