import { defineTexts } from '../../i18n/dictionary';

export const errorScreenTexts = defineTexts({
  en: {
    title: 'Something went wrong',
    message:
      'We are sorry: an unexpected error stopped this page. You can report it to us, or close this message and try again.',
    details: 'Error details',
    ticket: 'Ticket number',
    notAvailable: 'Not available',
    report: 'Report error',
    close: 'Close',
  },
  he: {
    title: 'משהו השתבש',
    message:
      'אנחנו מצטערים: שגיאה בלתי צפויה עצרה את הדף. אפשר לדווח לנו עליה, או לסגור הודעה זו ולנסות שוב.',
    details: 'פרטי השגיאה',
    ticket: 'מספר פנייה',
    notAvailable: 'לא זמין',
    report: 'דיווח על שגיאה',
    close: 'סגירה',
  },
  th: {
    title: 'เกิดข้อผิดพลาดบางอย่าง',
    message: 'ขออภัย เกิดข้อผิดพลาดที่ไม่คาดคิดทำให้หน้านี้หยุดทำงาน คุณสามารถแจ้งปัญหาให้เราทราบ หรือปิดข้อความนี้แล้วลองอีกครั้ง',
    details: 'รายละเอียดข้อผิดพลาด',
    ticket: 'หมายเลขแจ้งปัญหา',
    notAvailable: 'ไม่มีข้อมูล',
    report: 'แจ้งข้อผิดพลาด',
    close: 'ปิด',
  },
});
