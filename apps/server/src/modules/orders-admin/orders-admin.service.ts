import {
  type AdminOrder,
  formatPrice,
  type LanguageCode,
  needsReason,
  type OrderChangeRejection,
  type OrderStatus,
  type orderContactRequest,
  type orderNoteRequest,
  orderPickingStatus,
  type orderShippingRequest,
  type orderStatusChangeRequest,
  orderStatusFlow,
  type pickedQuantitiesRequest,
  quantityText,
  toThousandths,
} from '@grocery/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { orderHistory, orders } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';
import { notificationTexts, type ReachedStatus } from '../../domain/orders/notification-texts';
import { deliveryText } from '../../domain/orders/order-received';
import { type OrderCustomer, tellCustomer } from '../../domain/orders/order-updates';
import { type Rejection, reject } from '../../http/answers';
import type { Mailer } from '../../mail/mailer';
import { canEdit, pickProblem } from './order-rules';
import {
  type LockedOrder,
  lockOrder,
  nextVersion,
  readOrderItems,
  readPickLines,
  recomputeFinalTotal,
  writePicked,
} from './orders-admin.sql';
import { listOrders } from './orders-admin-list';
import { panelOf } from './orders-admin-panel';

/** A refusal that wrote nothing; `field` names the line of a picked quantity. */
export type OrderRejection = Rejection<OrderChangeRejection, { field?: string; message: string }>;
/** The order as it became, a refusal, or null when there is no such order. */
export type ChangeResult = { reject: false; order: AdminOrder } | OrderRejection | null;

type StatusChange = z.output<typeof orderStatusChangeRequest>;
type Note = z.output<typeof orderNoteRequest>;
type Picked = z.output<typeof pickedQuantitiesRequest>;
type ShippingEdit = z.output<typeof orderShippingRequest>;
type ContactEdit = z.output<typeof orderContactRequest>;

const conflict = (order: LockedOrder) =>
  reject('CONFLICT', {
    message: `This order was changed since you loaded it; it is now ${order.status}. Reload it.`,
  });

const customerOf = (order: LockedOrder): OrderCustomer => ({
  userId: order.userId,
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  language: order.language,
  name: order.customerName,
  email: order.customerEmail,
  delivery: order.deliverySlot && {
    when: deliveryText(order.language, order.deliverySlot),
    zone: order.deliverySlot.zoneName,
  },
});

/** Both totals when leaving picking changed the total, for the customer's message. */
function changedTotals(order: LockedOrder) {
  if (order.status !== orderPickingStatus || order.finalTotal === null) return null;
  if (order.finalTotal === order.totalAmount) return null;
  const symbol = order.currencySymbol;
  return {
    placed: formatPrice(order.totalAmount, symbol),
    final: formatPrice(order.finalTotal, symbol),
  };
}

/** Whose edit of which order, the version it loaded, and the page's language of the answer. */
interface EditOf {
  actorUserId: number;
  orderId: number;
  version: number;
  language: LanguageCode;
}

export interface OrdersAdminDeps {
  db: Database;
  /** The app's mailer; the demo orders' seed passes an outbox that keeps its mails as sent. */
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
}

export function ordersAdminService({ db, mailer, publicUrl }: OrdersAdminDeps) {
  const tell = (tx: Transaction, order: LockedOrder, message: { subject: string; body: string }) =>
    tellCustomer(tx, { mailer, publicUrl }, customerOf(order), message);

  /**
   * Runs a change of one order in a transaction under the order's row lock. The work answers a
   * refusal before it writes anything, so a refusal commits nothing; otherwise the order as it became,
   * names in the page's language.
   */
  const change = (
    orderId: number,
    language: LanguageCode,
    work: (tx: Transaction, order: LockedOrder) => Promise<OrderRejection | null>,
  ) =>
    db.transaction(async (tx): Promise<ChangeResult> => {
      const order = await lockOrder(tx, orderId);
      if (!order) return null;
      const refused = await work(tx, order);
      if (refused) return refused;
      return { reject: false, order: (await panelOf(tx, orderId, language)) as AdminOrder };
    });

  return {
    list: listOrders.bind(null, db),
    /** The order's panel, the slot's zone named in the page's language. */
    order: (orderId: number, language: LanguageCode) => panelOf(db, orderId, language),
    items: readOrderItems.bind(null, db),

    /**
     * Moves the order to an allowed next status as the actor, told to the customer in their language
     * (the mail names the slot and its zone in it). The answer names the zone in `language`, the page's.
     * Refused when the version differs (CONFLICT), the move is not in the flow, or a reason is missing.
     */
    changeStatus: (
      actorUserId: number,
      orderId: number,
      request: StatusChange,
      language: LanguageCode = 'en',
    ) =>
      change(orderId, language, async (tx, order) => {
        const { toStatus } = request;
        const comment = request.comment ?? null;
        if (request.version !== order.version) return conflict(order);
        if (!(orderStatusFlow[order.status] as readonly OrderStatus[]).includes(toStatus)) {
          return reject('TRANSITION_NOT_ALLOWED', {
            message: `An order that is ${order.status} cannot move to ${toStatus}.`,
          });
        }
        if (needsReason(toStatus) && comment === null) {
          return reject('REASON_REQUIRED', { message: `Moving an order to ${toStatus} needs a reason.` });
        }
        await tx
          .update(orders)
          .set({ status: toStatus, statusChangedAt: sql`now()`, ...nextVersion })
          .where(eq(orders.orderId, orderId));
        await tx.insert(orderHistory).values({
          orderId,
          kind: 'status',
          fromStatus: order.status,
          toStatus,
          note: comment,
          changedBy: actorUserId,
          customerTold: true,
        });
        const texts = notificationTexts[order.language].orderStatus;
        const values = {
          orderNumber: order.orderNumber,
          status: toStatus as ReachedStatus,
          comment,
          totals: changedTotals(order),
        };
        await tell(tx, order, { subject: texts.subject(values), body: texts.body(values) });
        await recordAudit(tx, {
          actorUserId,
          action: 'order.status.update',
          entity: 'order',
          entityId: orderId,
          before: { status: order.status },
          after: { status: toStatus, comment },
        });
        return null;
      }),

    /** A note in the history, told to the customer only when asked; it raises updated_at, not the version. */
    addNote: async (
      actorUserId: number,
      orderId: number,
      note: Note,
      language: LanguageCode = 'en',
    ): Promise<AdminOrder | null> => {
      const result = await change(orderId, language, async (tx, order) => {
        await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.orderId, orderId));
        await tx.insert(orderHistory).values({
          orderId,
          kind: 'note',
          note: note.comment,
          changedBy: actorUserId,
          customerTold: note.tellCustomer,
        });
        if (note.tellCustomer) {
          const texts = notificationTexts[order.language].orderNote;
          const values = { orderNumber: order.orderNumber, note: note.comment };
          await tell(tx, order, { subject: texts.subject(values), body: texts.body(values) });
        }
        await recordAudit(tx, {
          actorUserId,
          action: 'order.note.add',
          entity: 'order',
          entityId: orderId,
          before: null,
          after: { note: note.comment, tellCustomer: note.tellCustomer },
        });
        return null;
      });
      // A note is never refused: the result is the order or null.
      return result && !result.reject ? result.order : null;
    },

    /**
     * Picked weights of weighed lines while picking, then the final total. Each line must be the
     * order's, sold by weight, and weigh at most `pickedQuantityMaxFactor` times what was ordered.
     */
    recordPicked: (actorUserId: number, orderId: number, request: Picked, language: LanguageCode = 'en') =>
      change(orderId, language, async (tx, order) => {
        if (order.status !== orderPickingStatus) {
          return reject('NOT_PICKING', {
            message: `Weights are recorded while picking; this order is ${order.status}.`,
          });
        }
        if (request.version !== order.version) return conflict(order);
        const lines = new Map((await readPickLines(tx, orderId)).map((line) => [line.orderItemId, line]));
        const problem = pickProblem(lines, request.lines);
        if (problem) return reject('RULE', { message: problem.message, field: problem.field });
        const written = await writePicked(
          tx,
          orderId,
          request.lines.map((line) => ({
            orderItemId: line.orderItemId,
            quantity: quantityText(toThousandths(line.pickedQuantity)),
          })),
        );
        const finalTotal = await recomputeFinalTotal(tx, orderId);
        const details = {
          lines: written.map(({ orderItemId, ...after }) => {
            const before = lines.get(orderItemId);
            return {
              orderItemId,
              before: {
                pickedQuantity: before?.pickedQuantity ?? null,
                pickedLineTotal: before?.pickedLineTotal ?? null,
              },
              after,
            };
          }),
          finalTotal: { before: order.finalTotal, after: finalTotal },
        };
        await tx
          .insert(orderHistory)
          .values({ orderId, kind: 'picked', changedBy: actorUserId, customerTold: false, details });
        await recordAudit(tx, {
          actorUserId,
          action: 'order.picked.update',
          entity: 'order',
          entityId: orderId,
          before: {
            lines: details.lines.map((line) => ({ orderItemId: line.orderItemId, ...line.before })),
            finalTotal: order.finalTotal,
          },
          after: {
            lines: details.lines.map((line) => ({ orderItemId: line.orderItemId, ...line.after })),
            finalTotal,
          },
        });
        return null;
      }),

    /** The order's delivery address, while it is at the shop (NOT_EDITABLE once on the road or after). */
    editShipping: (
      actorUserId: number,
      orderId: number,
      request: ShippingEdit,
      language: LanguageCode = 'en',
    ) => {
      const { version, ...address } = request;
      return edit({ actorUserId, orderId, version, language }, 'shipping', (order) => ({
        before: order.shippingAddress,
        after: address,
        columns: { shippingAddress: address },
      }));
    },

    /** The order's contact name, email and phone, while it is at the shop. */
    editContact: (
      actorUserId: number,
      orderId: number,
      request: ContactEdit,
      language: LanguageCode = 'en',
    ) => {
      const { version, ...contact } = request;
      return edit({ actorUserId, orderId, version, language }, 'contact', (order) => ({
        before: {
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          customerPhone: order.customerPhone,
        },
        after: contact,
        columns: contact,
      }));
    },
  };

  /** An edit of delivery or contact details: replaced whole, with what it was and became kept. */
  function edit(
    { actorUserId, orderId, version, language }: EditOf,
    kind: 'shipping' | 'contact',
    plan: (order: LockedOrder) => {
      before: object;
      after: object;
      columns: Partial<typeof orders.$inferInsert>;
    },
  ) {
    return change(orderId, language, async (tx, order) => {
      if (!canEdit(order.status)) {
        return reject('NOT_EDITABLE', {
          message: `The ${kind} details cannot change once the order is ${order.status}.`,
        });
      }
      if (version !== order.version) return conflict(order);
      const { before, after, columns } = plan(order);
      await tx
        .update(orders)
        .set({ ...columns, ...nextVersion })
        .where(eq(orders.orderId, orderId));
      await tx
        .insert(orderHistory)
        .values({ orderId, kind, changedBy: actorUserId, customerTold: false, details: { before, after } });
      await recordAudit(tx, {
        actorUserId,
        action: `order.${kind}.update`,
        entity: 'order',
        entityId: orderId,
        before,
        after,
      });
      return null;
    });
  }
}
