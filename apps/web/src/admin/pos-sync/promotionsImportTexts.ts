import { defineTexts } from '../../i18n/dictionary';

/** The last import of the price files' promotions on the Database sync page (decision 0070). */
export const promotionsImportTexts = defineTexts({
  en: {
    title: 'Promotions from the price files',
    when: 'Last import {when} from {file}',
    counts: 'Imported {imported} of {read}; {withdrawn} no longer in the file.',
    refused: 'Left out: {reasons}.',
    unknown:
      'one: {count} item code is no product of the shop: {codes} | other: {count} item codes are no product of the shop: {codes}',
    failed: 'Nothing was changed: {error}',
    manage: 'Manage promotions',
  },
  he: {
    title: 'מבצעים מקובצי המחירים',
    when: 'ייבוא אחרון {when} מתוך {file}',
    counts: 'יובאו {imported} מתוך {read}; {withdrawn} כבר אינם בקובץ.',
    refused: 'לא יובאו: {reasons}.',
    unknown:
      'one: קוד פריט אחד אינו מוצר בחנות: {codes} | other: {count} קודי פריט אינם מוצרים בחנות: {codes}',
    failed: 'לא שונה דבר: {error}',
    manage: 'ניהול מבצעים',
  },
  th: {
    title: 'โปรโมชันจากไฟล์ราคา',
    when: 'นำเข้าล่าสุด {when} จาก {file}',
    counts: 'นำเข้า {imported} จาก {read}; {withdrawn} รายการไม่อยู่ในไฟล์แล้ว',
    refused: 'ไม่ได้นำเข้า: {reasons}',
    unknown: 'other: รหัสสินค้า {count} รายการไม่ใช่สินค้าของร้าน: {codes}',
    failed: 'ไม่มีการเปลี่ยนแปลง: {error}',
    manage: 'จัดการโปรโมชัน',
  },
});
