import type { PosItem, PosItemProblem } from '../../connector';
import { isGtin } from '../../gtin';
import { israelTimeToIso } from './israel-time';

/** One entry of a price file: an item read whole, or why it could not be. */
export type PriceFileEntry = { item: PosItem } | { problem: PosItemProblem };

/** The units that mean "sold by the kilo", with quotes, gershayim and spaces taken out. */
const KILO_UNITS = new Set(['קג', 'קילו', 'קילוגרם', 'קילוגרמים', 'kg', 'kilo', 'kilogram']);

/**
 * An item of a price file from its fields (element names lower-cased, text as written) to an entry.
 * The item code is the POS's id; it doubles as the barcode only when it is a checked GTIN, since
 * chains also number their own goods (weighed produce, bakery) with internal codes.
 */
export function toEntry(fields: ReadonlyMap<string, string>): PriceFileEntry {
  const code = (fields.get('itemcode') ?? '').trim();
  if (!code) return { problem: { externalId: null, error: 'no item code' } };
  if (!/^\d+$/.test(code))
    return { problem: { externalId: null, error: `item code "${code}" is not digits` } };
  const fail = (error: string): PriceFileEntry => ({ problem: { externalId: code, error } });

  const name = collapse(fields.get('itemname')) || collapse(fields.get('manufactureritemdescription'));
  if (!name) return fail('no name');
  // The decoder marks bytes that are not text in the file's encoding; such a name is not the POS's.
  if (name.includes('\uFFFD')) return fail('name holds bytes that are not text in the file’s encoding');

  const price = readPrice(fields.get('itemprice'));
  if ('error' in price) return fail(price.error);

  return {
    item: {
      externalId: code,
      barcode: isGtin(code) ? code : null,
      name,
      category: null,
      price: price.value,
      unit: isWeighed(fields) ? 'kg' : 'unit',
      stock: null,
      active: (fields.get('itemstatus') ?? '').trim() !== '0',
      changedAt: israelTimeToIso(fields.get('priceupdatedate') ?? ''),
    },
  };
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
