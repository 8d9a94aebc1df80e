import { defineTexts } from '../../i18n/dictionary';

export const notificationsTexts = defineTexts({
  en: {
    title: 'Notifications',
    unreadCount: 'other: {count} unread',
    empty: 'No notifications.',
    unread: 'Unread',
    received: 'Received',
    viewOrder: 'View order {number}',
    showOlder: 'Show older notifications',
  },
  he: {
    title: 'התראות',
    unreadCount: 'other: לא נקראו: {count}',
    empty: 'אין התראות.',
    unread: 'לא נקראה',
    received: 'התקבלה',
    viewOrder: 'לצפייה בהזמנה {number}',
    showOlder: 'להצגת התראות ישנות יותר',
  },
  th: {
    title: 'การแจ้งเตือน',
    unreadCount: 'other: ยังไม่ได้อ่าน {count} รายการ',
    empty: 'ไม่มีการแจ้งเตือน',
    unread: 'ยังไม่ได้อ่าน',
    received: 'ได้รับเมื่อ',
    viewOrder: 'ดูคำสั่งซื้อ {number}',
    showOlder: 'แสดงการแจ้งเตือนที่เก่ากว่า',
  },
});
