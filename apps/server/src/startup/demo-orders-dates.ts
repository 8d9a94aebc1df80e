import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** When one demo order's rows happened (epoch ms), in the order the services wrote them. */
export interface DemoDates {
  orderId: number;
  /** Whole weeks its slot moves back: the same weekday and window. */
  shiftDays: number;
  placedAt: number;
  /** Its last status change (placing, when it has none). */
  statusAt: number;
  /** One time per history entry (and per audit entry: each change writes one of each). */
  history: number[];
  /** One per notification: the order received, then each status change and told note. */
  notices: { at: number; readAt: number | null }[];
  mails: { mailId: number; at: number }[];
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * The services stamp every row with the database's now(); a demo order's rows get the times of its
 * plan instead, in one transaction: the order (placed, last change, slot moved back by whole
 * weeks), its history and audit entries (the nth of an order gets the nth time), its notifications
 * (read or not) and mails. Nothing else about them changes.
 */
export async function redateDemoOrders(db: Database, dates: DemoDates[]): Promise<void> {
  if (dates.length === 0) return;
  const plan = JSON.stringify(
    dates.map((order) => {
      const steps = order.history.length > 0 ? order.history : [order.placedAt];
      return {
        order_id: order.orderId,
        shift_days: order.shiftDays,
        placed_at: iso(order.placedAt),
        last_at: iso(Math.max(order.placedAt, ...steps)),
        status_at: iso(order.statusAt),
        history: order.history.map(iso),
        notices: order.notices.map(({ at, readAt }) => ({
          at: iso(at),
          read_at: readAt ? iso(readAt) : null,
        })),
      };
    }),
  );
  const mails = JSON.stringify(
    dates.flatMap((order) => order.mails.map(({ mailId, at }) => ({ mail_id: mailId, at: iso(at) }))),
  );
  const planRows = sql`(select * from jsonb_to_recordset(${plan}::jsonb) as p(order_id int, shift_days int,
    placed_at timestamptz, last_at timestamptz, status_at timestamptz, history jsonb, notices jsonb))`;
  /** The rows of one table ranked within their order, oldest id first. */
  const ranked = (table: string, id: string, ofOrder: string) =>
    sql`(select t.${sql.raw(id)} as id, p.*,
        row_number() over (partition by p.order_id order by t.${sql.raw(id)})::int - 1 as n
      from ${sql.raw(table)} t join ${planRows} p on ${sql.raw(ofOrder)})`;

  await db.transaction(async (tx) => {
    await tx.execute(sql`update orders o set created_at = p.placed_at, updated_at = p.last_at,
        status_changed_at = p.status_at,
        delivery_date = o.delivery_date - p.shift_days
      from ${planRows} p where o.order_id = p.order_id`);
    await tx.execute(sql`update order_history h set created_at = (r.history ->> r.n)::timestamptz
      from ${ranked('order_history', 'history_id', 't.order_id = p.order_id')} r where h.history_id = r.id`);
    await tx.execute(sql`update audit_log a set at = (r.history ->> r.n)::timestamptz
      from ${ranked('audit_log', 'audit_entry_id', "t.entity = 'order' and t.entity_id = p.order_id::text")} r
      where a.audit_entry_id = r.id`);
    await tx.execute(sql`update notifications m set created_at = (r.notices -> r.n ->> 'at')::timestamptz,
        read_at = (r.notices -> r.n ->> 'read_at')::timestamptz
      from ${ranked('notifications', 'notification_id', 't.order_id = p.order_id')} r where m.notification_id = r.id`);
    await tx.execute(sql`update mail_outbox m set created_at = x.at, sent_at = x.at
      from jsonb_to_recordset(${mails}::jsonb) as x(mail_id int, at timestamptz) where m.mail_id = x.mail_id`);
    // Each slot an order is booked on has its lock row (decision 0047), the moved ones too.
    await tx.execute(sql`insert into delivery_slots (delivery_zone_window_id, slot_date)
      select distinct o.delivery_zone_window_id, o.delivery_date from orders o join ${planRows} p using (order_id)
      where o.delivery_zone_window_id is not null on conflict do nothing`);
  });
}
