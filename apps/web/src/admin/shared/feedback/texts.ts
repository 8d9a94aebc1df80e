import { defineTexts } from '../../../i18n/dictionary';

/** Words of the back office's dialogs and error displays. */
export const adminFeedbackTexts = defineTexts({
  en: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Try again',
    ticket: 'Ticket number',
  },
  he: {
    confirm: 'אישור',
    cancel: 'ביטול',
    close: 'סגירה',
    retry: 'ניסיון נוסף',
    ticket: 'מספר פנייה',
  },
  th: {
    confirm: 'ยืนยัน',
    cancel: 'ยกเลิก',
    close: 'ปิด',
    retry: 'ลองอีกครั้ง',
    ticket: 'หมายเลขแจ้งปัญหา',
  },
});
