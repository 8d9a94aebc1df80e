import { z } from 'zod';

/**
 * The shape of the hand-written demo data in `demo-data/` (JSON): every text in English, Hebrew and
 * Thai. Checked once when read, so a typo in a file stops the seed with the path of the bad value.
 */

/** [English, Hebrew, Thai]. English is also the base text. */
export const text3Schema = z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]);
export type Text3 = z.infer<typeof text3Schema>;

/** The illustrations `illustration-shapes.ts` can draw. */
export const shapes = [
  'round',
  'leafy',
  'bunch',
  'carton',
  'tub',
  'eggs',
  'cheese',
  'loaf',
  'pita',
  'steak',
  'drumstick',
  'fish',
  'bag',
  'box',
  'can',
  'jar',
  'bottle',
  'bar',
  'nut',
  'snowflake',
  'spray',
  'tube',
  'roll',
  'bowl',
  'leaf',
  'crate',
] as const;
export type Shape = (typeof shapes)[number];

/**
 * How a product is sold. Weighed goods are priced per kg:
 * produce and butcher 0.5 kg minimum in 0.25 kg steps, deli counter 0.2 in 0.1, bulk (nuts, spices) 0.1 in 0.1.
 */
export const soldByValues = ['unit', 'produce', 'butcher', 'deli', 'bulk'] as const;
export type SoldBy = (typeof soldByValues)[number];

/** The demo categories in the order the storefront shows them; each is `demo-data/categories/<key>.json`. */
export const categoryKeys = [
  'fruit-vegetables',
  'dairy-eggs',
  'bakery',
  'meat-poultry',
  'fish',
  'salads-spreads',
  'dry-goods',
  'canned-pickles',
  'spices-oils-sauces',
  'snacks-sweets',
  'nuts-dried-fruit',
  'drinks',
  'frozen',
  'organic-health',
  'cleaning-household',
  'baby-personal-care',
  'wholesale',
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

const categoryKey = z.enum(categoryKeys);
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour as #rrggbb');
/** Agorot: money never travels as a float. */
const agorot = z.number().int().positive();

const productFlags = {
  inactive: z.boolean().optional(),
  outOfStock: z.boolean().optional(),
  /** Left without any image, to show the no-image notice. */
  noImage: z.boolean().optional(),
};
const productFlagsSchema = z.strictObject(productFlags);
export type ProductFlags = z.infer<typeof productFlagsSchema>;

const variantSchema = z.strictObject({
  /** Appended to the item's name in each language, e.g. a size, a flavour or a fat percentage. */
  label: text3Schema,
  price: agorot,
  /** Replaces the item's short description for this variant. */
  short: text3Schema.optional(),
  flags: productFlagsSchema.optional(),
});

const itemSchema = z
  .strictObject({
    ...productFlags,
    name: text3Schema,
    short: text3Schema,
    long: text3Schema.optional(),
    /** Per unit, or per kg for weighed goods. Ignored when there are variants. */
    price: agorot.optional(),
    soldBy: z.enum(soldByValues).optional(),
    /** Sold in multiples, e.g. 6 bottles of water: minimum and step. */
    multiple: z.number().int().positive().optional(),
    variants: z.array(variantSchema).min(1).optional(),
    shape: z.enum(shapes).optional(),
    /** Main colour of the illustration. */
    colour: colour.optional(),
    /** Further categories the product also appears in. */
    alsoIn: z.array(categoryKey).optional(),
  })
  .refine((item) => item.price !== undefined || item.variants !== undefined, 'a price or variants');
export type ItemSeed = z.infer<typeof itemSchema>;

export const categoryFileSchema = z.strictObject({
  externalId: z.number().int().positive(),
  name: text3Schema,
  /** Background colour of its illustrations, and the default shape of its products. */
  background: colour,
  shape: z.enum(shapes),
  items: z.array(itemSchema).min(1),
});
export type CategorySeed = z.infer<typeof categoryFileSchema> & { key: CategoryKey };

export const customerTypesFileSchema = z.array(
  z.strictObject({
    name: z.string().min(1),
    description: z.string().min(1),
    /** Categories only this type can see. */
    categoryKeys: z.array(categoryKey),
    prices: z.array(
      z.strictObject({
        /** The product's English name. */
        product: z.string().min(1),
        /** Percent of the online price; null: no special price for this type. */
        percent: z.number().int().min(1).max(100).nullable(),
        /** Minimum quantity, and the step too unless `step` is given (whole numbers, as the admin allows). */
        multiple: z.number().int().positive().optional(),
        step: z.number().int().positive().optional(),
      }),
    ),
  }),
);
export type CustomerTypeSeed = z.infer<typeof customerTypesFileSchema>[number];

/**
 * Word lists for benchmark products: name = type + attribute + brand + size, in each language.
 * Attributes are phrases that need no grammatical agreement in Hebrew ('עם', 'ללא', 'בטעם'…), so
 * every combination reads correctly.
 */
const wordGroupSchema = z.strictObject({
  category: categoryKey,
  soldBy: z.enum(soldByValues),
  types: z.array(text3Schema).min(1),
  attributes: z.array(text3Schema).min(1),
  /** Empty for goods sold by weight. */
  sizes: z.array(text3Schema),
  /** Online price range in agorot (per kg for weighed goods). */
  price: z.tuple([agorot, agorot]).refine(([min, max]) => min <= max, 'min ≤ max'),
});
export type WordGroup = z.infer<typeof wordGroupSchema>;

export const generatedWordsFileSchema = z.strictObject({
  /** Israeli regions used as made-up brand names. */
  brands: z.array(text3Schema).min(1),
  wordGroups: z.array(wordGroupSchema).min(1),
});
