import { defineTexts } from '../../i18n/dictionary';

/**
 * Order status labels (the contracts' orderStatuses), one map for the storefront's order pages and the
 * back office's orders and dashboard; `unknown` for a status newer than this client.
 */
export const orderStatusTexts = defineTexts({
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    picking: 'Being picked',
    packed: 'Packed',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    delivery_failed: 'Delivery failed',
    cancelled: 'Cancelled',
    unknown: 'Status unknown',
  },
  he: {
    pending: 'ממתינה',
    confirmed: 'אושרה',
    picking: 'בליקוט',
    packed: 'נארזה',
    out_for_delivery: 'יצאה למשלוח',
    delivered: 'נמסרה',
    delivery_failed: 'המסירה נכשלה',
    cancelled: 'בוטלה',
    unknown: 'הסטטוס אינו ידוע',
  },
  th: {
    pending: 'รอดำเนินการ',
    confirmed: 'ยืนยันแล้ว',
    picking: 'กำลังจัดสินค้า',
    packed: 'แพ็กสินค้าแล้ว',
    out_for_delivery: 'กำลังจัดส่ง',
    delivered: 'จัดส่งแล้ว',
    delivery_failed: 'จัดส่งไม่สำเร็จ',
    cancelled: 'ยกเลิกแล้ว',
    unknown: 'ไม่ทราบสถานะ',
  },
});
