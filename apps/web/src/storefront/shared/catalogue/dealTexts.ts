import { defineTexts } from '../../../i18n/dictionary';

/** A deal's badge (decision 0068): loaded with the badge, not with the page. */
export const dealTexts = defineTexts({
  en: {
    unitPriceKg: '{price} a kg',
    amountOff: '{price} off',
    percentOff: '{percent}% off',
    bundle: '{quantity} for {price}',
    buyGet: '{buy} + {get}',
    nthOff: '{nth} at {percent}% off',
    nthFree: '{nth} free',
    until: 'until {date}',
    club: 'Club',
    clubDeal: 'Club deal',
    deal: 'Deal',
  },
  he: {
    unitPriceKg: '{price} לק״ג',
    amountOff: '{price} הנחה',
    percentOff: '{percent}% הנחה',
    bundle: '{quantity} ב-{price}',
    buyGet: 'קונים {buy}, {get} מתנה',
    nthOff: 'ה-{nth} ב-{percent}% הנחה',
    nthFree: 'ה-{nth} חינם',
    until: 'עד {date}',
    club: 'מועדון',
    clubDeal: 'מבצע מועדון',
    deal: 'מבצע',
  },
  th: {
    unitPriceKg: '{price} ต่อ กก.',
    amountOff: 'ลด {price}',
    percentOff: 'ลด {percent}%',
    bundle: '{quantity} ชิ้น {price}',
    buyGet: 'ซื้อ {buy} แถม {get}',
    nthOff: 'ชิ้นที่ {nth} ลด {percent}%',
    nthFree: 'ชิ้นที่ {nth} ฟรี',
    until: 'ถึง {date}',
    club: 'สมาชิก',
    clubDeal: 'โปรสมาชิก',
    deal: 'โปรโมชัน',
  },
});
