import { type Notification, notificationsListLimit } from '@grocery/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

// `notifications.order_id` in full: drizzle writes a lone table's columns unqualified.
const fields = {
  notificationId: notifications.notificationId,
  subject: notifications.subject,
  body: notifications.body,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  orderNumber: sql<
    string | null
  >`(select o.order_number from orders o where o.order_id = notifications.order_id)`,
};

type Row = Omit<Notification, 'createdAt' | 'readAt'> & { createdAt: Date; readAt: Date | null };

const toNotification = ({ createdAt, readAt, ...row }: Row): Notification => ({
  ...row,
  createdAt: createdAt.toISOString(),
  readAt: readAt ? readAt.toISOString() : null,
});

export function notificationsService(db: Database) {
  return {
    /** The newest notifications and the count of all unread ones (no rows: none at all, so 0). */
    async list(userId: number) {
      const rows = await db
        .select({
          ...fields,
          unreadCount: sql<number>`(select count(*)::int from notifications u
            where u.user_id = ${userId} and u.read_at is null)`,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.notificationId))
        .limit(notificationsListLimit);
      return {
        notifications: rows.map(({ unreadCount: _, ...row }) => toNotification(row)),
        unreadCount: rows[0]?.unreadCount ?? 0,
      };
    },

    /** A page of the user's notifications, newest first, with how many there are and how many unread. */
    async page(userId: number, pageIndex: number, pageSize: number) {
      const [counts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          unreadCount: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      const rows = await db
        .select(fields)
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.notificationId))
        .limit(pageSize)
        .offset(pageIndex * pageSize);
      return {
        items: rows.map(toNotification),
        total: counts?.total ?? 0,
        pageIndex,
        pageSize,
        unreadCount: counts?.unreadCount ?? 0,
      };
    },

    /** Marks one of the user's notifications read, keeping the first read time; null when not theirs. */
    async markRead(userId: number, notificationId: number): Promise<Notification | null> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.notificationId, notificationId), eq(notifications.userId, userId)))
        .returning(fields);
      return row ? toNotification(row) : null;
    },
  };
}
