import { defineTexts } from '../../../i18n/dictionary';

export const categoriesTexts = defineTexts({
  en: {
    title: 'Categories',
    intro: 'Pick an aisle to see its products.',
    productCount: 'one: {count} product | other: {count} products',
    emptyTitle: 'No categories yet',
    emptyMessage: 'The shelves are being stocked. Please come back soon.',
    failed: 'We could not load the categories. Check your connection and try again.',
  },
  he: {
    title: 'קטגוריות',
    intro: 'בחרו מחלקה כדי לראות את המוצרים שלה.',
    productCount: 'one: מוצר אחד | two: שני מוצרים | other: {count} מוצרים',
    emptyTitle: 'עדיין אין קטגוריות',
    emptyMessage: 'המדפים מתמלאים ממש עכשיו. נשמח לראותכם שוב בקרוב.',
    failed: 'לא הצלחנו לטעון את הקטגוריות. כדאי לבדוק את החיבור ולנסות שוב.',
  },
  th: {
    title: 'หมวดหมู่',
    intro: 'เลือกแผนกเพื่อดูสินค้าในแผนกนั้น',
    productCount: 'other: สินค้า {count} รายการ',
    emptyTitle: 'ยังไม่มีหมวดหมู่',
    emptyMessage: 'กำลังเติมสินค้าบนชั้นวาง โปรดกลับมาใหม่เร็ว ๆ นี้',
    failed: 'โหลดหมวดหมู่ไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  },
});
