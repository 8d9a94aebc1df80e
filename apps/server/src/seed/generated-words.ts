import { type CategoryKey, g, kg, litre, ml, percent, type SoldBy, type Text3 } from './demo-data/types';

/**
 * Word lists for benchmark products: name = type + attribute + brand + size, in each language, e.g.
 * 'גבינה צהובה 28% גליל 200 גרם'. Attributes are phrases that need no grammatical agreement in Hebrew
 * ('עם', 'ללא', 'בטעם'…), so every combination reads correctly.
 */
export interface WordGroup {
  category: CategoryKey;
  soldBy: SoldBy;
  types: readonly Text3[];
  attributes: readonly Text3[];
  /** Empty for goods sold by weight. */
  sizes: readonly Text3[];
  /** Online price range in agorot (per kg for weighed goods). */
  price: readonly [min: number, max: number];
}

/** Israeli regions used as made-up brand names. */
export const brands: readonly Text3[] = [
  ['Galil', 'גליל', 'กาลิล'],
  ['Carmel', 'כרמל', 'คาร์เมล'],
  ['Golan', 'גולן', 'โกลาน'],
  ['Sharon', 'שרון', 'ชารอน'],
  ['Negev', 'נגב', 'เนเกฟ'],
  ['Arava', 'ערבה', 'อาราวา'],
  ['Tavor', 'תבור', 'ทาบอร์'],
  ['Hermon', 'חרמון', 'เฮอร์มอน'],
  ['Yarden', 'ירדן', 'ยาร์เดน'],
  ['Emek', 'עמק', 'เอเมค'],
  ['Kinneret', 'כנרת', 'คินเนเรท'],
  ['Gilboa', 'גלבוע', 'กิลโบอา'],
];

const organic: Text3 = ['organic', 'מגידול אורגני', 'ออร์แกนิก'];
const spicy: Text3 = ['spicy', 'בטעם חריף', 'รสเผ็ด'];
const light: Text3 = ['light', 'לייט', 'ไลท์'];

export const wordGroups: readonly WordGroup[] = [
  {
    category: 'dairy-eggs',
    soldBy: 'unit',
    types: [
      ['Yellow cheese', 'גבינה צהובה', 'ชีสเหลือง'],
      ['White cheese', 'גבינה לבנה', 'ชีสขาว'],
      ['Cottage cheese', "קוטג'", 'คอทเทจชีส'],
      ['Cream cheese', 'גבינת שמנת', 'ครีมชีส'],
      ['Yogurt', 'יוגורט', 'โยเกิร์ต'],
      ['Labane', 'לבנה', 'ลาบาเนห์'],
      ['Sour cream', 'שמנת חמוצה', 'ซาวร์ครีม'],
    ],
    attributes: [
      percent(3),
      percent(5),
      percent(9),
      percent(28),
      light,
      ['from goat milk', 'מחלב עיזים', 'จากนมแพะ'],
    ],
    sizes: [g(150), g(200), g(250), g(500)],
    price: [390, 2490],
  },
  {
    category: 'drinks',
    soldBy: 'unit',
    types: [
      ['Orange juice', 'מיץ תפוזים', 'น้ำส้ม'],
      ['Apple juice', 'מיץ תפוחים', 'น้ำแอปเปิ้ล'],
      ['Grape juice', 'מיץ ענבים', 'น้ำองุ่น'],
      ['Lemonade', 'לימונדה', 'น้ำเลมอน'],
      ['Iced tea', 'תה קר', 'ชาเย็น'],
      ['Sparkling water', 'מים מוגזים', 'น้ำโซดา'],
      ['Cola', 'קולה', 'โคล่า'],
    ],
    attributes: [
      ['no added sugar', 'ללא תוספת סוכר', 'ไม่เติมน้ำตาล'],
      ['diet', 'דיאט', 'ไดเอท'],
      ['with pulp', 'עם ציפה', 'มีเนื้อผลไม้'],
      ['in a glass bottle', 'בבקבוק זכוכית', 'ขวดแก้ว'],
    ],
    sizes: [ml(330), litre(1), litre(1.5), litre(2)],
    price: [390, 1890],
  },
  {
    category: 'snacks-sweets',
    soldBy: 'unit',
    types: [
      ['Potato chips', "צ'יפס", 'มันฝรั่งทอดกรอบ'],
      ['Corn snack', 'חטיף תירס', 'ขนมข้าวโพดอบกรอบ'],
      ['Pretzels', 'בייגלה', 'เพรทเซล'],
      ['Crackers', 'קרקרים', 'แครกเกอร์'],
      ['Popcorn', 'פופקורן', 'ป๊อปคอร์น'],
    ],
    attributes: [
      ['with sea salt', 'עם מלח ים', 'รสเกลือทะเล'],
      ['barbecue flavour', 'בטעם ברביקיו', 'รสบาร์บีคิว'],
      ['onion flavour', 'בטעם בצל', 'รสหัวหอม'],
      ['sour cream flavour', 'בטעם שמנת', 'รสซาวร์ครีม'],
      spicy,
    ],
    sizes: [g(50), g(100), g(200), g(400)],
    price: [290, 1490],
  },
  {
    category: 'snacks-sweets',
    soldBy: 'unit',
    types: [
      ['Milk chocolate', 'שוקולד חלב', 'ช็อกโกแลตนม'],
      ['Dark chocolate', 'שוקולד מריר', 'ดาร์กช็อกโกแลต'],
      ['Wafers', 'ופלים', 'เวเฟอร์'],
      ['Cookies', 'עוגיות', 'คุกกี้'],
      ['Chocolate bar', 'חטיף שוקולד', 'ช็อกโกแลตแท่ง'],
    ],
    attributes: [
      ['with hazelnuts', 'עם אגוזי לוז', 'ผสมเฮเซลนัท'],
      ['with caramel', 'עם קרמל', 'ผสมคาราเมล'],
      ['with almonds', 'עם שקדים', 'ผสมอัลมอนด์'],
      ['vanilla flavour', 'בטעם וניל', 'รสวานิลลา'],
      ['with coconut', 'עם קוקוס', 'ผสมมะพร้าว'],
    ],
    sizes: [g(40), g(100), g(200), g(500)],
    price: [290, 2490],
  },
  {
    category: 'dry-goods',
    soldBy: 'unit',
    types: [
      ['Spaghetti', 'ספגטי', 'สปาเก็ตตี้'],
      ['Penne', 'פנה', 'เพนเน่'],
      ['Basmati rice', 'אורז בסמטי', 'ข้าวบาสมาตี'],
      ['Red lentils', 'עדשים כתומות', 'ถั่วเลนทิลแดง'],
      ['Couscous', 'קוסקוס', 'คูสคูส'],
      ['Rolled oats', 'שיבולת שועל', 'ข้าวโอ๊ต'],
      ['Flour', 'קמח', 'แป้งสาลี'],
    ],
    attributes: [
      ['whole grain', 'מדגן מלא', 'โฮลเกรน'],
      organic,
      ['premium', 'פרימיום', 'พรีเมียม'],
      ['quick cooking', 'לבישול מהיר', 'สุกเร็ว'],
    ],
    sizes: [g(500), kg(1), kg(2), kg(5)],
    price: [390, 2990],
  },
  {
    category: 'canned-pickles',
    soldBy: 'unit',
    types: [
      ['Tuna', 'טונה', 'ทูน่า'],
      ['Sweet corn', 'תירס מתוק', 'ข้าวโพดหวาน'],
      ['Chickpeas', 'גרגרי חומוס', 'ถั่วลูกไก่'],
      ['Chopped tomatoes', 'עגבניות קצוצות', 'มะเขือเทศสับ'],
      ['Green olives', 'זיתים ירוקים', 'มะกอกเขียว'],
      ['Pickled cucumbers', 'מלפפונים חמוצים', 'แตงกวาดอง'],
    ],
    attributes: [
      ['in oil', 'בשמן', 'ในน้ำมัน'],
      ['in water', 'במים', 'ในน้ำ'],
      ['no salt added', 'ללא תוספת מלח', 'ไม่เติมเกลือ'],
      spicy,
    ],
    sizes: [g(160), g(400), g(560), g(800)],
    price: [390, 1490],
  },
  {
    category: 'frozen',
    soldBy: 'unit',
    types: [
      ['Schnitzel', 'שניצל', 'ชนิตเซล'],
      ['Chicken nuggets', 'נאגטס עוף', 'นักเก็ตไก่'],
      ['Pizza', 'פיצה', 'พิซซ่า'],
      ['Ice cream', 'גלידה', 'ไอศกรีม'],
      ['Vegetable mix', 'תערובת ירקות', 'ผักรวม'],
      ['Burekas', 'בורקס', 'บูเรกัส'],
    ],
    attributes: [
      ['family pack', 'מארז משפחתי', 'แพ็คครอบครัว'],
      ['mini', 'מיני', 'ขนาดมินิ'],
      ['home style', 'בסגנון ביתי', 'สไตล์โฮมเมด'],
      spicy,
    ],
    sizes: [g(400), g(800), kg(1), kg(2)],
    price: [990, 4990],
  },
  {
    category: 'cleaning-household',
    soldBy: 'unit',
    types: [
      ['Dish soap', 'נוזל כלים', 'น้ำยาล้างจาน'],
      ['Laundry gel', "ג'ל כביסה", 'เจลซักผ้า'],
      ['Floor cleaner', 'נוזל רצפות', 'น้ำยาถูพื้น'],
      ['Fabric softener', 'מרכך כביסה', 'น้ำยาปรับผ้านุ่ม'],
      ['Surface spray', 'תרסיס ניקוי', 'สเปรย์ทำความสะอาด'],
    ],
    attributes: [
      ['lemon scent', 'בניחוח לימון', 'กลิ่นเลมอน'],
      ['lavender scent', 'בניחוח לבנדר', 'กลิ่นลาเวนเดอร์'],
      ['fragrance free', 'ללא בישום', 'ไม่มีน้ำหอม'],
      ['concentrated', 'בנוסחה מרוכזת', 'สูตรเข้มข้น'],
    ],
    sizes: [ml(750), litre(1), litre(2), litre(4)],
    price: [590, 4990],
  },
  {
    category: 'baby-personal-care',
    soldBy: 'unit',
    types: [
      ['Shampoo', 'שמפו', 'แชมพู'],
      ['Shower gel', 'תחליב רחצה', 'เจลอาบน้ำ'],
      ['Hand soap', 'סבון ידיים', 'สบู่ล้างมือ'],
      ['Body lotion', 'קרם גוף', 'โลชั่นทาผิว'],
      ['Toothpaste', 'משחת שיניים', 'ยาสีฟัน'],
    ],
    attributes: [
      ['with aloe vera', 'עם אלוורה', 'ผสมว่านหางจระเข้'],
      ['with olive oil', 'עם שמן זית', 'ผสมน้ำมันมะกอก'],
      ['for kids', 'לילדים', 'สำหรับเด็ก'],
      ['for sensitive skin', 'לעור רגיש', 'สำหรับผิวแพ้ง่าย'],
    ],
    sizes: [ml(100), ml(250), ml(500), ml(750)],
    price: [690, 3490],
  },
  {
    category: 'spices-oils-sauces',
    soldBy: 'unit',
    types: [
      ['Ketchup', 'קטשופ', 'ซอสมะเขือเทศ'],
      ['Mayonnaise', 'מיונז', 'มายองเนส'],
      ['Tahini', 'טחינה', 'ทาฮินี'],
      ['Hot sauce', 'רוטב חריף', 'ซอสพริก'],
      ['Mustard', 'חרדל', 'มัสตาร์ด'],
    ],
    attributes: [
      light,
      organic,
      ['classic recipe', 'במתכון קלאסי', 'สูตรดั้งเดิม'],
      ['less salt', 'מופחת נתרן', 'โซเดียมต่ำ'],
    ],
    sizes: [g(250), g(500), g(750), kg(1)],
    price: [490, 2990],
  },
  {
    category: 'spices-oils-sauces',
    soldBy: 'unit',
    types: [
      ['Olive oil', 'שמן זית', 'น้ำมันมะกอก'],
      ['Canola oil', 'שמן קנולה', 'น้ำมันคาโนลา'],
      ['Sunflower oil', 'שמן חמניות', 'น้ำมันดอกทานตะวัน'],
      ['Sesame oil', 'שמן שומשום', 'น้ำมันงา'],
    ],
    attributes: [
      ['cold pressed', 'בכבישה קרה', 'สกัดเย็น'],
      ['for frying', 'לטיגון', 'สำหรับทอด'],
      organic,
      ['in a glass bottle', 'בבקבוק זכוכית', 'ขวดแก้ว'],
    ],
    sizes: [ml(500), ml(750), litre(1), litre(2)],
    price: [890, 6990],
  },
  {
    category: 'bakery',
    soldBy: 'unit',
    types: [
      ['Bread', 'לחם', 'ขนมปัง'],
      ['Pita', 'פיתות', 'ขนมปังพิต้า'],
      ['Rolls', 'לחמניות', 'ขนมปังก้อน'],
      ['Challah', 'חלה', 'ขนมปังฮาลา'],
      ['Toast bread', 'לחם טוסט', 'ขนมปังโทสต์'],
    ],
    attributes: [
      ['whole wheat', 'מקמח מלא', 'โฮลวีต'],
      ['rye', 'משיפון', 'ไรย์'],
      ['spelt', 'מכוסמין', 'สเปลท์'],
      ['with sesame', 'עם שומשום', 'โรยงา'],
      ['gluten free', 'ללא גלוטן', 'ปลอดกลูเตน'],
    ],
    sizes: [g(400), g(500), g(750)],
    price: [590, 2490],
  },
  {
    category: 'fruit-vegetables',
    soldBy: 'produce',
    types: [
      ['Tomatoes', 'עגבניות', 'มะเขือเทศ'],
      ['Cucumbers', 'מלפפונים', 'แตงกวา'],
      ['Peppers', 'פלפלים', 'พริกหวาน'],
      ['Apples', 'תפוחים', 'แอปเปิ้ล'],
      ['Oranges', 'תפוזים', 'ส้ม'],
      ['Potatoes', 'תפוחי אדמה', 'มันฝรั่ง'],
      ['Onions', 'בצל', 'หอมใหญ่'],
    ],
    attributes: [
      organic,
      ['grade A', "סוג א'", 'เกรดเอ'],
      ['local', 'מגידול מקומי', 'ผลผลิตในประเทศ'],
      ['premium', 'פרימיום', 'พรีเมียม'],
    ],
    sizes: [],
    price: [290, 1990],
  },
  {
    category: 'meat-poultry',
    soldBy: 'butcher',
    types: [
      ['Chicken breast', 'חזה עוף', 'อกไก่'],
      ['Chicken thighs', 'ירכי עוף', 'สะโพกไก่'],
      ['Ground beef', 'בקר טחון', 'เนื้อวัวบด'],
      ['Turkey breast', 'חזה הודו', 'อกไก่งวง'],
      ['Beef steak', 'סטייק בקר', 'สเต๊กเนื้อวัว'],
    ],
    attributes: [
      ['chilled', 'בקירור', 'แช่เย็น'],
      ['marinated', 'במרינדה', 'หมักเครื่องเทศ'],
      ['thinly sliced', 'בפריסה דקה', 'หั่นบาง'],
      ['free range', 'מגידול חופשי', 'เลี้ยงปล่อย'],
    ],
    sizes: [],
    price: [2490, 14990],
  },
  {
    category: 'fish',
    soldBy: 'butcher',
    types: [
      ['Salmon', 'סלמון', 'แซลมอน'],
      ['Sea bream', 'דניס', 'ปลาซีบรีม'],
      ['Tilapia', 'אמנון', 'ปลานิล'],
      ['Cod', 'בקלה', 'ปลาค็อด'],
    ],
    attributes: [
      ['fillet', 'פילה', 'แล่'],
      ['skinless', 'ללא עור', 'ไม่มีหนัง'],
      ['chilled', 'בקירור', 'แช่เย็น'],
      ['for grilling', 'לצלייה', 'สำหรับย่าง'],
    ],
    sizes: [],
    price: [2990, 13990],
  },
  {
    category: 'nuts-dried-fruit',
    soldBy: 'bulk',
    types: [
      ['Almonds', 'שקדים', 'อัลมอนด์'],
      ['Cashews', 'קשיו', 'เม็ดมะม่วงหิมพานต์'],
      ['Walnuts', 'אגוזי מלך', 'วอลนัท'],
      ['Pistachios', 'פיסטוקים', 'พิสตาชิโอ'],
      ['Peanuts', 'בוטנים', 'ถั่วลิสง'],
      ['Dates', 'תמרים', 'อินทผลัม'],
    ],
    attributes: [
      ['in shell', 'בקליפה', 'ทั้งเปลือก'],
      ['unsalted', 'ללא מלח', 'ไม่ใส่เกลือ'],
      ['with sea salt', 'עם מלח ים', 'โรยเกลือทะเล'],
      ['honey coated', 'בציפוי דבש', 'เคลือบน้ำผึ้ง'],
    ],
    sizes: [],
    price: [2990, 11990],
  },
];
