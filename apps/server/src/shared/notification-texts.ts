import type { LanguageCode } from '@grocery/contracts';

export interface OrderReceivedValues {
  orderNumber: string;
  itemCount: number;
  /** The total with its currency symbol, e.g. ₪42.50. */
  total: string;
}

type Text<V> = (values: V) => string;

export interface NotificationTexts {
  orderReceived: { subject: Text<OrderReceivedValues>; body: Text<OrderReceivedValues> };
}

/** Notification texts in every shop language; written once, in the language of what they are about. */
export const notificationTexts: Record<LanguageCode, NotificationTexts> = {
  en: {
    orderReceived: {
      subject: (v) => `Order ${v.orderNumber} received`,
      body: (v) =>
        `Thank you! We received your order ${v.orderNumber} of ${v.itemCount === 1 ? '1 item' : `${v.itemCount} items`}, total ${v.total}. We will let you know when it is on its way.`,
    },
  },
  he: {
    orderReceived: {
      subject: (v) => `הזמנה ${v.orderNumber} התקבלה`,
      body: (v) =>
        `תודה! קיבלנו את הזמנה ${v.orderNumber} שלך עם ${v.itemCount === 1 ? 'פריט אחד' : `${v.itemCount} פריטים`}, בסך ${v.total}. נעדכן אותך כשההזמנה תצא לדרך.`,
    },
  },
  th: {
    orderReceived: {
      subject: (v) => `ได้รับคำสั่งซื้อ ${v.orderNumber} แล้ว`,
      body: (v) =>
        `ขอบคุณ! เราได้รับคำสั่งซื้อ ${v.orderNumber} ของคุณแล้ว จำนวน ${v.itemCount} รายการ ยอดรวม ${v.total} เราจะแจ้งให้คุณทราบเมื่อสินค้าอยู่ระหว่างการจัดส่ง`,
    },
  },
};
