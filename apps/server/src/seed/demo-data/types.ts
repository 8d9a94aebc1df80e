/** The hand-written demo catalogue: every text in English, Hebrew and Thai. */

/** [English, Hebrew, Thai]. English is also the base text. */
export type Text3 = readonly [en: string, he: string, th: string];

/** The illustration drawn on a product's image. */
export type Shape =
  | 'round'
  | 'leafy'
  | 'bunch'
  | 'carton'
  | 'tub'
  | 'eggs'
  | 'cheese'
  | 'loaf'
  | 'pita'
  | 'steak'
  | 'drumstick'
  | 'fish'
  | 'bag'
  | 'box'
  | 'can'
  | 'jar'
  | 'bottle'
  | 'bar'
  | 'nut'
  | 'snowflake'
  | 'spray'
  | 'tube'
  | 'roll'
  | 'bowl'
  | 'leaf'
  | 'crate';

/**
 * How a product is sold. Weighed goods are priced per kg:
 * produce and butcher 0.5 kg minimum in 0.25 kg steps, deli counter 0.2 in 0.1, bulk (nuts, spices) 0.1 in 0.1.
 */
export type SoldBy = 'unit' | 'produce' | 'butcher' | 'deli' | 'bulk';

export interface VariantSeed {
  /** Appended to the item's name in each language, e.g. a size, a flavour or a fat percentage. */
  label: Text3;
  /** Agorot. */
  price: number;
  /** Replaces the item's short description for this variant. */
  short?: Text3;
  flags?: ProductFlags;
}

export interface ProductFlags {
  inactive?: boolean;
  outOfStock?: boolean;
  /** Left without any image, to show the no-image notice. */
  noImage?: boolean;
}

export interface ItemSeed extends ProductFlags {
  name: Text3;
  short: Text3;
  long?: Text3;
  /** Agorot per unit, or per kg for weighed goods. Ignored when there are variants. */
  price?: number;
  soldBy?: SoldBy;
  /** Sold in multiples, e.g. 6 bottles of water: minimum and step. */
  multiple?: number;
  variants?: readonly VariantSeed[];
  shape?: Shape;
  /** Main colour of the illustration (hex). */
  colour?: string;
  /** Further categories (keys) the product also appears in. */
  alsoIn?: readonly CategoryKey[];
}

export type CategoryKey =
  | 'fruit-vegetables'
  | 'dairy-eggs'
  | 'bakery'
  | 'meat-poultry'
  | 'fish'
  | 'dry-goods'
  | 'canned-pickles'
  | 'salads-spreads'
  | 'snacks-sweets'
  | 'nuts-dried-fruit'
  | 'drinks'
  | 'frozen'
  | 'spices-oils-sauces'
  | 'organic-health'
  | 'cleaning-household'
  | 'baby-personal-care'
  | 'wholesale';

export interface CategorySeed {
  key: CategoryKey;
  externalId: number;
  name: Text3;
  /** Background colour of its illustrations and default shape of its products. */
  background: string;
  shape: Shape;
  items: readonly ItemSeed[];
}

export const v = (
  label: Text3,
  price: number,
  extra: Omit<VariantSeed, 'label' | 'price'> = {},
): VariantSeed => ({
  label,
  price,
  ...extra,
});

/** Size labels written once, correctly, in each language. */
export const g = (grams: number): Text3 => [`${grams} g`, `${grams} גרם`, `${grams} กรัม`];
export const kg = (kilos: number): Text3 => [`${kilos} kg`, `${kilos} ק"ג`, `${kilos} กก.`];
export const ml = (millilitres: number): Text3 => [
  `${millilitres} ml`,
  `${millilitres} מ"ל`,
  `${millilitres} มล.`,
];
export const litre = (litres: number): Text3 => [`${litres} L`, `${litres} ליטר`, `${litres} ลิตร`];
export const pieces = (count: number): Text3 => [`${count} pcs`, `${count} יח'`, `${count} ชิ้น`];
export const pack = (count: number, each: Text3): Text3 => [
  `${count} x ${each[0]}`,
  `מארז ${count} x ${each[1]}`,
  `แพ็ค ${count} x ${each[2]}`,
];
export const percent = (value: number): Text3 => [`${value}%`, `${value}%`, `${value}%`];
export const join = (...parts: Text3[]): Text3 => [
  parts.map((p) => p[0]).join(' '),
  parts.map((p) => p[1]).join(' '),
  parts.map((p) => p[2]).join(' '),
];
