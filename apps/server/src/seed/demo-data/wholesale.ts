import { type CategorySeed, g, kg, litre, ml, pack, pieces, v } from './types';

/** Visible only to the Business customer type (see customer-types.ts). */
export const wholesale: CategorySeed = {
  key: 'wholesale',
  externalId: 117,
  name: ['Wholesale Packs', 'מארזים סיטונאיים', 'แพ็คขายส่ง'],
  background: '#e8e4dc',
  shape: 'crate',
  items: [
    {
      name: ['Milk 3%, case', 'חלב 3%, ארגז', 'นมสด 3% ยกลัง'],
      short: [
        'A case of 1 L cartons for cafés',
        'ארגז קרטוני ליטר לבתי קפה',
        'นมกล่อง 1 ลิตรยกลัง สำหรับร้านกาแฟ',
      ],
      variants: [v(pack(12, litre(1)), 7490)],
      colour: '#4a90d9',
    },
    {
      name: ['White flour, sack', 'קמח לבן, שק', 'แป้งสาลี ยกกระสอบ'],
      short: ['Bakery flour in a large sack', 'קמח למאפיות בשק גדול', 'แป้งสำหรับร้านเบเกอรี่ บรรจุกระสอบใหญ่'],
      variants: [v(kg(25), 8990)],
      colour: '#c8b38a',
    },
    {
      name: ['Basmati rice, sack', 'אורז בסמטי, שק', 'ข้าวบาสมาตี ยกกระสอบ'],
      short: [
        'Long-grain rice for restaurant kitchens',
        'אורז ארוך למטבחי מסעדות',
        'ข้าวเมล็ดยาวสำหรับครัวร้านอาหาร',
      ],
      variants: [v(kg(10), 9990)],
      colour: '#6c3483',
    },
    {
      name: ['Canola oil, case', 'שמן קנולה, מארז', 'น้ำมันคาโนลา ยกลัง'],
      short: ['Frying oil in large bottles', 'שמן לטיגון בבקבוקים גדולים', 'น้ำมันสำหรับทอด บรรจุขวดใหญ่'],
      variants: [v(pack(4, litre(5)), 13990)],
      colour: '#f9a825',
    },
    {
      name: ['Bamba, carton', 'במבה, קרטון', 'บัมบา ยกลัง'],
      short: [
        'A carton of snack bags for kiosks',
        'קרטון שקיות חטיף לקיוסקים',
        'ขนมบัมบายกลัง สำหรับร้านขายของชำ',
      ],
      variants: [v(pack(24, g(80)), 8990)],
      colour: '#e53935',
    },
    {
      name: ['Mineral water, case', 'מים מינרליים, ארגז', 'น้ำแร่ ยกลัง'],
      short: [
        'Small bottles for offices and events',
        'בקבוקים קטנים למשרדים ולאירועים',
        'น้ำแร่ขวดเล็กสำหรับสำนักงานและงานอีเวนต์',
      ],
      variants: [v(pack(24, ml(500)), 2990)],
      colour: '#4fc3f7',
    },
    {
      name: ['Tahini, bucket', 'טחינה גולמית, דלי', 'ทาฮินี ถังใหญ่'],
      short: ['Raw tahini for hummus restaurants', 'טחינה גולמית לחומוסיות', 'ทาฮินีสำหรับร้านฮัมมุส'],
      variants: [v(kg(18), 29990)],
      colour: '#c8a165',
    },
    {
      name: ['Hummus, catering tray', 'חומוס, מגש קייטרינג', 'ฮัมมุส ถาดจัดเลี้ยง'],
      short: ['Classic hummus for events', 'חומוס קלאסי לאירועים', 'ฮัมมุสสูตรคลาสสิกสำหรับงานเลี้ยง'],
      variants: [v(kg(3), 4490)],
      colour: '#d9b26f',
    },
    {
      name: ['Disposable cups, carton', 'כוסות חד־פעמיות, קרטון', 'แก้วใช้แล้วทิ้ง ยกลัง'],
      short: ['Cups for offices and events', 'כוסות למשרדים ולאירועים', 'แก้วสำหรับสำนักงานและงานอีเวนต์'],
      variants: [v(pieces(1000), 8990)],
      colour: '#4dd0e1',
    },
    {
      name: ['Espresso coffee beans, sack', 'פולי קפה לאספרסו, שק', 'เมล็ดกาแฟเอสเปรสโซ ยกกระสอบ'],
      short: [
        'Café blend, medium-dark roast',
        'תערובת לבתי קפה, קלייה בינונית־כהה',
        'เมล็ดกาแฟเบลนด์สำหรับคาเฟ่ คั่วกลางค่อนเข้ม',
      ],
      variants: [v(kg(5), 39990)],
      colour: '#3e2723',
    },
  ],
};
