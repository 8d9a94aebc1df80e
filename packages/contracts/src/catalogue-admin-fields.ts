import { z } from 'zod';
import { idParam } from './catalogue';
import { maxId } from './limits';
import { text } from './text';

/**
 * Pieces the back office's catalogue calls share: money and quantity inputs, the rules a product's
 * prices and quantities follow (the web form checks the same), the rejection that names its field,
 * and translations.
 */

/** The largest amount a numeric(12,2) column holds. */
export const maxMoney = 9_999_999_999.99;
/** The largest minimum or step (numeric(10,3)). */
export const maxQuantity = 9_999_999.999;

const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** An amount of money: finite, 0 or more, at most two decimals. */
export const moneyInput = z
  .number()
  .finite()
  .min(0, 'must not be negative')
  .max(maxMoney)
  .refine((value) => hasAtMostDecimals(value, 2), 'at most two decimals');

/** A minimum quantity or step: more than 0, at most three decimals (the unit rule is apart). */
export const quantityInput = z
  .number()
  .finite()
  .positive('must be more than 0')
  .max(maxQuantity)
  .refine((value) => hasAtMostDecimals(value, 3), 'at most three decimals');

export const productUnits = ['unit', 'kg'] as const;
export const productUnitSchema = z.enum(productUnits);
export type ProductUnit = z.infer<typeof productUnitSchema>;

export const positiveId = z.number().int().min(1).max(maxId);
/** Ids in a body: each once (a repeated id counts once), at most `max`. */
export const idList = (max: number) =>
  z
    .array(positiveId)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

export interface FieldIssue {
  /** The field's name, as the form names it. */
  path: string;
  /** A code the web translates: see `fieldRuleMessages`. */
  message: FieldRule;
}

/** The rules beyond one field's own type; the server checks a merged edit with the same function. */
export const fieldRules = [
  'WHOLE_NUMBER_FOR_UNIT_GOODS',
  'PROMOTION_ABOVE_ONLINE_PRICE',
  'EAN13_CHECK_DIGIT',
] as const;
export type FieldRule = (typeof fieldRules)[number];

/** Goods sold by the unit take whole minimums and steps from 1; goods sold by weight, any positive. */
export function quantityIssues(
  unit: ProductUnit,
  quantities: { minimumQuantity?: number; quantityStep?: number },
  prefix = '',
): FieldIssue[] {
  if (unit !== 'unit') return [];
  return (['minimumQuantity', 'quantityStep'] as const)
    .filter((key) => quantities[key] !== undefined && !Number.isInteger(quantities[key]))
    .map((key) => ({ path: `${prefix}${key}`, message: 'WHOLE_NUMBER_FOR_UNIT_GOODS' }));
}

/** An EAN-13's check digit from its 12 data digits (weights 1 and 3 from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits before the check digit: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A 13-digit barcode is an EAN-13: its last digit checks the other twelve (other codes pass). */
export function ean13Valid(barcode: string): boolean {
  if (!/^\d{13}$/.test(barcode)) return true;
  return ean13CheckDigit(barcode.slice(0, 12)) === Number(barcode[12]);
}

/** Barcodes: digits and Latin letters (shops' own codes for weighed goods), up to 32. */
export const barcodeInput = text()
  .regex(/^[0-9A-Za-z]{1,32}$/, 'digits and letters only')
  .refine(ean13Valid, 'EAN13_CHECK_DIGIT');

/** Slugs: lowercase letters of any script, digits and single dashes between them. */
export const slugInput = text()
  .max(200)
  .regex(/^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u, 'lowercase letters, digits and dashes');

/** Optional free text: blank becomes null. */
export const optionalText = (max: number) =>
  text()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** A business refusal of a catalogue change, naming the field it is about when there is one. */
export function okOrFieldRejection<T extends z.ZodRawShape, R extends readonly [string, ...string[]]>(
  shape: T,
  reasons: R,
) {
  return z.discriminatedUnion('reject', [
    z.object({ reject: z.literal(false), reason: z.null(), ...shape }),
    z.object({
      reject: z.literal(true),
      reason: z.enum(reasons),
      field: z.string().optional(),
      message: z.string().optional(),
    }),
  ]);
}

/**
 * CONFLICT: someone saved the record since this editor loaded it (its version moved on); the
 * answer carries nothing of it, the editor reloads.
 */
export const conflictReason = 'CONFLICT' as const;

export { idParam };
