import { defineTexts } from '../../i18n/dictionary';

export const aboutTexts = defineTexts({
  en: {
    title: 'About us',
    intro: 'A small team with a simple idea: good food should be easy to get.',
    storyTitle: 'Our story',
    storyText:
      'We started as a family grocery on a busy corner. Our customers asked us to deliver, so we built this shop: the same shelves, the same care, now a few taps away.',
    promiseTitle: 'Our promise',
    promiseText:
      'Every order is picked by a person who would buy it for their own table. If something is not right, tell us and we will make it right.',
  },
  he: {
    title: 'אודותינו',
    intro: 'צוות קטן עם רעיון פשוט: אוכל טוב צריך להיות נגיש.',
    storyTitle: 'הסיפור שלנו',
    storyText:
      'התחלנו כמכולת משפחתית בפינה סואנת. הלקוחות ביקשו משלוחים, אז בנינו את החנות הזו: אותם מדפים, אותה תשומת לב, עכשיו במרחק כמה נגיעות.',
    promiseTitle: 'ההבטחה שלנו',
    promiseText: 'כל הזמנה נאספת על ידי אדם שהיה קונה אותה לשולחן שלו. אם משהו לא בסדר, ספרו לנו ונתקן.',
  },
  th: {
    title: 'เกี่ยวกับเรา',
    intro: 'ทีมเล็กๆ ที่มีความคิดเรียบง่าย: อาหารดีๆ ควรหาซื้อได้ง่าย',
    storyTitle: 'เรื่องราวของเรา',
    storyText:
      'เราเริ่มต้นจากร้านขายของชำของครอบครัวที่หัวมุมถนนอันพลุกพล่าน ลูกค้าขอให้เราจัดส่ง เราจึงสร้างร้านนี้ขึ้นมา ชั้นวางเดิม ความใส่ใจเดิม แค่แตะไม่กี่ครั้ง',
    promiseTitle: 'คำสัญญาของเรา',
    promiseText:
      'ทุกคำสั่งซื้อคัดเลือกโดยคนที่จะซื้อสินค้านั้นไปวางบนโต๊ะอาหารของตัวเอง หากมีอะไรไม่ถูกต้อง บอกเรา แล้วเราจะแก้ไขให้',
  },
});
