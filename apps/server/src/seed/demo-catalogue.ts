import { israeliEan13 } from './ean13';
import type { Illustration } from './illustration';
import { agorotToNumeric, numericToAgorot, percentOf, shelfPriceBelow } from './money';
import { pricesFor } from './pricing';
import { createPrng, mixSeed, type Prng } from './prng';
import { quantityRules } from './quantity-rules';
import { customerTypes, demoCategories } from './seed-data';
import type { CategoryKey, CategorySeed, ItemSeed, ProductFlags, Text3 } from './seed-schema';

/** Changing this changes every barcode and price of the demo data. */
const demoSeed = 20240501;
const galleryProductCount = 20;
const palette = [
  '#e4572e',
  '#f3a712',
  '#29a19c',
  '#4f6d7a',
  '#a23b72',
  '#3b8ea5',
  '#6a994e',
  '#bc4749',
  '#7b2cbf',
];

export interface DemoImage {
  /** File name only; the storage key adds the folder. */
  file: string;
  highResFile: string | null;
  picture: Illustration;
}

export interface DemoCategory {
  key: CategoryKey;
  externalId: number;
  sortOrder: number;
  name: Text3;
  image: DemoImage;
}

export interface DemoProduct {
  externalId: number;
  name: Text3;
  short: Text3;
  long: Text3 | null;
  slug: string;
  barcode: string;
  active: boolean;
  outOfStock: boolean;
  unit: 'unit' | 'kg';
  minimumQuantity: string;
  quantityStep: string;
  costPrice: string;
  consumerPrice: string;
  onlinePrice: string;
  promotionPrice: string | null;
  categoryKeys: CategoryKey[];
  /** The first is the default image; none means the product has no image at all. */
  images: DemoImage[];
}

export interface DemoUserTypePrice {
  productExternalId: number;
  price: string | null;
  minimumQuantity: string;
  quantityStep: string;
}

export interface DemoUserType {
  name: string;
  description: string;
  categoryKeys: CategoryKey[];
  prices: DemoUserTypePrice[];
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  products: DemoProduct[];
  userTypes: DemoUserType[];
}

/** Expands the hand-written seed files into rows: same input, same output, every time. */
export function buildDemoCatalogue(): DemoCatalogue {
  const categories = demoCategories().map((seed, index) => buildCategory(seed, index));
  const barcodes = new Set<string>();
  const slugs = new Set<string>();
  const products: DemoProduct[] = [];
  for (const seed of demoCategories()) {
    let position = 0;
    for (const item of seed.items) {
      for (const variant of expandVariants(item)) {
        position += 1;
        const product = buildProduct(seed, item, variant, seed.externalId * 1000 + position, barcodes);
        if (slugs.has(product.slug)) throw new Error(`Two demo products have the name ${product.name[0]}`);
        slugs.add(product.slug);
        products.push(product);
      }
    }
  }
  addGalleryViews(products);
  return { categories, products, userTypes: buildUserTypes(products) };
}

function buildCategory(seed: CategorySeed, index: number): DemoCategory {
  const slug = slugify(seed.name[0]);
  return {
    key: seed.key,
    externalId: seed.externalId,
    sortOrder: (index + 1) * 10,
    name: seed.name,
    image: {
      file: `${slug}.webp`,
      highResFile: null,
      picture: {
        shape: seed.shape,
        background: seed.background,
        colour: '#ffffff',
        view: 0,
      },
    },
  };
}

interface ExpandedVariant {
  name: Text3;
  short: Text3;
  price: number;
  flags: ProductFlags;
}

function expandVariants(item: ItemSeed): ExpandedVariant[] {
  const itemFlags = { inactive: item.inactive, outOfStock: item.outOfStock, noImage: item.noImage };
  if (!item.variants || item.variants.length === 0) {
    if (item.price === undefined)
      throw new Error(`Demo item ${item.name[0]} has neither a price nor variants`);
    return [{ name: item.name, short: item.short, price: item.price, flags: itemFlags }];
  }
  return item.variants.map((variant) => ({
    name: [
      `${item.name[0]} ${variant.label[0]}`,
      `${item.name[1]} ${variant.label[1]}`,
      `${item.name[2]} ${variant.label[2]}`,
    ],
    short: variant.short ?? item.short,
    price: variant.price,
    flags: { ...itemFlags, ...variant.flags },
  }));
}

function buildProduct(
  category: CategorySeed,
  item: ItemSeed,
  variant: ExpandedVariant,
  externalId: number,
  barcodes: Set<string>,
): DemoProduct {
  const prng = createPrng(mixSeed(demoSeed, externalId));
  const rule = quantityRules[item.soldBy ?? 'unit'];
  const multiple = item.multiple ? String(item.multiple) : null;
  const slug = slugify(variant.name[0]);
  const colour = item.colour ?? prng.pick(palette);
  const picture = (view: 0 | 1 | 2): Illustration => ({
    shape: item.shape ?? category.shape,
    background: category.background,
    colour,
    view,
  });
  return {
    externalId,
    name: variant.name,
    short: variant.short,
    long: item.long ?? null,
    slug,
    barcode: uniqueBarcode(prng, barcodes),
    active: !variant.flags.inactive,
    outOfStock: Boolean(variant.flags.outOfStock),
    unit: rule.unit,
    minimumQuantity: multiple ?? rule.minimum,
    quantityStep: multiple ?? rule.step,
    ...pricesFor(variant.price, prng),
    categoryKeys: [category.key, ...(item.alsoIn ?? [])],
    images: variant.flags.noImage
      ? []
      : [{ file: `${slug}.webp`, highResFile: `${slug}-hd.webp`, picture: picture(0) }],
  };
}

/** 729, then 0 and eight digits drawn from the product's own sequence (generated products use 9). */
function uniqueBarcode(prng: Prng, taken: Set<string>): string {
  for (;;) {
    const barcode = israeliEan13(`0${String(prng.int(0, 99_999_999)).padStart(8, '0')}`);
    if (!taken.has(barcode)) {
      taken.add(barcode);
      return barcode;
    }
  }
}

/** Spreads a second and third gallery view over about 20 products with images. */
function addGalleryViews(products: DemoProduct[]): void {
  const withImages = products.filter((product) => product.images.length > 0);
  const every = Math.max(1, Math.floor(withImages.length / galleryProductCount));
  withImages.forEach((product, index) => {
    const main = product.images[0];
    if (index % every !== 0 || !main || index / every >= galleryProductCount) return;
    for (const view of [1, 2] as const) {
      product.images.push({
        file: `${product.slug}-${view + 1}.webp`,
        highResFile: `${product.slug}-${view + 1}-hd.webp`,
        picture: { ...main.picture, view },
      });
    }
  });
}

function buildUserTypes(products: DemoProduct[]): DemoUserType[] {
  const byName = new Map(products.map((product) => [product.name[0], product]));
  return customerTypes().map((type) => ({
    name: type.name,
    description: type.description,
    categoryKeys: [...type.categoryKeys],
    prices: type.prices.map((rule) => {
      const product = byName.get(rule.product);
      if (!product) throw new Error(`Customer type ${type.name} prices an unknown product: ${rule.product}`);
      const online = numericToAgorot(product.onlinePrice);
      return {
        productExternalId: product.externalId,
        price:
          rule.percent === null ? null : agorotToNumeric(shelfPriceBelow(percentOf(online, rule.percent))),
        minimumQuantity: String(rule.multiple ?? 1),
        quantityStep: String(rule.step ?? rule.multiple ?? 1),
      };
    }),
  }));
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
