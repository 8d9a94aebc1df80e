import { defineTexts } from '../../i18n/dictionary';

export const formTexts = defineTexts({
  en: {
    showPassword: 'Show',
    hidePassword: 'Hide',
  },
  he: {
    showPassword: 'הצגה',
    hidePassword: 'הסתרה',
  },
  th: {
    showPassword: 'แสดง',
    hidePassword: 'ซ่อน',
  },
});
