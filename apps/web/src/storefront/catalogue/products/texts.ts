import { defineTexts } from '../../../i18n/dictionary';

export const productsTexts = defineTexts({
  en: {
    emptyTitle: 'No products here yet',
    emptyMessage: 'This category has no products at the moment. Have a look at the other aisles.',
    allCategories: 'All categories',
    failed: 'We could not load the products. Check your connection and try again.',
  },
  he: {
    emptyTitle: 'עדיין אין כאן מוצרים',
    emptyMessage: 'בקטגוריה הזו אין כרגע מוצרים. כדאי להציץ במחלקות האחרות.',
    allCategories: 'כל הקטגוריות',
    failed: 'לא הצלחנו לטעון את המוצרים. כדאי לבדוק את החיבור ולנסות שוב.',
  },
  th: {
    emptyTitle: 'ยังไม่มีสินค้าในหมวดนี้',
    emptyMessage: 'หมวดหมู่นี้ยังไม่มีสินค้าในขณะนี้ ลองดูแผนกอื่นก่อนนะ',
    allCategories: 'หมวดหมู่ทั้งหมด',
    failed: 'โหลดสินค้าไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  },
});
