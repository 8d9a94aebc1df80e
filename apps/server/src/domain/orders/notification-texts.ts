import { type LanguageCode, needsReason, type OrderStatus } from '@grocery/contracts';

export interface OrderReceivedValues {
  orderNumber: string;
  itemCount: number;
  /** The total with its currency symbol, e.g. ₪42.50. */
  total: string;
  /** The delivery slot booked, as the shopper reads it (e.g. "Tuesday 25 November, 08:00–12:00"). */
  delivery: string;
  /** The delivery zone's name in the shopper's language (decision 0054). */
  zone: string;
}

/** Every status an order can move to (nothing moves back to pending). */
export type ReachedStatus = Exclude<OrderStatus, 'pending'>;

export interface OrderStatusValues {
  orderNumber: string;
  status: ReachedStatus;
  /** The shop's comment: the reason when cancelling or a delivery failed; null when none. */
  comment: string | null;
  /** Both totals with their currency symbol, when picking weighed goods changed the total. */
  totals: { placed: string; final: string } | null;
}

export interface OrderNoteValues {
  orderNumber: string;
  note: string;
}

type Text<V> = (values: V) => string;

export interface NotificationTexts {
  orderReceived: { subject: Text<OrderReceivedValues>; body: Text<OrderReceivedValues> };
  orderStatus: { subject: Text<OrderStatusValues>; body: Text<OrderStatusValues> };
  orderNote: { subject: Text<OrderNoteValues>; body: Text<OrderNoteValues> };
  /** The email around a notification: its greeting, the slot booked (label) and the link to the order. */
  orderMail: { greeting: Text<{ name: string }>; delivery: string; viewOrder: string };
}

interface StatusWords {
  subjects: Record<ReachedStatus, (orderNumber: string) => string>;
  bodies: Record<ReachedStatus, (orderNumber: string) => string>;
  reason: (comment: string) => string;
  comment: (comment: string) => string;
  totals: (totals: { placed: string; final: string }) => string;
}

/** A status message: what happened, then the reason or the shop's comment, then changed totals. */
function statusTexts(words: StatusWords): NotificationTexts['orderStatus'] {
  return {
    subject: (v) => words.subjects[v.status](v.orderNumber),
    body: (v) =>
      [
        words.bodies[v.status](v.orderNumber),
        v.comment === null
          ? null
          : needsReason(v.status)
            ? words.reason(v.comment)
            : words.comment(v.comment),
        v.totals && words.totals(v.totals),
      ]
        .filter((part) => part !== null)
        .join(' '),
  };
}

/** Notification texts in every shop language; written once, in the language of what they are about. */
export const notificationTexts: Record<LanguageCode, NotificationTexts> = {
  en: {
    orderReceived: {
      subject: (v) => `Order ${v.orderNumber} received`,
      body: (v) =>
        `Thank you! We received your order ${v.orderNumber} of ${v.itemCount === 1 ? '1 item' : `${v.itemCount} items`}, total ${v.total}, for delivery on ${v.delivery} (${v.zone}). We will let you know when it is on its way.`,
    },
    orderStatus: statusTexts({
      subjects: {
        confirmed: (n) => `Order ${n} confirmed`,
        picking: (n) => `We are picking order ${n}`,
        packed: (n) => `Order ${n} is packed`,
        out_for_delivery: (n) => `Order ${n} is on its way`,
        delivered: (n) => `Order ${n} delivered`,
        delivery_failed: (n) => `We could not deliver order ${n}`,
        cancelled: (n) => `Order ${n} cancelled`,
      },
      bodies: {
        confirmed: (n) => `Your order ${n} is confirmed. We will start picking it soon.`,
        picking: (n) => `We are picking the groceries of your order ${n}.`,
        packed: (n) => `Your order ${n} is packed and waiting for delivery.`,
        out_for_delivery: (n) => `Your order ${n} is out for delivery.`,
        delivered: (n) => `Your order ${n} was delivered. Enjoy!`,
        delivery_failed: (n) =>
          `We could not deliver your order ${n}. We will contact you to arrange another delivery.`,
        cancelled: (n) => `Your order ${n} was cancelled.`,
      },
      reason: (c) => `Reason: ${c}`,
      comment: (c) => `A note from the shop: ${c}`,
      totals: (t) => `After weighing, your total is ${t.final} (${t.placed} when ordered).`,
    }),
    orderNote: {
      subject: (v) => `About your order ${v.orderNumber}`,
      body: (v) => `A message from the shop about your order ${v.orderNumber}: ${v.note}`,
    },
    orderMail: { greeting: (v) => `Hello ${v.name},`, delivery: 'Delivery', viewOrder: 'View your order' },
  },
  he: {
    orderReceived: {
      subject: (v) => `הזמנה ${v.orderNumber} התקבלה`,
      body: (v) =>
        `תודה! קיבלנו את הזמנה ${v.orderNumber} שלך עם ${v.itemCount === 1 ? 'פריט אחד' : `${v.itemCount} פריטים`}, בסך ${v.total}, למשלוח ב${v.delivery} (${v.zone}). נעדכן אותך כשההזמנה תצא לדרך.`,
    },
    orderStatus: statusTexts({
      subjects: {
        confirmed: (n) => `הזמנה ${n} אושרה`,
        picking: (n) => `אנחנו מלקטים את הזמנה ${n}`,
        packed: (n) => `הזמנה ${n} ארוזה`,
        out_for_delivery: (n) => `הזמנה ${n} בדרך אליך`,
        delivered: (n) => `הזמנה ${n} נמסרה`,
        delivery_failed: (n) => `לא הצלחנו למסור את הזמנה ${n}`,
        cancelled: (n) => `הזמנה ${n} בוטלה`,
      },
      bodies: {
        confirmed: (n) => `הזמנה ${n} שלך אושרה. נתחיל ללקט אותה בקרוב.`,
        picking: (n) => `אנחנו מלקטים עכשיו את המוצרים של הזמנה ${n} שלך.`,
        packed: (n) => `הזמנה ${n} שלך ארוזה ומחכה למשלוח.`,
        out_for_delivery: (n) => `הזמנה ${n} שלך יצאה למשלוח.`,
        delivered: (n) => `הזמנה ${n} שלך נמסרה. בתיאבון!`,
        delivery_failed: (n) => `לא הצלחנו למסור את הזמנה ${n} שלך. ניצור איתך קשר כדי לתאם משלוח חדש.`,
        cancelled: (n) => `הזמנה ${n} שלך בוטלה.`,
      },
      reason: (c) => `הסיבה: ${c}`,
      comment: (c) => `הערה מהחנות: ${c}`,
      totals: (t) => `לאחר השקילה, הסכום הסופי הוא ${t.final} (בעת ההזמנה: ${t.placed}).`,
    }),
    orderNote: {
      subject: (v) => `עדכון לגבי הזמנה ${v.orderNumber}`,
      body: (v) => `הודעה מהחנות לגבי הזמנה ${v.orderNumber} שלך: ${v.note}`,
    },
    orderMail: { greeting: (v) => `שלום ${v.name},`, delivery: 'משלוח', viewOrder: 'צפייה בהזמנה' },
  },
  th: {
    orderReceived: {
      subject: (v) => `ได้รับคำสั่งซื้อ ${v.orderNumber} แล้ว`,
      body: (v) =>
        `ขอบคุณ! เราได้รับคำสั่งซื้อ ${v.orderNumber} ของคุณแล้ว จำนวน ${v.itemCount} รายการ ยอดรวม ${v.total} กำหนดจัดส่ง ${v.delivery} (${v.zone}) เราจะแจ้งให้คุณทราบเมื่อสินค้าอยู่ระหว่างการจัดส่ง`,
    },
    orderStatus: statusTexts({
      subjects: {
        confirmed: (n) => `ยืนยันคำสั่งซื้อ ${n} แล้ว`,
        picking: (n) => `กำลังจัดเตรียมสินค้าของคำสั่งซื้อ ${n}`,
        packed: (n) => `แพ็กคำสั่งซื้อ ${n} เรียบร้อยแล้ว`,
        out_for_delivery: (n) => `คำสั่งซื้อ ${n} กำลังจัดส่ง`,
        delivered: (n) => `จัดส่งคำสั่งซื้อ ${n} เรียบร้อยแล้ว`,
        delivery_failed: (n) => `ไม่สามารถจัดส่งคำสั่งซื้อ ${n} ได้`,
        cancelled: (n) => `ยกเลิกคำสั่งซื้อ ${n} แล้ว`,
      },
      bodies: {
        confirmed: (n) => `คำสั่งซื้อ ${n} ของคุณได้รับการยืนยันแล้ว เราจะเริ่มจัดเตรียมสินค้าเร็ว ๆ นี้`,
        picking: (n) => `เรากำลังจัดเตรียมสินค้าในคำสั่งซื้อ ${n} ของคุณ`,
        packed: (n) => `คำสั่งซื้อ ${n} ของคุณแพ็กเรียบร้อยแล้วและกำลังรอการจัดส่ง`,
        out_for_delivery: (n) => `คำสั่งซื้อ ${n} ของคุณอยู่ระหว่างการจัดส่ง`,
        delivered: (n) => `คำสั่งซื้อ ${n} ของคุณจัดส่งถึงแล้ว ขอบคุณที่ใช้บริการ`,
        delivery_failed: (n) => `เราไม่สามารถจัดส่งคำสั่งซื้อ ${n} ของคุณได้ เราจะติดต่อคุณเพื่อนัดวันจัดส่งใหม่`,
        cancelled: (n) => `คำสั่งซื้อ ${n} ของคุณถูกยกเลิกแล้ว`,
      },
      reason: (c) => `เหตุผล: ${c}`,
      comment: (c) => `หมายเหตุจากร้าน: ${c}`,
      totals: (t) => `หลังชั่งน้ำหนักสินค้าแล้ว ยอดรวมสุดท้ายคือ ${t.final} (ยอดตอนสั่งซื้อ ${t.placed})`,
    }),
    orderNote: {
      subject: (v) => `ข้อความเกี่ยวกับคำสั่งซื้อ ${v.orderNumber}`,
      body: (v) => `ข้อความจากร้านเกี่ยวกับคำสั่งซื้อ ${v.orderNumber} ของคุณ: ${v.note}`,
    },
    orderMail: { greeting: (v) => `สวัสดีคุณ ${v.name}`, delivery: 'การจัดส่ง', viewOrder: 'ดูคำสั่งซื้อ' },
  },
};
