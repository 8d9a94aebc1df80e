import type { PackageUnit } from '@grocery/contracts';
import type { PosItem } from '../../connector';

type Details = Pick<PosItem, 'manufacturer' | 'country' | 'packageQuantity' | 'packageUnit' | 'measurePrice'>;

/** What publishers write when they do not know ("לא ידוע" in 12,303 of 12,635 items of the Tiv Taam file). */
const UNKNOWN = new Set(['לא ידוע', 'לא ידוע.', 'unknown', 'none', 'null', '-', '0', 'כללי']);

/** UnitQty's words (quotes, gershayim, dots and spaces taken out) to a package unit. */
const UNITS: Record<string, PackageUnit> = {
  גרם: 'g',
  גרמים: 'g',
  גר: 'g',
  ג: 'g',
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  קג: 'kg',
  קילו: 'kg',
  קילוגרם: 'kg',
  קילוגרמים: 'kg',
  kg: 'kg',
  מל: 'ml',
  מיליליטר: 'ml',
  מיליליטרים: 'ml',
  ml: 'ml',
  ליטר: 'l',
  ליטרים: 'l',
  ל: 'l',
  l: 'l',
  liter: 'l',
  litre: 'l',
  מטר: 'm',
  מטרים: 'm',
  m: 'm',
  יחידה: 'unit',
  יחידות: 'unit',
  יח: 'unit',
  unit: 'unit',
  units: 'unit',
};

/** numeric(12,3) holds less than 10⁹. */
const QUANTITY_MAX = 1e9;

/**
 * The maker, the origin, the package and the POS's unit price of a price file's item (decision
 * 0065). Each is kept only when it can be read; none makes the item a problem (the price is what
 * the shop must have right).
 */
export function detailsOf(fields: ReadonlyMap<string, string>): Details {
  const quantity = Number((fields.get('quantity') ?? '').trim());
  const unit = UNITS[(fields.get('unitqty') ?? '').replace(/["'״׳\s.]/g, '').toLowerCase()];
  const measured = unit !== undefined && quantity > 0 && quantity < QUANTITY_MAX;
  return {
    manufacturer: known(fields.get('manufacturername')),
    country: known(fields.get('manufacturecountry')),
    packageQuantity: measured ? Math.round(quantity * 1000) / 1000 : null,
    packageUnit: measured ? unit : null,
    measurePrice: amount(fields.get('unitofmeasureprice')),
  };
}

function known(raw: string | undefined): string | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  return text && !UNKNOWN.has(text.toLowerCase()) ? text : null;
}

/** A positive amount rounded to the agora (publishers give up to six decimals), as decimal text. */
function amount(raw: string | undefined): string | null {
  const text = (raw ?? '').trim();
  if (!/^\d{1,9}(\.\d+)?$/.test(text)) return null;
  const value = Math.round(Number(text) * 100);
  return value > 0 ? (value / 100).toFixed(2) : null;
}
