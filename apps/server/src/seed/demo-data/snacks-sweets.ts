import { type CategorySeed, g, pack, v } from './types';

export const snacksSweets: CategorySeed = {
  key: 'snacks-sweets',
  externalId: 109,
  name: ['Snacks & Sweets', 'חטיפים וממתקים', 'ขนมขบเคี้ยวและของหวาน'],
  background: '#fde2ec',
  shape: 'bag',
  items: [
    {
      name: ['Bamba', 'במבה', 'บัมบา'],
      short: ['Peanut-butter puffed corn snack', 'חטיף תירס בטעם חמאת בוטנים', 'ขนมข้าวโพดอบกรอบรสเนยถั่ว'],
      long: [
        "Israel's best-loved snack since 1964, made with 50% peanuts.",
        'החטיף האהוב בישראל מאז 1964, עשוי עם 50% בוטנים.',
        'ขนมยอดนิยมของอิสราเอลตั้งแต่ปี 1964 ทำจากถั่วลิสง 50%',
      ],
      variants: [
        v(g(80), 490),
        v(['family pack 200 g', 'מארז משפחתי 200 גרם', 'แพ็คครอบครัว 200 กรัม'], 1090),
        v(['nougat-filled 60 g', 'במילוי נוגט 60 גרם', 'สอดไส้นูกัต 60 กรัม'], 590),
      ],
      colour: '#e53935',
    },
    {
      name: ['Bissli', 'ביסלי', 'บิสลี'],
      short: ['Crunchy wheat snack', 'חטיף חיטה פריך', 'ขนมแป้งสาลีอบกรอบ'],
      long: [
        "Crunchy wheat snacks in fun shapes, a must at every Israeli children's party.",
        'חטיפי חיטה פריכים בצורות משעשעות, חובה בכל מסיבת ילדים בישראל.',
        'ขนมแป้งสาลีกรอบรูปทรงสนุก ของขาดไม่ได้ในงานปาร์ตี้เด็กในอิสราเอล',
      ],
      variants: [
        v(['grill 70 g', 'גריל 70 גרם', 'รสย่าง 70 กรัม'], 490),
        v(['barbecue 70 g', 'ברביקיו 70 גרם', 'รสบาร์บีคิว 70 กรัม'], 490),
        v(['falafel 70 g', 'פלאפל 70 גרם', 'รสฟาลาเฟล 70 กรัม'], 490),
        v(['onion 70 g', 'בצל 70 גרם', 'รสหัวหอม 70 กรัม'], 490),
      ],
      colour: '#fb8c00',
    },
    {
      name: ['Potato chips', "צ'יפס תפוחי אדמה", 'มันฝรั่งทอดกรอบ'],
      short: ['Thin, crispy potato chips', "צ'יפס דק ופריך", 'มันฝรั่งแผ่นบางทอดกรอบ'],
      long: [
        'Fried in sunflower oil and lightly seasoned.',
        'מטוגן בשמן חמניות ומתובל קלות.',
        'ทอดในน้ำมันดอกทานตะวันและปรุงรสเล็กน้อย',
      ],
      variants: [
        v(['salted 200 g', 'מלוח 200 גרם', 'รสเกลือ 200 กรัม'], 1090),
        v(['sour cream and onion 200 g', 'שמנת ובצל 200 גרם', 'รสซาวร์ครีมและหัวหอม 200 กรัม'], 1090),
      ],
      colour: '#fdd835',
    },
    {
      name: ['Pretzels', 'בייגלה', 'เพรทเซล'],
      short: ['Salted baked pretzels', 'בייגלה אפוי ומלוח', 'เพรทเซลอบโรยเกลือ'],
      long: [
        'Baked, not fried, and sprinkled with coarse salt.',
        'אפויים ולא מטוגנים, עם פיזור של מלח גס.',
        'อบ ไม่ทอด และโรยเกลือเม็ดหยาบ',
      ],
      variants: [
        v(['sticks 400 g', 'מקלות 400 גרם', 'แบบแท่ง 400 กรัม'], 890),
        v(['flat 400 g', 'שטוח 400 גרם', 'แบบแผ่น 400 กรัม'], 890),
      ],
      colour: '#6d4c41',
    },
    {
      name: ['Microwave popcorn', 'פופקורן למיקרוגל', 'ป๊อปคอร์นไมโครเวฟ'],
      short: ['Lightly salted popcorn', 'פופקורן מלוח קלות', 'ป๊อปคอร์นรสเค็มอ่อนๆ'],
      variants: [v(pack(3, g(100)), 990)],
      shape: 'box',
      colour: '#f9a825',
    },
    {
      name: ['Milk chocolate', 'שוקולד חלב', 'ช็อกโกแลตนม'],
      short: ['Smooth, creamy milk chocolate', 'שוקולד חלב חלק וקרמי', 'ช็อกโกแลตนมเนื้อเนียนนุ่ม'],
      long: [
        'Made with whole milk powder for a smooth, creamy taste.',
        'עשוי מאבקת חלב מלא לטעם חלק וקרמי.',
        'ทำจากนมผงครบส่วนเพื่อรสชาติเนียนนุ่ม',
      ],
      variants: [
        v(g(100), 590),
        v(['with hazelnuts 100 g', 'עם אגוזי לוז 100 גרם', 'ผสมเฮเซลนัท 100 กรัม'], 690),
      ],
      shape: 'bar',
      colour: '#8d4e2a',
    },
    {
      name: ['Dark chocolate 70% 100 g', 'שוקולד מריר 70% 100 גרם', 'ดาร์กช็อกโกแลต 70% 100 กรัม'],
      short: ['Intense dark chocolate', 'שוקולד מריר ועשיר', 'ดาร์กช็อกโกแลตรสเข้มข้น'],
      price: 790,
      shape: 'bar',
      colour: '#3e2723',
    },
    {
      name: ['Chocolate wafer bar 40 g', 'חטיף ופל בציפוי שוקולד 40 גרם', 'เวเฟอร์เคลือบช็อกโกแลต 40 กรัม'],
      short: [
        'Crispy wafer layers covered in chocolate',
        'שכבות ופל פריכות בציפוי שוקולד',
        'เวเฟอร์กรอบหลายชั้นเคลือบช็อกโกแลต',
      ],
      price: 350,
      shape: 'bar',
      colour: '#b71c1c',
    },
    {
      name: ['Wafers', 'ופלים', 'เวเฟอร์'],
      short: ['Light cream-filled wafers', 'ופלים קלילים במילוי קרם', 'เวเฟอร์กรอบเบาสอดไส้ครีม'],
      long: [
        'Thin crisp layers with a cream filling, perfect with coffee.',
        'שכבות דקות ופריכות עם מילוי קרם, מושלמים לצד קפה.',
        'แผ่นเวเฟอร์บางกรอบสอดไส้ครีม ทานคู่กับกาแฟได้ดี',
      ],
      variants: [
        v(['hazelnut 500 g', 'לוז 500 גרם', 'รสเฮเซลนัท 500 กรัม'], 1290),
        v(['vanilla 500 g', 'וניל 500 גרם', 'รสวานิลลา 500 กรัม'], 1290),
        v(['lemon 500 g', 'לימון 500 גרם', 'รสเลมอน 500 กรัม'], 1290),
      ],
      shape: 'box',
      colour: '#ffb300',
    },
    {
      name: ['Halva', 'חלבה', 'ฮัลวา'],
      short: [
        'Sesame halva cut from the block, by weight',
        'חלבה משומשום נחתכת מהבלוק, במשקל',
        'ฮัลวางาตัดจากก้อนใหญ่ ขายตามน้ำหนัก',
      ],
      long: [
        'Made from tahini and sugar in the traditional way; crumbly and melt-in-the-mouth.',
        'עשויה מטחינה וסוכר בשיטה המסורתית; מתפוררת ונמסה בפה.',
        'ทำจากทาฮินีและน้ำตาลตามสูตรดั้งเดิม เนื้อร่วนและละลายในปาก',
      ],
      variants: [
        v(['vanilla', 'וניל', 'รสวานิลลา'], 3990),
        v(['chocolate marble', 'שיש שוקולד', 'ลายหินอ่อนช็อกโกแลต'], 4290),
        v(['pistachio', 'פיסטוק', 'รสพิสตาชิโอ'], 5990),
      ],
      soldBy: 'deli',
      shape: 'cheese',
      colour: '#d7ccc8',
    },
    {
      name: ['Petit Beurre biscuits 200 g', 'ביסקוויטים פתי בר 200 גרם', 'บิสกิตเปอตีเบอร์ 200 กรัม'],
      short: [
        'Classic tea biscuits, great for biscuit cake',
        'ביסקוויטים קלאסיים, מעולים לעוגת ביסקוויטים',
        'บิสกิตคลาสสิกทานกับชา เหมาะสำหรับทำเค้กบิสกิต',
      ],
      price: 490,
      shape: 'box',
      colour: '#d4a017',
    },
    {
      name: ['Chocolate chip cookies 300 g', "עוגיות שוקולד צ'יפס 300 גרם", 'คุกกี้ช็อกโกแลตชิพ 300 กรัม'],
      short: ['Crunchy cookies with chocolate chips', 'עוגיות פריכות עם שבבי שוקולד', 'คุกกี้กรอบใส่ช็อกโกแลตชิพ'],
      price: 1190,
      shape: 'box',
      colour: '#795548',
    },
    {
      name: ['Krembo 20 pcs', "קרמבו 20 יח'", 'เครมโบ 20 ชิ้น'],
      short: [
        'Marshmallow cream on a biscuit, coated in chocolate',
        'קצף מרשמלו על ביסקוויט בציפוי שוקולד',
        'ขนมมาร์ชเมลโลว์ครีมบนบิสกิต เคลือบช็อกโกแลต',
      ],
      long: [
        'A winter favourite, sold from October to February.',
        'הפינוק החורפי, נמכר מאוקטובר ועד פברואר.',
        'ขนมยอดนิยมหน้าหนาว วางขายตั้งแต่ตุลาคมถึงกุมภาพันธ์',
      ],
      price: 2490,
      shape: 'box',
      colour: '#c2185b',
      outOfStock: true,
    },
    {
      name: ['Gummy bears 200 g', 'דובוני גומי 200 גרם', 'เยลลี่รูปหมี 200 กรัม'],
      short: ['Fruit-flavoured gummy candies', 'סוכריות גומי בטעמי פירות', 'เยลลี่กัมมี่รสผลไม้'],
      price: 690,
      colour: '#8e24aa',
    },
    {
      name: ['Sugar-free mint chewing gum', 'מסטיק מנטה ללא סוכר', 'หมากฝรั่งรสมิ้นต์ไม่มีน้ำตาล'],
      short: ['Long-lasting fresh breath', 'רעננות לאורך זמן', 'ลมหายใจหอมสดชื่นยาวนาน'],
      price: 390,
      shape: 'box',
      colour: '#00897b',
      noImage: true,
    },
    {
      name: ['Cheese puffs 60 g', 'חטיף גבינה 60 גרם', 'ขนมข้าวโพดอบรสชีส 60 กรัม'],
      short: ['Crunchy cheese-flavoured corn puffs', 'חטיף תירס פריך בטעם גבינה', 'ขนมข้าวโพดอบกรอบรสชีส'],
      price: 450,
      colour: '#ff7043',
    },
    {
      name: ['Tortilla chips 200 g', "טורטייה צ'יפס 200 גרם", 'ตอร์ติญ่าชิปส์ 200 กรัม'],
      short: ['Salted corn tortilla chips', "צ'יפס טורטייה מתירס, מלוח", 'แผ่นข้าวโพดทอดกรอบรสเกลือ'],
      price: 990,
      colour: '#ffa000',
    },
    {
      name: ['Marshmallows 200 g', 'מרשמלו 200 גרם', 'มาร์ชเมลโลว์ 200 กรัม'],
      short: ['Soft pink and white marshmallows', 'מרשמלו רך בוורוד ובלבן', 'มาร์ชเมลโลว์นุ่มสีชมพูและขาว'],
      price: 690,
      colour: '#f48fb1',
    },
  ],
};
