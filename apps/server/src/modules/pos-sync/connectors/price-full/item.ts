import type { PosItem, PosItemProblem } from '../../connector';
import { gtinOf } from '../../gtin';
import { israelTimeToIso } from './israel-time';
import { detailsOf } from './item-details';

/** One entry of a price file: an item read whole, or why it could not be. */
export type PriceFileEntry = { item: PosItem } | { problem: PosItemProblem };

/** The longest item code (as the POS HTTP API's) and name (decision 0061); a longer one is an item problem. */
const CODE_MAX = 20;
export const NAME_MAX = 500;

/** The units that mean "sold by the kilo", with quotes, gershayim and spaces taken out. */
const KILO_UNITS = new Set(['קג', 'קילו', 'קילוגרם', 'קילוגרמים', 'kg', 'kilo', 'kilogram']);

/**
 * An item of a price file from its fields (element names lower-cased, text as written) to an entry.
 * The item code is the POS's id; it doubles as the barcode only when it is a checked GTIN (an
 * 11-digit code as the UPC-A that lost its leading zero), since chains also number their own goods
 * (weighed produce, bakery) with internal codes.
 */
export function toEntry(fields: ReadonlyMap<string, string>): PriceFileEntry {
  const read = readCode(fields.get('itemcode'));
  if ('error' in read) return { problem: { externalId: null, error: read.error } };
  const { code } = read;
  const fail = (error: string): PriceFileEntry => ({ problem: { externalId: code, error } });

  // Publishers' other spellings (ItemNm, …) arrive as ItemName (read.ts).
  const name = collapse(fields.get('itemname')) || collapse(fields.get('manufactureritemdescription'));
  if (!name) return fail('no name');
  if (name.length > NAME_MAX) return fail(`the name is longer than ${NAME_MAX} characters`);
  // The decoder marks bytes that are not text in the file's encoding; such a name is not the POS's.
  if (name.includes('\uFFFD')) return fail('name holds bytes that are not text in the file’s encoding');

  const price = readPrice(fields.get('itemprice'));
  if ('error' in price) return fail(price.error);

  return {
    item: {
      externalId: code,
      barcode: gtinOf(code),
      name,
      category: null,
      price: price.value,
      unit: isWeighed(fields) ? 'kg' : 'unit',
      stock: null,
      active: (fields.get('itemstatus') ?? '').trim() !== '0',
      changedAt: israelTimeToIso(fields.get('priceupdatedate') ?? ''),
      ...detailsOf(fields),
    },
  };
}

/** The item code: digits, at most CODE_MAX of them. */
export function readCode(raw: string | undefined): { code: string } | { error: string } {
  const code = (raw ?? '').trim();
  if (!code) return { error: 'no item code' };
  if (code.length > CODE_MAX) return { error: `the item code is longer than ${CODE_MAX} characters` };
  if (!/^\d+$/.test(code)) return { error: `item code "${code}" is not digits` };
  return { code };
}

function collapse(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** A price as decimal text with two decimals ('7.5' → '7.50'); more than two are an error, not rounded. */
function readPrice(raw: string | undefined): { value: string } | { error: string } {
  const text = (raw ?? '').trim();
  if (!text) return { error: 'no price' };
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return { error: 'price is not a number' };
  const [, sign, whole = '', fraction = ''] = match;
  const cents = fraction.replace(/0+$/, '');
  if (cents.length > 2) return { error: `price ${text} has more than two decimals` };
  const units = whole.replace(/^0+(?=\d)/, '') || '0';
  const value = `${units}.${cents.padEnd(2, '0')}`;
  if (sign === '-' && /[1-9]/.test(value)) return { error: 'negative price' };
  return { value };
}

/**
 * bIsWeighted decides when the file has it: UnitOfMeasure is the unit of the comparison price, and
 * packaged goods carry ק"ג there too (in the Tiv Taam file 150 of 888 such items, washing powder, a hat).
 */
function isWeighed(fields: ReadonlyMap<string, string>): boolean {
  const flag = (fields.get('bisweighted') ?? '').trim().toLowerCase();
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  const unit = (fields.get('unitofmeasure') ?? '').replace(/["'״׳\s.]/g, '').toLowerCase();
  return KILO_UNITS.has(unit);
}
