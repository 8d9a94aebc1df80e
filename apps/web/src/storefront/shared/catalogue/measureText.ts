import {
  fillText,
  formatQuantity,
  type MeasureBasis,
  type MeasurePrice,
  type PackageUnit,
  toThousandths,
} from '@grocery/contracts';
import type { catalogueSharedTexts } from './texts';

type Texts = Record<keyof (typeof catalogueSharedTexts)['en'], string>;

/** Each unit's word in the page's language. */
const UNIT_WORD: Record<PackageUnit, keyof Texts> = {
  g: 'unitG',
  ml: 'unitMl',
  kg: 'unitKg',
  l: 'unitL',
  m: 'unitM',
  unit: 'unitPiece',
};
/** What a unit price is per, as the unit's word and how many of it. */
const BASIS: Record<MeasureBasis, [size: string, unit: PackageUnit]> = {
  '100g': ['100 ', 'g'],
  '100ml': ['100 ', 'ml'],
  kg: ['', 'kg'],
  l: ['', 'l'],
  m: ['', 'm'],
  unit: ['', 'unit'],
};

/**
 * "₪3.72 per 100 g" in the page's language (decision 0065), as the text before the price, the
 * price (to be shown left to right, as every price is, also inside Hebrew), and the text after.
 */
export function measureParts(
  texts: Texts,
  measure: MeasurePrice,
  price: (amount: number) => string,
): [before: string, price: string, after: string] {
  const [size, unit] = BASIS[measure.per];
  const filled = fillText(texts.measurePrice, { measure: `${size}${texts[UNIT_WORD[unit]]}` });
  const at = filled.indexOf('{price}');
  return [filled.slice(0, at), price(measure.amount), filled.slice(at + '{price}'.length)];
}

/** "454 g", "1.5 litre", "6 units" in the page's language. */
export function packageText(texts: Texts, quantity: number, unit: PackageUnit): string {
  const amount = formatQuantity(toThousandths(quantity));
  return unit === 'unit'
    ? fillText(texts.pieces, { quantity: amount })
    : `${amount} ${texts[UNIT_WORD[unit]]}`;
}
