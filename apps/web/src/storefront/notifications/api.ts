import {
  markNotificationReadResponse,
  notificationEndpoints,
  notificationsPageResponse,
} from '@grocery/contracts';
import { call } from '../../api/call';

/** The inbox calls, checked with the contracts' schemas (the page is a lazy chunk). */

/** A page of the inbox, newest first (API version 2, decision 0076). */
export function fetchNotificationsPage(pageIndex: number, pageSize: number, signal?: AbortSignal) {
  return call(
    notificationEndpoints.page,
    { query: { pageIndex, pageSize } },
    { parse: notificationsPageResponse, signal },
  );
}

export async function markNotificationRead(notificationId: number) {
  const answer = await call(
    notificationEndpoints.markRead,
    { params: { notificationId: String(notificationId) } },
    { parse: markNotificationReadResponse },
  );
  return answer.notification;
}
