import { defineTexts } from '../../i18n/dictionary';

export const homeTexts = defineTexts({
  en: {
    eyebrow: 'Your neighbourhood grocery, online',
    title: 'Fresh groceries, delivered to your door',
    subtitle:
      'Crisp vegetables, ripe fruit, fresh bread and everything for the pantry, picked with care and brought to you in the delivery slot you choose.',
    shopNow: 'Start shopping',
    aboutUs: 'About us',
    valuesTitle: 'Why shop with us',
    freshTitle: 'Fresh every day',
    freshText: 'Produce arrives every morning from growers we know by name.',
    deliveryTitle: 'Delivered on your schedule',
    deliveryText: 'Pick a delivery window that suits you, and we will be there.',
    pricesTitle: 'Fair prices',
    pricesText: 'Honest everyday prices and weekly promotions on the things you buy most.',
  },
  he: {
    eyebrow: 'המכולת השכונתית שלך, ברשת',
    title: 'מצרכים טריים, עד הדלת',
    subtitle:
      'ירקות פריכים, פירות בשלים, לחם טרי וכל מה שצריך למזווה, נבחרים בקפידה ומגיעים אליך בחלון המשלוח שבחרת.',
    shopNow: 'להתחיל לקנות',
    aboutUs: 'אודותינו',
    valuesTitle: 'למה לקנות אצלנו',
    freshTitle: 'טרי בכל יום',
    freshText: 'התוצרת מגיעה כל בוקר מחקלאים שאנחנו מכירים בשמם.',
    deliveryTitle: 'משלוח בזמן שנוח לך',
    deliveryText: 'בוחרים חלון משלוח שמתאים לך, ואנחנו כבר שם.',
    pricesTitle: 'מחירים הוגנים',
    pricesText: 'מחירים ישרים בכל יום ומבצעים שבועיים על מה שקונים הכי הרבה.',
  },
  th: {
    eyebrow: 'ร้านขายของชำใกล้บ้านคุณ ในแบบออนไลน์',
    title: 'ของสดถึงหน้าประตูบ้านคุณ',
    subtitle: 'ผักกรอบ ผลไม้สุกกำลังดี ขนมปังสดใหม่ และทุกอย่างสำหรับครัวของคุณ คัดสรรอย่างใส่ใจและส่งถึงมือในช่วงเวลาที่คุณเลือก',
    shopNow: 'เริ่มช้อปปิ้ง',
    aboutUs: 'เกี่ยวกับเรา',
    valuesTitle: 'ทำไมต้องช้อปกับเรา',
    freshTitle: 'สดใหม่ทุกวัน',
    freshText: 'ผักและผลไม้มาถึงทุกเช้าจากเกษตรกรที่เรารู้จักเป็นอย่างดี',
    deliveryTitle: 'จัดส่งตามเวลาที่คุณสะดวก',
    deliveryText: 'เลือกช่วงเวลาจัดส่งที่เหมาะกับคุณ แล้วเราจะไปถึงตามนัด',
    pricesTitle: 'ราคายุติธรรม',
    pricesText: 'ราคาที่จริงใจทุกวัน และโปรโมชันประจำสัปดาห์สำหรับสินค้าที่คุณซื้อบ่อยที่สุด',
  },
});
