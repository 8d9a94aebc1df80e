/** The small word lists the catalogue's names are made of: [Hebrew, English]. */
export type Words = readonly [he: string, en: string];

export interface CategoryWords {
  code: string;
  name: string;
  /** Sold by the kilo (produce, meat, fish, deli) when an item is weighed. */
  weighable: boolean;
  products: readonly Words[];
}

/** Code, name, products as "Hebrew|English" joined by commas. */
const TABLE: readonly (readonly [string, string, string])[] = [
  ['10', 'מוצרי חלב', "חלב|Milk, גבינה לבנה|White cheese, יוגורט|Yogurt, שמנת|Cream, קוטג'|Cottage cheese"],
  ['11', 'ביצים', 'ביצים L|Eggs L, ביצים M|Eggs M'],
  ['12', 'לחם ומאפים', 'לחם|Bread, פיתות|Pita, לחמניות|Rolls, חלה|Challah'],
  ['13', 'פירות', 'תפוחים|Apples, בננות|Bananas, תפוזים|Oranges, ענבים|Grapes'],
  ['14', 'ירקות', 'עגבניות|Tomatoes, מלפפונים|Cucumbers, תפוחי אדמה|Potatoes, בצל|Onions'],
  ['15', 'בשר ועוף', 'חזה עוף|Chicken breast, בקר טחון|Minced beef, שניצל|Schnitzel'],
  ['16', 'דגים', 'סלמון|Salmon, אמנון|Tilapia'],
  ['17', 'מעדניה', 'פסטרמה|Pastrami, זיתים|Olives, חומוס|Hummus'],
  ['18', 'שימורים', 'טונה|Tuna, תירס|Sweetcorn, גרגרי חומוס|Chickpeas'],
  ['19', 'פסטה ואורז', 'פסטה|Pasta, אורז|Rice, קוסקוס|Couscous'],
  ['20', 'שמנים ורטבים', 'שמן זית|Olive oil, טחינה|Tahini, קטשופ|Ketchup'],
  ['21', 'תבלינים', 'מלח|Salt, פפריקה|Paprika, כמון|Cumin'],
  ['22', 'חטיפים', 'במבה|Peanut puffs, ביסלי|Crisps, ופלים|Wafers'],
  ['23', 'שוקולד וממתקים', 'שוקולד|Chocolate, סוכריות|Sweets'],
  ['24', 'משקאות', 'מים מינרליים|Mineral water, מיץ תפוזים|Orange juice, סודה|Soda'],
  ['25', 'קפה ותה', 'קפה|Coffee, תה|Tea'],
  ['26', 'דגני בוקר', 'קורנפלקס|Cornflakes, גרנולה|Granola'],
  ['27', 'קפואים', 'אפונה קפואה|Frozen peas, פיצה קפואה|Frozen pizza'],
  ['28', 'ניקיון', 'אבקת כביסה|Washing powder, נוזל כלים|Dish soap'],
  ['29', 'היגיינה', 'שמפו|Shampoo, משחת שיניים|Toothpaste'],
  ['30', 'תינוקות', 'חיתולים|Nappies, מזון תינוקות|Baby food'],
];
const WEIGHABLE_CODES = new Set(['13', '14', '15', '16', '17']);

function pairs(text: string): Words[] {
  return text.split(', ').map((pair) => {
    const [he = '', en = ''] = pair.split('|');
    return [he, en] as const;
  });
}

export const CATEGORIES: readonly CategoryWords[] = TABLE.map(([code, name, products]) => ({
  code,
  name,
  weighable: WEIGHABLE_CODES.has(code),
  products: pairs(products),
}));

export const WEIGHABLE = CATEGORIES.filter((category) => category.weighable);

export const BRANDS = pairs(
  'תנובה|Tnuva, שטראוס|Strauss, אסם|Osem, עלית|Elite, יטבתה|Yotvata, טרה|Tara, סוגת|Sugat',
);

export const SIZES = pairs(
  '100 גרם|100 g, 250 גרם|250 g, 500 גרם|500 g, 1 ק"ג|1 kg, 1 ליטר|1 l, 1.5 ליטר|1.5 l, 6 יח\'|6 pack',
);
