import { defineTexts } from '../../i18n/dictionary';

export const loadStateTexts = defineTexts({
  en: {
    errorTitle: 'Something went wrong',
    errorMessage: 'We could not load this page. Check your connection and try again.',
    retry: 'Try again',
  },
  he: {
    errorTitle: 'משהו השתבש',
    errorMessage: 'לא הצלחנו לטעון את הדף. כדאי לבדוק את החיבור ולנסות שוב.',
    retry: 'ניסיון נוסף',
  },
  th: {
    errorTitle: 'เกิดข้อผิดพลาด',
    errorMessage: 'โหลดหน้านี้ไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    retry: 'ลองอีกครั้ง',
  },
});
