import { z } from 'zod';
import { ok } from './envelope';
import { languageCodeSchema } from './language-schema';
import { idPattern, maxId, maxPageIndex, productsPageSize, searchLimits } from './limits';
import { pageAnswer, pageQuery } from './lists';
import { packageUnits } from './measure-price';
import { productDealSchema } from './promotions/reward-schema';
import { text } from './text';

/** Prices travel as numbers with two decimals; the server computes them from numeric columns. */
const price = z.number();
/** Quantities travel as numbers with at most three decimals (weighed goods, kg). */
const quantity = z.number();

export const categorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  imageFile: z.string().nullable(),
  /** Active products in the category (present on the category calls). */
  totalProducts: z.number().int().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponse = ok({ categories: z.array(categorySchema) });
export const categoryResponse = ok({ category: categorySchema });

export const productImageSchema = z.object({
  productImageId: z.number().int(),
  productId: z.number().int(),
  imageFile: z.string(),
  imageFileHighRes: z.string().nullable(),
  isDefault: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** What a shopper may pay and buy: the customer-type rules already applied by the server. */
export const priceInfoSchema = z.object({
  onlinePrice: price,
  promotionPrice: price.nullable(),
  /** The user's customer-type price, when one applies; it wins over both. */
  customerPrice: price.nullable(),
  /** The price the shopper pays for one unit (or one kg): customer price, else promotion, else online. */
  unitPrice: price,
  minimumQuantity: quantity,
  quantityStep: quantity,
  /** The promotion live for the viewer on this product, for its badge (decision 0068); null when none. */
  deal: productDealSchema.nullable(),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

export const productCategorySchema = z.object({ categoryId: z.number().int(), categoryName: z.string() });

export const productSchema = priceInfoSchema.extend({
  productId: z.number().int(),
  productName: z.string(),
  barcode: z.string().nullable(),
  shortDesc: z.string().nullable(),
  unit: z.enum(['unit', 'kg']),
  /** What one package holds, the measure of the unit price (decision 0065); null when unknown. */
  packageQuantity: quantity.nullable(),
  packageUnit: z.enum(packageUnits).nullable(),
  outOfStock: z.boolean(),
  imageFile: z.string().nullable(),
  imageFileHighRes: z.string().nullable(),
  /** The categories the shopper can see, in the requested language. */
  categories: z.array(productCategorySchema),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailsSchema = productSchema.extend({
  longDesc: z.string().nullable(),
  manufacturer: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  /** The gallery, default image first, then by sort order. */
  images: z.array(productImageSchema),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** A positive id in a path: digits only, no sign, no leading zero. */
export const idParam = z
  .string()
  .regex(idPattern, 'a positive whole number')
  .transform(Number)
  .pipe(z.number().max(maxId));
const id = idParam;

export const categoriesParams = z.object({ languageCode: languageCodeSchema });
export const categoryParams = z.object({ languageCode: languageCodeSchema, categoryId: id });

/** pageIndex: digits only (no sign, no decimals), 0 when absent. */
export const productsParams = z.object({
  languageCode: languageCodeSchema,
  categoryId: id,
  pageIndex: z
    .string()
    .regex(/^\d{1,7}$/, 'a whole number from 0')
    .transform(Number)
    .pipe(z.number().max(maxPageIndex))
    .optional()
    .transform((value) => value ?? 0),
});
export const productDetailsParams = z.object({ languageCode: languageCodeSchema, productId: id });

export const productsResponse = ok({ products: z.array(productSchema), total: z.number().int() });
/** Version 2: a category's products in the one list shape (decision 0076), the page in the query. */
export const productsPageParams = z.object({ languageCode: languageCodeSchema, categoryId: idParam });
export const productsPageQuery = pageQuery({ defaultPageSize: productsPageSize, filters: {} });
export const productsPageResponse = pageAnswer(productSchema);
export const productDetailsResponse = ok({ product: productDetailsSchema });

export const searchTermSchema = text().min(searchLimits.minLength).max(searchLimits.maxLength);
export const searchParams = z.object({ searchTerm: searchTermSchema });
export const searchQuery = z.object({ languageCode: languageCodeSchema.default('en') });
export const searchResultSchema = priceInfoSchema.extend({
  productId: z.number().int(),
  productName: z.string(),
  barcode: z.string().nullable(),
  imageFile: z.string().nullable(),
  unit: z.enum(['unit', 'kg']),
  outOfStock: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponse = ok({ products: z.array(searchResultSchema) });

export const pricesRequest = z.object({
  productIds: z.array(z.number().int().positive().max(maxId)).min(1).max(200),
});
/** Keyed by productId; products the shopper cannot see (or unknown ids) are left out. */
export const pricesResponse = ok({ prices: z.record(z.string(), priceInfoSchema) });

/** Product cards of many products in one call (the anonymous cart page: one call, not one per line). */
export const productCardsRequest = pricesRequest.extend({ languageCode: languageCodeSchema });
/** In the order asked; inactive, hidden and unknown products are left out. */
export const productCardsResponse = ok({ products: z.array(productSchema) });

/** Image file names are server-made: letters, digits, dot, dash and underscore, no leading dot. */
export const imageFileSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/, 'a plain file name')
  .refine((name) => !name.includes('..'), 'a plain file name');
export const imageParams = z.object({ imageFile: imageFileSchema });
