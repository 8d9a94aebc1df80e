import type { Notification } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { setUnreadCount } from '../shared/notifications/unreadCount';
import { readOnEveryVisit } from '../shared/shopperQuery';
import { fetchNotifications } from './api';
import { newestFirst } from './inbox';

/** Loads the inbox; a failure is ignored (spec 8): the shopper sees the empty text. */
async function loadInbox(signal: AbortSignal): Promise<Notification[]> {
  try {
    const answer = await fetchNotifications(signal);
    setUnreadCount(answer.unreadCount);
    return newestFirst(answer.notifications);
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('notifications unavailable', error);
    return [];
  }
}

/** The signed-in viewer's (their user id) notifications. */
export const notificationQueries = {
  inbox: (viewer: number) =>
    queryOptions({
      queryKey: ['notifications', viewer, 'inbox'],
      queryFn: ({ signal }) => loadInbox(signal),
      ...readOnEveryVisit,
    }),
};
