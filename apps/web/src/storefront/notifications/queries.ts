import type { Notification } from '@grocery/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { setUnreadCount } from '../shared/notifications/unreadCount';
import { readOnEveryVisit } from '../shared/shopperQuery';
import { fetchNotificationsPage } from './api';
import { newestFirst } from './inbox';

/** Notifications read at a time; older ones come with "Show older notifications". */
export const inboxPageSize = 50;

export type InboxPage = { items: Notification[]; total: number; pageIndex: number };

/** Loads a page of the inbox; a failure is ignored (spec 8): the shopper sees the empty text. */
async function loadInboxPage(pageIndex: number, signal: AbortSignal): Promise<InboxPage> {
  try {
    const answer = await fetchNotificationsPage(pageIndex, inboxPageSize, signal);
    setUnreadCount(answer.unreadCount);
    return { items: newestFirst(answer.items), total: answer.total, pageIndex };
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('notifications unavailable', error);
    return { items: [], total: 0, pageIndex };
  }
}

/** The signed-in viewer's (their user id) notifications, a page at a time. */
export const notificationQueries = {
  inbox: (viewer: number) =>
    infiniteQueryOptions({
      queryKey: ['notifications', viewer, 'inbox'],
      queryFn: ({ pageParam, signal }) => loadInboxPage(pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last: InboxPage, pages: InboxPage[]) =>
        pages.reduce((shown, page) => shown + page.items.length, 0) < last.total
          ? last.pageIndex + 1
          : undefined,
      ...readOnEveryVisit,
    }),
};
