import { z } from 'zod';
import { imageFileSchema, productCategorySchema, productImageSchema } from './catalogue';
import {
  barcodeInput,
  type FieldIssue,
  idList,
  idParam,
  moneyInput,
  okOrFieldRejection,
  optionalText,
  positiveId,
  productUnitSchema,
  quantityInput,
  quantityIssues,
  slugInput,
} from './catalogue-admin-fields';
import { ok } from './envelope';
import { languageCodeSchema } from './language-schema';
import { maxId } from './limits';
import {
  listAnswer,
  listOptions,
  listPageQuery,
  listQuery,
  pageAnswer,
  pageLanguage,
  pageLanguageQuery,
  queryBoolean,
} from './lists';
import { packageUnits } from './measure-price';
import { text } from './text';

/** The back office's products: the grid, the editor's five tabs, bulk flags (admin spec 2, 7). */

export const adminProductsPageSize = 25;

/** The spec's sort keys, as the spec spells them; newest first by default. */
export const adminProductSortKeys = [
  'image_file',
  'product_name',
  'created_at',
  'modified_at',
  'synced_at',
  'barcode',
  'online_price',
  'consumer_price',
  'active',
  'external_id',
  'pos_code',
  'product_id',
] as const;
export type AdminProductSortKey = (typeof adminProductSortKeys)[number];

/** A query-string number: finite, written plainly (no exponent, no 'Infinity'). */
const queryNumber = text()
  .regex(/^-?\d{1,12}(\.\d{1,4})?$/, 'a finite number')
  .transform(Number);
/** A query-string integer (an external id may be any integer the column holds). */
const queryInteger = text()
  .regex(/^-?\d{1,10}$/, 'a whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(-maxId - 1)
      .max(maxId),
  );
/** A day, YYYY-MM-DD; `to` days are made exclusive by the server (the next day, 00:00 UTC). */
const queryDay = z.iso.date();
/** Category ids: '3,5' or repeated; each once. */
const queryIds = z
  .union([text(), z.array(text())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .pipe(z.array(idParam).max(50))
  .transform((ids) => [...new Set(ids)]);

const adminProductsOptions = listOptions({
  sortKeys: adminProductSortKeys,
  defaultSort: 'product_id',
  defaultDir: 'desc',
  defaultPageSize: adminProductsPageSize,
  filters: {
    /** Names in the page's language (decision 0055). */
    ...pageLanguage,
    /** Part of the name, base or in the page's language (any case), or the start of a barcode or POS code. */
    q: text().max(100).optional(),
    barcode: text().max(32).optional(),
    productId: idParam.optional(),
    externalId: queryInteger.optional(),
    priceMin: queryNumber.optional(),
    priceMax: queryNumber.optional(),
    active: queryBoolean.optional(),
    hasImage: queryBoolean.optional(),
    /** Linked to a category or not (false: the imported products no shopper sees yet). */
    hasCategory: queryBoolean.optional(),
    categoryIds: queryIds.optional(),
    categoryId: idParam.optional(),
    createdFrom: queryDay.optional(),
    createdTo: queryDay.optional(),
    modifiedFrom: queryDay.optional(),
    modifiedTo: queryDay.optional(),
    syncedFrom: queryDay.optional(),
    syncedTo: queryDay.optional(),
  },
});
export const adminProductsQuery = listQuery(adminProductsOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const adminProductsPageQuery = listPageQuery(adminProductsOptions);
export type AdminProductsQuery = z.output<typeof adminProductsQuery>;

const money = z.number();
const instant = z.string();

/** A product's own columns as stored: `productName` is the base name. Prices have two decimals. */
export const adminProductRecordSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  barcode: z.string().nullable(),
  externalId: z.number().int().nullable(),
  /** The point of sale's item code (decision 0048): set by the sync, never edited here. */
  posCode: z.string().nullable(),
  imageFile: z.string().nullable(),
  onlinePrice: money,
  consumerPrice: money.nullable(),
  promotionPrice: money.nullable(),
  active: z.boolean(),
  outOfStock: z.boolean(),
  unit: productUnitSchema,
  createdAt: instant,
  modifiedAt: instant,
  syncedAt: instant.nullable(),
  /**
   * An admin deactivated it by hand (decision 0063): a sync keeps it inactive, whatever the POS says,
   * until an admin activates it.
   */
  shopInactive: z.boolean(),
  /** Whether the POS sold it when a sync last wrote it; null for a product no sync wrote. */
  posActive: z.boolean().nullable(),
});
export type AdminProductRecord = z.infer<typeof adminProductRecordSchema>;

/**
 * A row of the products grid and of the pickers that search it: `productName` in the page's
 * language (its translation, the base name where none), `baseName` the product's own.
 */
export const adminProductRowSchema = adminProductRecordSchema.extend({ baseName: z.string() });
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductsResponse = listAnswer(adminProductRowSchema);
export const adminProductsPageResponse = pageAnswer(adminProductRowSchema);

/**
 * The editor's product: every stored field (the base name: what the editor edits), its categories,
 * and the version a save must name.
 */
export const adminProductSchema = adminProductRecordSchema.extend({
  shortDesc: z.string().nullable(),
  longDesc: z.string().nullable(),
  slugUrl: z.string().nullable(),
  costPrice: money.nullable(),
  minimumQuantity: z.number(),
  quantityStep: z.number(),
  imageFileHighRes: z.string().nullable(),
  /** What the POS says beside the price (decision 0065); shown, not edited here. */
  manufacturer: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  packageQuantity: z.number().nullable(),
  packageUnit: z.enum(packageUnits).nullable(),
  posMeasurePrice: money.nullable(),
  version: z.number().int(),
  /** In the asked language (base name when untranslated). */
  categories: z.array(productCategorySchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductParams = z.strictObject({ productId: idParam });
/** The language of the product's category names. */
export const adminProductQuery = pageLanguageQuery;
export const adminProductResponse = ok({ product: adminProductSchema });

/** The editor's Product Details fields as given, without defaults (an edit's changes are these). */
const productFieldInputs = {
  productName: text().min(1, 'required').max(200),
  shortDesc: optionalText(500),
  longDesc: optionalText(10_000),
  slugUrl: slugInput.nullable(),
  barcode: barcodeInput.nullable(),
  externalId: z
    .number()
    .int()
    .min(-maxId - 1)
    .max(maxId)
    .nullable(),
  costPrice: moneyInput.nullable(),
  consumerPrice: moneyInput.nullable(),
  onlinePrice: moneyInput,
  promotionPrice: moneyInput.nullable(),
  active: z.boolean(),
  outOfStock: z.boolean(),
  unit: productUnitSchema,
  minimumQuantity: quantityInput,
  quantityStep: quantityInput,
};

/** What the editor's Product Details tab edits; a new product's missing fields take these defaults. */
export const productFieldsSchema = z.object({
  ...productFieldInputs,
  shortDesc: productFieldInputs.shortDesc.default(null),
  longDesc: productFieldInputs.longDesc.default(null),
  slugUrl: productFieldInputs.slugUrl.default(null),
  barcode: productFieldInputs.barcode.default(null),
  externalId: productFieldInputs.externalId.default(null),
  costPrice: productFieldInputs.costPrice.default(null),
  consumerPrice: productFieldInputs.consumerPrice.default(null),
  onlinePrice: productFieldInputs.onlinePrice.default(0),
  promotionPrice: productFieldInputs.promotionPrice.default(null),
  active: productFieldInputs.active.default(true),
  outOfStock: productFieldInputs.outOfStock.default(false),
  unit: productFieldInputs.unit.default('unit'),
  minimumQuantity: productFieldInputs.minimumQuantity.default(1),
  quantityStep: productFieldInputs.quantityStep.default(1),
});
export type ProductFields = z.output<typeof productFieldsSchema>;

/**
 * The rules across fields: a promotion price is not above the online price; goods sold by the unit
 * take whole minimums and steps. The server checks a merged edit with this same function.
 */
export function productFieldIssues(product: {
  unit: ProductFields['unit'];
  onlinePrice: number;
  promotionPrice: number | null;
  minimumQuantity: number;
  quantityStep: number;
}): FieldIssue[] {
  const issues = quantityIssues(product.unit, product);
  if (product.promotionPrice !== null && product.promotionPrice > product.onlinePrice)
    issues.push({ path: 'promotionPrice', message: 'PROMOTION_ABOVE_ONLINE_PRICE' });
  return issues;
}

/** One user type's price for a product: null price = special pricing disabled for that type. */
export const userTypePriceInput = z.object({
  userTypeId: positiveId,
  price: moneyInput.nullable(),
  minimumQuantity: quantityInput.default(1),
  quantityStep: quantityInput.default(1),
});
export type UserTypePriceInput = z.output<typeof userTypePriceInput>;

const priceList = z
  .array(userTypePriceInput)
  .max(100)
  .refine((rows) => new Set(rows.map((row) => row.userTypeId)).size === rows.length, 'a user type twice');

/** A new product with its categories and prices, saved in one transaction. */
export const createProductRequest = productFieldsSchema
  .extend({ categoryIds: idList(100).default([]), prices: priceList.default([]) })
  .strict()
  .superRefine((product, context) => {
    for (const issue of productFieldIssues(product))
      context.addIssue({ code: 'custom', ...issue, path: [issue.path] });
    for (const [index, row] of product.prices.entries())
      for (const issue of quantityIssues(product.unit, row))
        context.addIssue({ code: 'custom', message: issue.message, path: ['prices', index, issue.path] });
  });
export type CreateProductRequest = z.output<typeof createProductRequest>;

/**
 * An edit sends only what changed: changed fields, categories to link and unlink, the prices of the
 * user types whose row changed — and the version it loaded. Nothing changed is a 400.
 */
export const updateProductRequest = z
  .strictObject({
    version: z.number().int().min(1),
    // Without defaults: a partial of the defaulted fields would fill in every field left out.
    changes: z.strictObject(productFieldInputs).partial().default({}),
    link: idList(100).default([]),
    unlink: idList(100).default([]),
    prices: priceList.default([]),
  })
  .refine(
    (edit) =>
      Object.keys(edit.changes).length > 0 || edit.link.length + edit.unlink.length + edit.prices.length > 0,
    'nothing changed',
  )
  .refine((edit) => !edit.link.some((id) => edit.unlink.includes(id)), {
    message: 'a category both linked and unlinked',
    path: ['link'],
  });
export type UpdateProductRequest = z.output<typeof updateProductRequest>;

/**
 * Refusals of a product save; `field` names the field. SLUG_TAKEN, BARCODE_TAKEN and
 * EXTERNAL_ID_TAKEN: another product holds it. UNKNOWN_CATEGORY / UNKNOWN_USER_TYPE: no such id.
 * RULE: a rule across fields failed on the merged product (`message` is the rule, see fieldRules).
 * CONFLICT: saved by someone else since loaded.
 */
export const productSaveRejections = [
  'SLUG_TAKEN',
  'BARCODE_TAKEN',
  'EXTERNAL_ID_TAKEN',
  'UNKNOWN_CATEGORY',
  'UNKNOWN_USER_TYPE',
  'RULE',
  'CONFLICT',
] as const;
export type ProductSaveRejection = (typeof productSaveRejections)[number];

export const productSaveResponse = okOrFieldRejection({ product: adminProductSchema }, productSaveRejections);

/** The context menu's and editor's single flags; each raises the version. */
export const productActiveRequest = z.strictObject({ active: z.boolean() });
export const productOutOfStockRequest = z.strictObject({ outOfStock: z.boolean() });
export const productFlagResponse = ok({
  product: adminProductRecordSchema.extend({ version: z.number().int() }),
});

export const bulkProductsLimit = 1000;
const bulkIds = idList(bulkProductsLimit).refine((ids) => ids.length > 0, 'at least one product');
export const bulkActiveRequest = z.strictObject({ productIds: bulkIds, active: z.boolean() });
export const bulkOutOfStockRequest = z.strictObject({ productIds: bulkIds, outOfStock: z.boolean() });
/** Links the products to one category; those already in it are UNCHANGED. */
export const bulkAddToCategoryRequest = z.strictObject({ productIds: bulkIds, categoryId: positiveId });
/** One result per product asked, in the order asked. */
export const bulkResultSchema = z.object({
  productId: z.number().int(),
  result: z.enum(['UPDATED', 'UNCHANGED', 'NOT_FOUND']),
});
export const bulkProductsResponse = ok({ results: z.array(bulkResultSchema) });

/** Link or unlink one category (the category editor's Products tab uses these too). */
export const productCategoryParams = z.strictObject({ productId: idParam, categoryId: idParam });
export const productCategoriesResponse = ok({ categories: z.array(productCategorySchema) });

/** The gallery, default first then by sort order; the product's card image is the default's. */
export const productImagesResponse = ok({ images: z.array(productImageSchema) });
export const addProductImagesQuery = z.strictObject({ setAsDefault: queryBoolean.default(false) });
export const productImageParams = z.strictObject({ productId: idParam, productImageId: idParam });
/** After a removal: the gallery and the image now default (null when none is left). */
export const removeProductImageResponse = ok({
  images: z.array(productImageSchema),
  defaultImageId: z.number().int().nullable(),
});
export const defaultProductImageRequest = z.strictObject({ productImageId: positiveId });
/** Every image of the product, each once, in the new order. */
export const productImagesOrderRequest = z.strictObject({
  productImageIds: z.array(positiveId).min(1).max(100),
});

/** A translation per language; the base text is what a language without one shows. */
export const productTextSchema = z.object({
  productName: z.string(),
  shortDesc: z.string().nullable(),
  longDesc: z.string().nullable(),
});
export const productTranslationSchema = productTextSchema.extend({ languageCode: languageCodeSchema });
export const productTranslationsResponse = ok({
  base: productTextSchema,
  translations: z.array(productTranslationSchema),
});
export const productTranslationParams = z.strictObject({
  productId: idParam,
  languageCode: languageCodeSchema,
});
export const productTranslationRequest = z.strictObject({
  productName: text().min(1, 'required').max(200),
  shortDesc: optionalText(500).default(null),
  longDesc: optionalText(10_000).default(null),
});
export const productTranslationResponse = ok({ translation: productTranslationSchema });
/** `deleted` false: there was none. */
export const deleteTranslationResponse = ok({ deleted: z.boolean() });

/** One row per user type, whether or not it has a price for the product. */
export const productPriceRowSchema = z.object({
  userTypeId: z.number().int(),
  userTypeName: z.string(),
  price: money.nullable(),
  minimumQuantity: z.number(),
  quantityStep: z.number(),
});
export const productPricesResponse = ok({ unit: productUnitSchema, prices: z.array(productPriceRowSchema) });
export const productPricesRequest = z.strictObject({ prices: priceList });
export const productPricesSaveResponse = okOrFieldRejection(
  { unit: productUnitSchema, prices: z.array(productPriceRowSchema) },
  ['UNKNOWN_USER_TYPE', 'RULE'] as const,
);

/** One stored image in the storefront's two sizes, under names the server made. */
export const uploadedImageSchema = z.object({
  imageFile: imageFileSchema,
  imageFileHighRes: imageFileSchema,
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
