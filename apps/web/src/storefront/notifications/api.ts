import {
  fillPath,
  markNotificationReadResponse,
  notificationPaths,
  notificationsResponse,
} from '@grocery/contracts';
import { api } from '../../api/client';

/** The inbox calls, checked with the contracts' schemas (the page is a lazy chunk). */

export function fetchNotifications(signal?: AbortSignal) {
  return api.get(notificationPaths.notifications, { parse: notificationsResponse, signal });
}

export async function markNotificationRead(notificationId: number) {
  const answer = await api.post(fillPath(notificationPaths.read, { notificationId }), undefined, {
    parse: markNotificationReadResponse,
  });
  return answer.notification;
}
