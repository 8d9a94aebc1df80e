import { defineTexts } from '../../i18n/dictionary';

export const comingSoonTexts = defineTexts({
  en: {
    badge: 'Coming soon',
    title: '{page} is on its way',
    message: 'We are still stocking the shelves for this page. It will open here very soon.',
    home: 'Back to home',
  },
  he: {
    badge: 'בקרוב',
    title: '{page} בדרך אלינו',
    message: 'אנחנו עדיין ממלאים את המדפים של הדף הזה. הוא ייפתח כאן ממש בקרוב.',
    home: 'חזרה לדף הבית',
  },
  th: {
    badge: 'เร็วๆ นี้',
    title: '{page} กำลังจะมา',
    message: 'เรากำลังเติมสินค้าบนชั้นวางสำหรับหน้านี้ และจะเปิดให้ใช้งานที่นี่เร็วๆ นี้',
    home: 'กลับหน้าแรก',
  },
});
