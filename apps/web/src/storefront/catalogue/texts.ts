import { defineTexts } from '../../i18n/dictionary';

/** A product's category chips (the details page shows them too, without the products page's texts). */
export const categoryChipsTexts = defineTexts({
  en: { categories: 'Categories of {name}' },
  he: { categories: 'הקטגוריות של {name}' },
  th: { categories: 'หมวดหมู่ของ {name}' },
});
