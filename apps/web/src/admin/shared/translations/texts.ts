import { defineTexts } from '../../../i18n/dictionary';

/** The translations editor of products and categories: one card per language. */
export const translationsTexts = defineTexts({
  en: {
    allowTranslations: 'Allow translations',
    base: 'Base text',
    empty: '(empty)',
    save: 'Save translation',
    saved: 'Translation saved.',
    deleted: 'Translation deleted.',
    saveFailed: 'Failed to save the translation.',
    none: 'No translation yet: shoppers in this language see the base text.',
    willDelete: 'Saving now deletes this translation: shoppers in this language will see the base text.',
  },
  he: {
    allowTranslations: 'אפשר תרגום',
    base: 'טקסט בסיס',
    empty: '(ריק)',
    save: 'שמירת תרגום',
    saved: 'התרגום נשמר.',
    deleted: 'התרגום נמחק.',
    saveFailed: 'שמירת התרגום נכשלה.',
    none: 'אין תרגום עדיין: קונים בשפה זו רואים את טקסט הבסיס.',
    willDelete: 'שמירה עכשיו תמחק את התרגום: קונים בשפה זו יראו את טקסט הבסיס.',
  },
  th: {
    allowTranslations: 'อนุญาตการแปล',
    base: 'ข้อความหลัก',
    empty: '(ว่าง)',
    save: 'บันทึกคำแปล',
    saved: 'บันทึกคำแปลแล้ว',
    deleted: 'ลบคำแปลแล้ว',
    saveFailed: 'บันทึกคำแปลไม่สำเร็จ',
    none: 'ยังไม่มีคำแปล: ผู้ซื้อที่ใช้ภาษานี้จะเห็นข้อความหลัก',
    willDelete: 'การบันทึกตอนนี้จะลบคำแปลนี้: ผู้ซื้อที่ใช้ภาษานี้จะเห็นข้อความหลัก',
  },
});
