/** The notifications inbox: a lazily loaded chunk (the unread count, unreadCount.ts, is first-load code). */
export { NotificationsPage } from './NotificationsPage';
