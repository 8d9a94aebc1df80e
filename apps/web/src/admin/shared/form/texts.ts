import { defineTexts } from '../../../i18n/dictionary';

/** The form kit's own words: list filters, date-range parts, a failed save. */
export const adminFormTexts = defineTexts({
  en: {
    typeToFilter: 'Type to filter...',
    noResults: 'No results found',
    clear: 'Clear',
    from: 'From',
    to: 'To',
    submitFailed: 'Saving failed. Everything you entered is still here; try again.',
  },
  he: {
    typeToFilter: 'הקלידו לסינון...',
    noResults: 'לא נמצאו תוצאות',
    clear: 'ניקוי',
    from: 'מתאריך',
    to: 'עד תאריך',
    submitFailed: 'השמירה נכשלה. כל מה שהזנתם עדיין כאן; נסו שוב.',
  },
  th: {
    typeToFilter: 'พิมพ์เพื่อกรอง...',
    noResults: 'ไม่พบผลลัพธ์',
    clear: 'ล้าง',
    from: 'ตั้งแต่',
    to: 'ถึง',
    submitFailed: 'บันทึกไม่สำเร็จ ข้อมูลที่กรอกไว้ยังอยู่ครบ โปรดลองอีกครั้ง',
  },
});
