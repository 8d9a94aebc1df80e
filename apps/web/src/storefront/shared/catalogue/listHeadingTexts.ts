import { defineTexts } from '../../../i18n/dictionary';

/** The products list's heading in the main layout's sub-menu bar: "Category", its name, its count. */
export const listHeadingTexts = defineTexts({
  en: {
    category: 'Category',
    total: 'one: {count} product | other: {count} products',
  },
  he: {
    category: 'קטגוריה',
    total: 'one: מוצר אחד | two: שני מוצרים | other: {count} מוצרים',
  },
  th: {
    category: 'หมวดหมู่',
    total: 'other: สินค้า {count} รายการ',
  },
});
