import type { notificationEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { notification } from './shapes';

export const notificationsExamples = examplesOf<typeof notificationEndpoints>()({
  list: { response: { reject: false, reason: null, notifications: [notification], unreadCount: 3 } },
  page: {
    response: {
      reject: false,
      reason: null,
      items: [notification],
      total: 1,
      pageIndex: 0,
      pageSize: 25,
      unreadCount: 1,
    },
  },
  markRead: { response: { reject: false, reason: null, notification } },
});
