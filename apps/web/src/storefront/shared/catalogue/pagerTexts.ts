import { defineTexts } from '../../../i18n/dictionary';

/** The products list's pager (its own file: the pager is a lazy chunk of the layout). */
export const pagerTexts = defineTexts({
  en: {
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
    page: 'Page {page}',
  },
  he: {
    pages: 'עמודים',
    previous: 'הקודם',
    next: 'הבא',
    pageOf: 'עמוד {page} מתוך {pages}',
    page: 'עמוד {page}',
  },
  th: {
    pages: 'หน้า',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    pageOf: 'หน้า {page} จาก {pages}',
    page: 'หน้า {page}',
  },
});
