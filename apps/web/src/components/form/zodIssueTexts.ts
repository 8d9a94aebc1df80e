import { defineTexts } from '../../i18n/dictionary';

/**
 * What a form says about a value its zod schema refused, per issue (see zodIssues.ts). `{label}` is
 * the field's translated label; `{count}` texts are plural forms (countText).
 */
export const zodIssueTexts = defineTexts({
  en: {
    thisField: 'This field',
    required: '{label} is required',
    invalid: '{label} is not valid',
    notANumber: '{label} must be a number',
    tooShort:
      'one: {label} must be at least {count} character | other: {label} must be at least {count} characters',
    tooLong:
      'one: {label} must be at most {count} character | other: {label} must be at most {count} characters',
    exactLength:
      'one: {label} must be exactly {count} character | other: {label} must be exactly {count} characters',
    atLeast: '{label} must be at least {min}',
    moreThan: '{label} must be more than {min}',
    atMost: '{label} must be at most {max}',
    lessThan: '{label} must be less than {max}',
    tooFewChosen: 'one: {label}: choose at least one | other: {label}: choose at least {count}',
    tooManyChosen: 'one: {label}: choose at most one | other: {label}: choose at most {count}',
    notBefore: '{label} must be on or after {min}',
    notAfter: '{label} must be on or before {max}',
    invalidEmail: '{label} must be a valid email address',
    invalidPattern: '{label} is not in the expected format',
    invalidDate: '{label} must be a valid date',
    chooseOption: '{label}: choose one of the options',
    notMultipleOf: '{label} must be a multiple of {step}',
    wholeNumberForUnitGoods: '{label} must be a whole number for goods sold by the unit',
    promotionAboveOnlinePrice: '{label} must not be above the online price',
    ean13CheckDigit: '{label}: the check digit of this 13-digit barcode is wrong',
  },
  he: {
    thisField: 'השדה',
    required: '{label}: שדה חובה',
    invalid: '{label}: הערך אינו תקין',
    notANumber: '{label}: יש להזין מספר',
    tooShort:
      'one: {label}: לפחות תו אחד | two: {label}: לפחות שני תווים | other: {label}: לפחות {count} תווים',
    tooLong:
      'one: {label}: תו אחד לכל היותר | two: {label}: שני תווים לכל היותר | other: {label}: {count} תווים לכל היותר',
    exactLength:
      'one: {label}: בדיוק תו אחד | two: {label}: בדיוק שני תווים | other: {label}: בדיוק {count} תווים',
    atLeast: '{label}: הערך המינימלי הוא {min}',
    moreThan: '{label}: יש להזין ערך גדול מ־{min}',
    atMost: '{label}: הערך המרבי הוא {max}',
    lessThan: '{label}: יש להזין ערך קטן מ־{max}',
    tooFewChosen:
      'one: {label}: יש לבחור לפחות אחד | two: {label}: יש לבחור לפחות שניים | other: {label}: יש לבחור לפחות {count}',
    tooManyChosen:
      'one: {label}: אפשר לבחור אחד לכל היותר | two: {label}: אפשר לבחור שניים לכל היותר | other: {label}: אפשר לבחור {count} לכל היותר',
    notBefore: '{label}: התאריך המוקדם ביותר הוא {min}',
    notAfter: '{label}: התאריך המאוחר ביותר הוא {max}',
    invalidEmail: '{label}: כתובת הדוא״ל אינה תקינה',
    invalidPattern: '{label}: המבנה אינו תקין',
    invalidDate: '{label}: התאריך אינו תקין',
    chooseOption: '{label}: יש לבחור אחת מהאפשרויות',
    notMultipleOf: '{label}: הערך חייב להיות כפולה של {step}',
    wholeNumberForUnitGoods: '{label}: במוצר הנמכר ביחידות יש להזין מספר שלם',
    promotionAboveOnlinePrice: '{label}: המחיר לא יכול להיות גבוה מהמחיר באתר',
    ean13CheckDigit: '{label}: ספרת הביקורת של הברקוד בן 13 הספרות שגויה',
  },
  th: {
    thisField: 'ช่องนี้',
    required: 'ต้องระบุ{label}',
    invalid: '{label}ไม่ถูกต้อง',
    notANumber: '{label}ต้องเป็นตัวเลข',
    tooShort: 'other: {label}ต้องมีอย่างน้อย {count} ตัวอักษร',
    tooLong: 'other: {label}มีได้ไม่เกิน {count} ตัวอักษร',
    exactLength: 'other: {label}ต้องมี {count} ตัวอักษรพอดี',
    atLeast: '{label}ต้องไม่น้อยกว่า {min}',
    moreThan: '{label}ต้องมากกว่า {min}',
    atMost: '{label}ต้องไม่เกิน {max}',
    lessThan: '{label}ต้องน้อยกว่า {max}',
    tooFewChosen: 'other: {label}: เลือกอย่างน้อย {count} รายการ',
    tooManyChosen: 'other: {label}: เลือกได้ไม่เกิน {count} รายการ',
    notBefore: '{label}ต้องไม่ก่อนวันที่ {min}',
    notAfter: '{label}ต้องไม่หลังวันที่ {max}',
    invalidEmail: '{label}ต้องเป็นอีเมลที่ถูกต้อง',
    invalidPattern: '{label}มีรูปแบบไม่ถูกต้อง',
    invalidDate: '{label}ต้องเป็นวันที่ที่ถูกต้อง',
    chooseOption: '{label}: โปรดเลือกหนึ่งในตัวเลือก',
    notMultipleOf: '{label}ต้องเป็นผลคูณของ {step}',
    wholeNumberForUnitGoods: '{label}ต้องเป็นจำนวนเต็มสำหรับสินค้าที่ขายเป็นชิ้น',
    promotionAboveOnlinePrice: '{label}ต้องไม่สูงกว่าราคาออนไลน์',
    ean13CheckDigit: '{label}: เลขตรวจสอบของบาร์โค้ด 13 หลักนี้ไม่ถูกต้อง',
  },
});

export type ZodIssueTextKey = keyof typeof zodIssueTexts.en;
