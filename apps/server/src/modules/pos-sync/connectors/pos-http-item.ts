import { z } from 'zod';
import type { PosItem, PosItemProblem } from '../connector';
import { gtinProblem } from '../gtin';
import { NAME_MAX } from './price-full/item';
import { FIELD_MAX } from './price-full/read';

/** Any text of an item: a longer one makes the item a problem (decision 0061). */
const field = () => z.string().max(FIELD_MAX, `longer than ${FIELD_MAX} characters`);

/** An item as the POS HTTP API answers it (apps/pos-reference/README.md). */
const itemAnswer = z.object({
  code: z.string().regex(/^\d{1,20}$/, 'code is not digits'),
  barcode: field().nullable(),
  name: z.string().trim().min(1, 'no name').max(NAME_MAX, `the name is longer than ${NAME_MAX} characters`),
  category: z
    .object({ code: field().min(1), name: field() })
    .nullable()
    .optional(),
  price: field(),
  weighed: z.boolean(),
  stock: z.number().int().nullable().optional(),
  active: z.boolean(),
  changedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** The reference POS's API gives no maker, origin or package. */
const noDetails = {
  manufacturer: null,
  country: null,
  packageQuantity: null,
  packageUnit: null,
  measurePrice: null,
} as const;

/** An item of the POS as a PosItem, or why it cannot be one. */
export function toPosItem(raw: unknown): PosItem | PosItemProblem {
  const parsed = itemAnswer.safeParse(raw);
  if (!parsed.success) {
    const code = (raw as { code?: unknown } | null)?.code;
    const externalId = typeof code === 'string' && /^\d{1,20}$/.test(code) ? code : null;
    const [issue] = parsed.error.issues;
    return {
      externalId,
      error: `item not as the API says: ${issue?.path.join('.') || 'item'}: ${issue?.message}`,
    };
  }
  const item = parsed.data;
  const problem = (error: string): PosItemProblem => ({ externalId: item.code, error });
  const price = readPrice(item.price);
  if ('error' in price) return problem(price.error);
  const barcode = item.barcode?.trim() || null;
  const barcodeProblem = barcode === null ? null : gtinProblem(barcode);
  if (barcodeProblem) return problem(`invalid barcode ${barcode}: ${barcodeProblem}`);
  return {
    externalId: item.code,
    barcode,
    name: item.name,
    category: item.category ? { externalId: item.category.code, name: item.category.name.trim() } : null,
    price: price.value,
    unit: item.weighed ? 'kg' : 'unit',
    stock: item.stock ?? null,
    active: item.active,
    changedAt: item.changedAt ? new Date(item.changedAt).toISOString() : null,
    ...noDetails,
  };
}

/** Decimal text with two decimals; a negative price, or one that is not a number, is an error. */
function readPrice(text: string): { value: string } | { error: string } {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return { error: `price "${text}" is not a number with at most two decimals` };
  const [, sign, whole = '0', cents = ''] = match;
  const value = `${whole.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
  if (sign && /[1-9]/.test(value)) return { error: `negative price -${value}` };
  return { value };
}
