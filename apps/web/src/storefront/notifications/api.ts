import {
  markNotificationReadResponse,
  notificationEndpoints,
  notificationsResponse,
} from '@grocery/contracts';
import { call } from '../../api/call';

/** The inbox calls, checked with the contracts' schemas (the page is a lazy chunk). */

export function fetchNotifications(signal?: AbortSignal) {
  return call(notificationEndpoints.list, {}, { parse: notificationsResponse, signal });
}

export async function markNotificationRead(notificationId: number) {
  const answer = await call(
    notificationEndpoints.markRead,
    { params: { notificationId: String(notificationId) } },
    { parse: markNotificationReadResponse },
  );
  return answer.notification;
}
