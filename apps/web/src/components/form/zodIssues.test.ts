import { barcodeInput, createProductRequest } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldRuleText, issueText } from './zodIssues';

/** The first issue zod reports for `value`, as a form's resolver sees it (with the input). */
function issueOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('expected an issue');
  return issue;
}

/** Each case: the schema, a refused value, the label, then the text in en, he and th. */
const cases: [string, z.ZodType, unknown, string, string, string, string][] = [
  [
    'invalid_type, missing: required',
    z.string(),
    undefined,
    'Name',
    'Name is required',
    'Name: שדה חובה',
    'ต้องระบุName',
  ],
  [
    'invalid_type, null: required',
    z.number(),
    null,
    'Price',
    'Price is required',
    'Price: שדה חובה',
    'ต้องระบุPrice',
  ],
  [
    'invalid_type, wrong type of a number',
    z.number(),
    'abc',
    'Price',
    'Price must be a number',
    'Price: יש להזין מספר',
    'Priceต้องเป็นตัวเลข',
  ],
  [
    'invalid_type, wrong type otherwise',
    z.boolean(),
    'yes',
    'Active',
    'Active is not valid',
    'Active: הערך אינו תקין',
    'Activeไม่ถูกต้อง',
  ],
  [
    'too_small string, min 1 and empty: required',
    z.string().min(1),
    '',
    'שם',
    'שם is required',
    'שם: שדה חובה',
    'ต้องระบุשם',
  ],
  [
    'too_small string, min 3',
    z.string().min(3),
    'ab',
    'Code',
    'Code must be at least 3 characters',
    'Code: לפחות 3 תווים',
    'Codeต้องมีอย่างน้อย 3 ตัวอักษร',
  ],
  [
    'too_small string, min 2 (Hebrew dual)',
    z.string().min(2),
    'a',
    'Code',
    'Code must be at least 2 characters',
    'Code: לפחות שני תווים',
    'Codeต้องมีอย่างน้อย 2 ตัวอักษร',
  ],
  [
    'too_small string, exact length',
    z.string().length(4),
    'abc',
    'PIN',
    'PIN must be exactly 4 characters',
    'PIN: בדיוק 4 תווים',
    'PINต้องมี 4 ตัวอักษรพอดี',
  ],
  [
    'too_small number',
    z.number().min(1),
    0,
    'Step',
    'Step must be at least 1',
    'Step: הערך המינימלי הוא 1',
    'Stepต้องไม่น้อยกว่า 1',
  ],
  [
    'too_small number, exclusive',
    z.number().positive(),
    0,
    'Step',
    'Step must be more than 0',
    'Step: יש להזין ערך גדול מ־0',
    'Stepต้องมากกว่า 0',
  ],
  [
    'too_small array, min 1',
    z.array(z.string()).min(1),
    [],
    'Groups',
    'Groups: choose at least one',
    'Groups: יש לבחור לפחות אחד',
    'Groups: เลือกอย่างน้อย 1 รายการ',
  ],
  [
    'too_small array, min 3',
    z.array(z.string()).min(3),
    ['a'],
    'Groups',
    'Groups: choose at least 3',
    'Groups: יש לבחור לפחות 3',
    'Groups: เลือกอย่างน้อย 3 รายการ',
  ],
  [
    'too_small date',
    z.date().min(new Date('2025-01-10T00:00:00Z')),
    new Date('2025-01-01T00:00:00Z'),
    'Day',
    'Day must be on or after 2025-01-10',
    'Day: התאריך המוקדם ביותר הוא 2025-01-10',
    'Dayต้องไม่ก่อนวันที่ 2025-01-10',
  ],
  [
    'too_big string',
    z.string().max(1),
    'ab',
    'Initial',
    'Initial must be at most 1 character',
    'Initial: תו אחד לכל היותר',
    'Initialมีได้ไม่เกิน 1 ตัวอักษร',
  ],
  [
    'too_big number',
    z.number().max(10),
    11,
    'Priority',
    'Priority must be at most 10',
    'Priority: הערך המרבי הוא 10',
    'Priorityต้องไม่เกิน 10',
  ],
  [
    'too_big number, exclusive',
    z.number().lt(10),
    10,
    'Priority',
    'Priority must be less than 10',
    'Priority: יש להזין ערך קטן מ־10',
    'Priorityต้องน้อยกว่า 10',
  ],
  [
    'too_big array',
    z.array(z.string()).max(2),
    ['a', 'b', 'c'],
    'Tags',
    'Tags: choose at most 2',
    'Tags: אפשר לבחור שניים לכל היותר',
    'Tags: เลือกได้ไม่เกิน 2 รายการ',
  ],
  [
    'too_big date',
    z.date().max(new Date('2025-01-10T00:00:00Z')),
    new Date('2025-02-01T00:00:00Z'),
    'Day',
    'Day must be on or before 2025-01-10',
    'Day: התאריך המאוחר ביותר הוא 2025-01-10',
    'Dayต้องไม่หลังวันที่ 2025-01-10',
  ],
  [
    'invalid_format email',
    z.email(),
    'not-an-email',
    'Email',
    'Email must be a valid email address',
    'Email: כתובת הדוא״ל אינה תקינה',
    'Emailต้องเป็นอีเมลที่ถูกต้อง',
  ],
  [
    'invalid_format regex (the schema’s English message is not shown)',
    z.string().regex(/^\d+$/, 'digits only'),
    'x1',
    'Barcode',
    'Barcode is not in the expected format',
    'Barcode: המבנה אינו תקין',
    'Barcodeมีรูปแบบไม่ถูกต้อง',
  ],
  [
    'invalid_format date',
    z.iso.date(),
    '2025-13-40',
    'Day',
    'Day must be a valid date',
    'Day: התאריך אינו תקין',
    'Dayต้องเป็นวันที่ที่ถูกต้อง',
  ],
  [
    'invalid_value enum',
    z.enum(['a', 'b']),
    'c',
    'Status',
    'Status: choose one of the options',
    'Status: יש לבחור אחת מהאפשרויות',
    'Status: โปรดเลือกหนึ่งในตัวเลือก',
  ],
  [
    'not_multiple_of',
    z.number().multipleOf(5),
    7,
    'Step',
    'Step must be a multiple of 5',
    'Step: הערך חייב להיות כפולה של 5',
    'Stepต้องเป็นผลคูณของ 5',
  ],
  [
    'custom without a known key',
    z.string().refine(() => false, 'must not contain control characters'),
    'x',
    'Name',
    'Name is not valid',
    'Name: הערך אינו תקין',
    'Nameไม่ถูกต้อง',
  ],
  [
    'custom naming a common text',
    z.string().refine(() => false, 'required'),
    'x',
    'Name',
    'Name is required',
    'Name: שדה חובה',
    'ต้องระบุName',
  ],
];

describe('issueText', () => {
  describe.each(cases)('%s', (_name, schema, value, label, en, he, th) => {
    const issue = issueOf(schema, value);
    it('in English', () => expect(issueText(issue, { label, language: 'en' })).toBe(en));
    it('in Hebrew', () => expect(issueText(issue, { label, language: 'he' })).toBe(he));
    it('in Thai', () => expect(issueText(issue, { label, language: 'th' })).toBe(th));
  });

  it('uses the caller’s text when a custom issue names its key', () => {
    const issue = issueOf(
      z.string().refine(() => false, 'zoneNameRequired'),
      ' ',
    );
    const customTexts = { zoneNameRequired: 'יש להזין את {label}' };
    expect(issueText(issue, { label: 'שם האזור', language: 'he', customTexts })).toBe('יש להזין את שם האזור');
  });

  it('says "This field" in the language when no label is known', () => {
    expect(issueText({ code: 'invalid_type' }, { language: 'he' })).toBe('השדה: שדה חובה');
    expect(issueText({ code: 'invalid_type' }, { language: 'en' })).toBe('This field is required');
  });

  it('reads the raw issue an error map receives (zodResolver’s error option)', () => {
    const result = z
      .object({ name: z.string().min(1) })
      .safeParse({ name: '' }, { error: (issue) => issueText(issue, { label: 'Name', language: 'th' }) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['ต้องระบุName']);
  });
});

describe('the contracts’ rules across fields', () => {
  it('says a 13-digit barcode’s check digit is wrong, in each language', () => {
    const issue = issueOf(barcodeInput, '4006381333932');
    expect(issueText(issue, { label: 'Barcode', language: 'en' })).toBe(
      'Barcode: the check digit of this 13-digit barcode is wrong',
    );
    expect(issueText(issue, { label: 'ברקוד', language: 'he' })).toBe(
      'ברקוד: ספרת הביקורת של הברקוד בן 13 הספרות שגויה',
    );
    expect(issueText(issue, { label: 'บาร์โค้ด', language: 'th' })).toBe(
      'บาร์โค้ด: เลขตรวจสอบของบาร์โค้ด 13 หลักนี้ไม่ถูกต้อง',
    );
  });

  it('translates the product rules the create schema reports on their fields', () => {
    const result = createProductRequest.safeParse({
      productName: 'Milk',
      onlinePrice: 5,
      promotionPrice: 6,
      minimumQuantity: 1.5,
    });
    const messages = (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issueText(issue, { label: 'X', language: 'en' }),
    ]);
    expect(messages).toEqual([
      ['minimumQuantity', 'X must be a whole number for goods sold by the unit'],
      ['promotionPrice', 'X must not be above the online price'],
    ]);
  });

  it('reads a RULE rejection’s message, and nothing else', () => {
    expect(fieldRuleText('WHOLE_NUMBER_FOR_UNIT_GOODS', { label: 'צעד', language: 'he' })).toBe(
      'צעד: במוצר הנמכר ביחידות יש להזין מספר שלם',
    );
    expect(fieldRuleText('SLUG_TAKEN', { language: 'en' })).toBeUndefined();
    expect(fieldRuleText('toString', { language: 'en' })).toBeUndefined();
    expect(fieldRuleText(undefined, { language: 'en' })).toBeUndefined();
  });
});
