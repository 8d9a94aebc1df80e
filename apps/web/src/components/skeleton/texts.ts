import { defineTexts } from '../../i18n/texts';

export const skeletonTexts = defineTexts({
  en: { loading: 'Loading content' },
  he: { loading: 'התוכן נטען' },
  th: { loading: 'กำลังโหลดเนื้อหา' },
});
