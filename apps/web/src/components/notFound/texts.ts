import { defineTexts } from '../../i18n/dictionary';

export const notFoundTexts = defineTexts({
  en: {
    code: '404',
    title: 'Page not found',
    message:
      'We looked in every aisle but could not find this page. It may have moved, or the link may be mistyped.',
    shopNow: 'Shop now',
    requestSupport: 'Request support',
    supportOpening: 'Opening your email app to reach our support team…',
    supportSubject: 'Support request: page not found',
  },
  he: {
    code: '404',
    title: 'הדף לא נמצא',
    message: 'חיפשנו בכל המעברים ולא מצאנו את הדף הזה. ייתכן שהוא הועבר, או שיש טעות בקישור.',
    shopNow: 'לקנייה עכשיו',
    requestSupport: 'פנייה לתמיכה',
    supportOpening: 'פותחים את אפליקציית הדוא״ל כדי לפנות לצוות התמיכה…',
    supportSubject: 'פנייה לתמיכה: הדף לא נמצא',
  },
  th: {
    code: '404',
    title: 'ไม่พบหน้านี้',
    message: 'เราค้นหาทุกชั้นวางแล้วแต่ไม่พบหน้านี้ หน้าอาจถูกย้าย หรือลิงก์อาจพิมพ์ผิด',
    shopNow: 'เริ่มช้อปเลย',
    requestSupport: 'ขอความช่วยเหลือ',
    supportOpening: 'กำลังเปิดแอปอีเมลเพื่อติดต่อทีมสนับสนุน…',
    supportSubject: 'ขอความช่วยเหลือ: ไม่พบหน้า',
  },
});
