import { defineTexts } from '../../../i18n/dictionary';

/** Meta descriptions of the server-rendered head (search results and link previews). */
export const headTexts = defineTexts({
  en: {
    site: 'FreshCart: fresh groceries delivered to your door.',
    about: 'Who we are at FreshCart, how we pick our produce and how delivery to your door works.',
    categories: 'Shop FreshCart by category: {names}.',
    category:
      'one: {name} at FreshCart: {count} product, delivered fresh to your door. | other: {name} at FreshCart: {count} products, delivered fresh to your door.',
    categoryUncounted: '{name} at FreshCart: fresh groceries delivered to your door.',
    product: 'Buy {name} at FreshCart: fresh groceries delivered to your door.',
  },
  he: {
    site: 'FreshCart: מצרכים טריים עד הדלת.',
    about: 'מי אנחנו ב־FreshCart, איך אנחנו בוחרים את התוצרת ואיך עובד המשלוח עד הדלת.',
    categories: 'קונים ב־FreshCart לפי קטגוריה: {names}.',
    category:
      'one: {name} ב־FreshCart: מוצר אחד, טרי עד הדלת. | two: {name} ב־FreshCart: שני מוצרים, טריים עד הדלת. | other: {name} ב־FreshCart: {count} מוצרים, טריים עד הדלת.',
    categoryUncounted: '{name} ב־FreshCart: מצרכים טריים עד הדלת.',
    product: 'קונים {name} ב־FreshCart: מצרכים טריים עד הדלת.',
  },
  th: {
    site: 'FreshCart: ของสดส่งตรงถึงหน้าประตูบ้านคุณ',
    about: 'รู้จัก FreshCart วิธีที่เราคัดสรรผักผลไม้ และการจัดส่งถึงหน้าประตูบ้านคุณ',
    categories: 'ช้อปที่ FreshCart ตามหมวดหมู่: {names}',
    category: 'other: {name} ที่ FreshCart: สินค้า {count} รายการ ส่งสดถึงหน้าประตูบ้านคุณ',
    categoryUncounted: '{name} ที่ FreshCart: ของสดส่งตรงถึงหน้าประตูบ้านคุณ',
    product: 'ซื้อ {name} ที่ FreshCart: ของสดส่งตรงถึงหน้าประตูบ้านคุณ',
  },
});
