import { defineTexts } from '../../i18n/dictionary';

export const searchTexts = defineTexts({
  en: {
    results: 'Search results',
    noResults: 'No results',
    searching: 'Searching…',
    failed: 'Search is not available right now. Please try again.',
    resultCount: 'one: {count} result | other: {count} results',
  },
  he: {
    results: 'תוצאות החיפוש',
    noResults: 'אין תוצאות',
    searching: 'מחפשים…',
    failed: 'החיפוש אינו זמין כרגע. נא לנסות שוב.',
    resultCount: 'one: תוצאה אחת | two: שתי תוצאות | other: {count} תוצאות',
  },
  th: {
    results: 'ผลการค้นหา',
    noResults: 'ไม่พบผลลัพธ์',
    searching: 'กำลังค้นหา…',
    failed: 'ไม่สามารถค้นหาได้ในขณะนี้ โปรดลองอีกครั้ง',
    resultCount: 'other: ผลลัพธ์ {count} รายการ',
  },
});
