import {
  type AdminProduct,
  barcodeInput,
  type InputOf,
  moneyInput,
  positiveId,
  productFieldIssues,
  productFieldsSchema,
  type productsAdminEndpoints,
  quantityInput,
  quantityIssues,
  slugInput,
} from '@grocery/contracts';
import { z } from 'zod';

type CreateBody = InputOf<typeof productsAdminEndpoints.create>['body'];
type UpdateBody = InputOf<typeof productsAdminEndpoints.update>['body'];
type Unit = AdminProduct['unit'];

/** One user type's row of the Prices tab; an empty price disables special pricing for that type. */
export type PriceRowValues = {
  userTypeId: number;
  userTypeName: string;
  price: number | null;
  minimumQuantity: number | null;
  quantityStep: number | null;
};

/** A user type's price as loaded (one row per user type, priced or not). */
export type LoadedPriceRow = Omit<PriceRowValues, 'minimumQuantity' | 'quantityStep'> & {
  minimumQuantity: number;
  quantityStep: number;
};

/** The editor's form as typed: Details, Categories and Prices, saved together in one call. */
export type ProductFormValues = {
  productName: string;
  shortDesc: string;
  longDesc: string;
  slugUrl: string;
  barcode: string;
  externalId: number | null;
  costPrice: number | null;
  consumerPrice: number | null;
  onlinePrice: number | null;
  promotionPrice: number | null;
  active: boolean;
  outOfStock: boolean;
  unit: Unit;
  minimumQuantity: number | null;
  quantityStep: number | null;
  categoryIds: number[];
  prices: PriceRowValues[];
};

const detailFields = [
  'productName',
  'shortDesc',
  'longDesc',
  'slugUrl',
  'barcode',
  'externalId',
  'costPrice',
  'consumerPrice',
  'onlinePrice',
  'promotionPrice',
  'active',
  'outOfStock',
  'unit',
  'minimumQuantity',
  'quantityStep',
] as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const fields = productFieldsSchema.shape;

/**
 * The form's schema: the contract's field rules, a blank slug or barcode meaning none, a blank
 * online price meaning 0 (the spec's new product), and the rules across fields (promotion not above
 * the online price; whole minimums and steps for goods sold by the unit, prices rows included).
 */
export const productFormSchema = z
  .object({
    productName: fields.productName,
    shortDesc: fields.shortDesc,
    longDesc: fields.longDesc,
    slugUrl: z.preprocess(blankToNull, slugInput.nullable()),
    barcode: z.preprocess(blankToNull, barcodeInput.nullable()),
    externalId: fields.externalId,
    costPrice: fields.costPrice,
    consumerPrice: fields.consumerPrice,
    onlinePrice: z.preprocess((value) => value ?? 0, moneyInput),
    promotionPrice: fields.promotionPrice,
    active: z.boolean(),
    outOfStock: z.boolean(),
    unit: fields.unit,
    minimumQuantity: quantityInput,
    quantityStep: quantityInput,
    categoryIds: z.array(positiveId),
    prices: z.array(
      z.object({
        userTypeId: positiveId,
        price: moneyInput.nullable(),
        minimumQuantity: quantityInput,
        quantityStep: quantityInput,
      }),
    ),
  })
  .superRefine((product, context) => {
    for (const issue of productFieldIssues(product))
      context.addIssue({ code: 'custom', message: issue.message, path: [issue.path], input: undefined });
    for (const [index, row] of product.prices.entries())
      for (const issue of quantityIssues(product.unit, row))
        context.addIssue({ code: 'custom', message: issue.message, path: ['prices', index, issue.path] });
  });
export type ProductDraft = z.output<typeof productFormSchema>;
type PriceDraft = ProductDraft['prices'][number];

/** The form's starting values: the product as loaded, or a new product's defaults. */
export function productFormValues(
  product: AdminProduct | null,
  prices: readonly LoadedPriceRow[],
): ProductFormValues {
  return {
    productName: product?.productName ?? '',
    shortDesc: product?.shortDesc ?? '',
    longDesc: product?.longDesc ?? '',
    slugUrl: product?.slugUrl ?? '',
    barcode: product?.barcode ?? '',
    externalId: product?.externalId ?? null,
    costPrice: product?.costPrice ?? null,
    consumerPrice: product?.consumerPrice ?? null,
    onlinePrice: product ? product.onlinePrice : null,
    promotionPrice: product?.promotionPrice ?? null,
    active: product?.active ?? true,
    outOfStock: product?.outOfStock ?? false,
    unit: product?.unit ?? 'unit',
    minimumQuantity: product?.minimumQuantity ?? 1,
    quantityStep: product?.quantityStep ?? 1,
    categoryIds: product?.categories.map((category) => category.categoryId) ?? [],
    prices: prices.map((row) => ({ ...row })),
  };
}

/** A row the server would hold as no row at all: no price, minimum 1, step 1. */
const isEmptyPrice = (row: PriceDraft) =>
  row.price === null && row.minimumQuantity === 1 && row.quantityStep === 1;

/** A new product: its details, chosen categories and the price rows that say something, in one call. */
export function createProductBody(draft: ProductDraft): CreateBody {
  const { categoryIds, prices, ...details } = draft;
  return {
    ...details,
    categoryIds: [...new Set(categoryIds)],
    prices: prices.filter((row) => !isEmptyPrice(row)),
  };
}

export type LoadedProduct = { product: AdminProduct; prices: readonly LoadedPriceRow[] };

const samePrice = (row: PriceDraft, loaded: LoadedPriceRow | PriceDraft) =>
  row.price === loaded.price &&
  row.minimumQuantity === loaded.minimumQuantity &&
  row.quantityStep === loaded.quantityStep;

/**
 * An edit: the fields that differ from the product as loaded, the categories to link and unlink,
 * the price rows that changed, and the version loaded. Null when nothing changed.
 */
export function updateProductBody(
  { product, prices }: LoadedProduct,
  draft: ProductDraft,
): UpdateBody | null {
  const changes: Record<string, unknown> = {};
  for (const field of detailFields) {
    if (draft[field] !== product[field]) changes[field] = draft[field];
  }
  const loadedIds = new Set(product.categories.map((category) => category.categoryId));
  const chosenIds = new Set(draft.categoryIds);
  const link = [...chosenIds].filter((id) => !loadedIds.has(id));
  const unlink = [...loadedIds].filter((id) => !chosenIds.has(id));
  const byType = new Map(prices.map((row) => [row.userTypeId, row]));
  const changedPrices = draft.prices.filter((row) => {
    const loaded = byType.get(row.userTypeId);
    return loaded ? !samePrice(row, loaded) : !isEmptyPrice(row);
  });
  if (Object.keys(changes).length + link.length + unlink.length + changedPrices.length === 0) return null;
  return { version: product.version, changes, link, unlink, prices: changedPrices };
}

const trimmedOrNull = (value: string) => value.trim() || null;

/**
 * The values as typed, read the way the schema reads them (trimmed text, blank as none, a blank
 * online price as 0), without its checks: what Save would send, even while a field is invalid.
 */
export function draftOf(values: ProductFormValues): ProductDraft {
  return {
    ...values,
    productName: values.productName.trim(),
    shortDesc: trimmedOrNull(values.shortDesc),
    longDesc: trimmedOrNull(values.longDesc),
    slugUrl: trimmedOrNull(values.slugUrl),
    barcode: trimmedOrNull(values.barcode),
    onlinePrice: values.onlinePrice ?? 0,
    minimumQuantity: values.minimumQuantity as number,
    quantityStep: values.quantityStep as number,
    prices: values.prices.map(({ userTypeId, price, minimumQuantity, quantityStep }) => ({
      userTypeId,
      price,
      minimumQuantity: minimumQuantity as number,
      quantityStep: quantityStep as number,
    })),
  };
}

/** Whether an edit has something to save (the Save button is enabled only then). */
export function hasChanges(loaded: LoadedProduct, values: ProductFormValues): boolean {
  return updateProductBody(loaded, draftOf(values)) !== null;
}

export type EditorTab = 'details' | 'categories' | 'images' | 'prices' | 'translations';

/** The tab a form field is on (to say where a refused field is). */
export function tabOfField(name: string): EditorTab {
  if (name === 'categoryIds' || name.startsWith('categoryIds.')) return 'categories';
  if (name === 'prices' || name.startsWith('prices.')) return 'prices';
  return 'details';
}
