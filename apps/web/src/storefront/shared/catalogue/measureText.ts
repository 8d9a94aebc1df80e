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

const MEASURE_TEXT: Record<MeasureBasis, keyof Texts> = {
  '100g': 'measure100g',
  '100ml': 'measure100ml',
  kg: 'measureKg',
  l: 'measureL',
  m: 'measureM',
  unit: 'measureUnit',
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
  const filled = fillText(texts.measurePrice, { measure: texts[MEASURE_TEXT[measure.per]] });
  const at = filled.indexOf('{price}');
  return [filled.slice(0, at), price(measure.amount), filled.slice(at + '{price}'.length)];
}

const PACKAGE_TEXT: Record<PackageUnit, keyof Texts> = {
  g: 'packageG',
  kg: 'packageKg',
  ml: 'packageMl',
  l: 'packageL',
  m: 'packageM',
  unit: 'packageUnits',
};

/** "454 g", "1.5 l", "6 units" in the page's language. */
export function packageText(texts: Texts, quantity: number, unit: PackageUnit): string {
  return fillText(texts[PACKAGE_TEXT[unit]], { quantity: formatQuantity(toThousandths(quantity)) });
}
