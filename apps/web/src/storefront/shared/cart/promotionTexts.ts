import { defineTexts } from '../../../i18n/dictionary';

/** What the cart and the checkout say of the cart's promotions (decision 0068). */
export const cartPromotionTexts = defineTexts({
  en: {
    ended: 'The deal “{name}” ended at {time} on {date}; the regular price applies.',
    promotions: 'Promotions',
    promotionsWith: 'Promotions ({name})',
  },
  he: {
    ended: 'המבצע ״{name}״ הסתיים ב-{time} ב-{date}; חל המחיר הרגיל.',
    promotions: 'מבצעים',
    promotionsWith: 'מבצעים ({name})',
  },
  th: {
    ended: 'โปรโมชัน “{name}” สิ้นสุดเมื่อ {time} น. วันที่ {date} ตอนนี้ใช้ราคาปกติ',
    promotions: 'โปรโมชัน',
    promotionsWith: 'โปรโมชัน ({name})',
  },
});
