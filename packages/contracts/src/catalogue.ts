import { z } from 'zod';
import { ok } from './envelope';

/** Prices travel as numbers with two decimals; the server computes them from numeric columns. */
const price = z.number();

export const categorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  imageFile: z.string().nullable(),
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

/** What a shopper may pay and buy: the customer-type rules already applied by the server. */
export const priceInfoSchema = z.object({
  onlinePrice: price,
  promotionPrice: price.nullable(),
  /** The user's customer-type price, when one applies; it wins over both. */
  customerPrice: price.nullable(),
  /** The price the shopper pays for one unit (or one kg). */
  unitPrice: price,
  minimumQuantity: z.number(),
  quantityStep: z.number(),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

export const productSchema = priceInfoSchema.extend({
  productId: z.number().int(),
  productName: z.string(),
  barcode: z.string().nullable(),
  shortDesc: z.string().nullable(),
  longDesc: z.string().nullable(),
  unit: z.enum(['unit', 'kg']),
  outOfStock: z.boolean(),
  imageFile: z.string().nullable(),
  imageFileHighRes: z.string().nullable(),
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
});
export type Product = z.infer<typeof productSchema>;

export const productWithImagesSchema = productSchema.extend({ images: z.array(productImageSchema) });

export const productsPageSize = 25;
export const productsResponse = ok({ products: z.array(productSchema), total: z.number().int() });
export const productDetailsResponse = ok({ product: productWithImagesSchema });

export const searchLimits = { minLength: 2, maxLength: 100, maxResults: 20 } as const;
export const searchTermSchema = z.string().trim().min(searchLimits.minLength).max(searchLimits.maxLength);
export const searchResultSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  barcode: z.string().nullable(),
  imageFile: z.string().nullable(),
  onlinePrice: price,
  promotionPrice: price.nullable(),
  unitPrice: price,
});
export const searchResponse = ok({ products: z.array(searchResultSchema) });

export const pricesRequest = z.object({ productIds: z.array(z.number().int().positive()).min(1).max(200) });
export const pricesResponse = ok({ prices: z.record(z.string(), priceInfoSchema) });
