import { defineTexts } from '../../i18n/dictionary';

export const dashboardTexts = defineTexts({
  en: {
    productTitle: 'FreshCart Back Office',
    systemName: 'Administration System v1.0',
    welcome: 'Manage the catalogue, orders, customers and deliveries from the menu.',
    version: 'Version {version}',
    environment: 'Environment: {environment}',
  },
  he: {
    productTitle: 'המשרד האחורי של FreshCart',
    systemName: 'מערכת ניהול v1.0',
    welcome: 'מהתפריט אפשר לנהל את הקטלוג, ההזמנות, הלקוחות והמשלוחים.',
    version: 'גרסה {version}',
    environment: 'סביבה: {environment}',
  },
  th: {
    productTitle: 'ระบบหลังร้าน FreshCart',
    systemName: 'ระบบผู้ดูแล v1.0',
    welcome: 'จัดการแคตตาล็อก คำสั่งซื้อ ลูกค้า และการจัดส่งได้จากเมนู',
    version: 'เวอร์ชัน {version}',
    environment: 'สภาพแวดล้อม: {environment}',
  },
});
