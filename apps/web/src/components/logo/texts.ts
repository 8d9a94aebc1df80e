import { defineTexts } from '../../i18n/dictionary';

/** The brand name stays the same in every language (an allowed exception in the dictionary test). */
export const brandTexts = defineTexts({
  en: { brandName: 'FreshCart', homeLink: 'FreshCart home' },
  he: { brandName: 'FreshCart', homeLink: 'דף הבית של FreshCart' },
  th: { brandName: 'FreshCart', homeLink: 'หน้าแรกของ FreshCart' },
});
