import { defineTexts } from '../../../i18n/dictionary';

export const productsTexts = defineTexts({
  en: {
    category: 'Category',
    total: 'one: {count} product | other: {count} products',
    emptyTitle: 'No products here yet',
    emptyMessage: 'This category has no products at the moment. Have a look at the other aisles.',
    pastLastTitle: 'There is no such page',
    pastLastMessage: 'This category has fewer pages. Start from its first page.',
    firstPage: 'Go to the first page',
    allCategories: 'All categories',
    failed: 'We could not load the products. Check your connection and try again.',
  },
  he: {
    category: 'קטגוריה',
    total: 'one: מוצר אחד | two: שני מוצרים | other: {count} מוצרים',
    emptyTitle: 'עדיין אין כאן מוצרים',
    emptyMessage: 'בקטגוריה הזו אין כרגע מוצרים. כדאי להציץ במחלקות האחרות.',
    pastLastTitle: 'אין עמוד כזה',
    pastLastMessage: 'בקטגוריה הזו יש פחות עמודים. אפשר להתחיל מהעמוד הראשון.',
    firstPage: 'לעמוד הראשון',
    allCategories: 'כל הקטגוריות',
    failed: 'לא הצלחנו לטעון את המוצרים. כדאי לבדוק את החיבור ולנסות שוב.',
  },
  th: {
    category: 'หมวดหมู่',
    total: 'other: สินค้า {count} รายการ',
    emptyTitle: 'ยังไม่มีสินค้าในหมวดนี้',
    emptyMessage: 'หมวดหมู่นี้ยังไม่มีสินค้าในขณะนี้ ลองดูแผนกอื่นก่อนนะ',
    pastLastTitle: 'ไม่มีหน้านี้',
    pastLastMessage: 'หมวดหมู่นี้มีจำนวนหน้าน้อยกว่านั้น เริ่มจากหน้าแรกได้เลย',
    firstPage: 'ไปหน้าแรก',
    allCategories: 'หมวดหมู่ทั้งหมด',
    failed: 'โหลดสินค้าไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  },
});
