import { z } from 'zod';
import {
  idList,
  idParam,
  moneyInput,
  okOrFieldRejection,
  optionalText,
  positiveId,
  productUnitSchema,
  quantityInput,
} from './catalogue-admin-fields';
import { ok } from './envelope';
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
import { text } from './text';

/** User types (customer types) and their prices (admin spec 2, 7). */

/** A user type as the users admin and the pickers show it. */
export const adminUserTypeSchema = z.object({ userTypeId: z.number().int(), name: z.string() });

/** A row of the user types list (every type: a shop has a handful). */
export const userTypeSummarySchema = adminUserTypeSchema.extend({
  description: z.string().nullable(),
  /** The categories only this type (and any others linked) sees. */
  categoryIds: z.array(z.number().int()),
  userCount: z.number().int(),
  priceCount: z.number().int(),
});
export type UserTypeSummary = z.infer<typeof userTypeSummarySchema>;
export const adminUserTypesResponse = ok({ userTypes: z.array(userTypeSummarySchema) });

export const userTypeParams = z.strictObject({ userTypeId: idParam });
export const userTypeResponse = ok({ userType: userTypeSummarySchema });

export const userTypeRequest = z.strictObject({
  name: text().min(1, 'required').max(100),
  description: optionalText(1000).default(null),
  categoryIds: idList(1000).default([]),
});
export type UserTypeRequest = z.output<typeof userTypeRequest>;

/** NAME_TAKEN (field name); UNKNOWN_CATEGORY (field categoryIds). */
export const userTypeSaveResponse = okOrFieldRejection({ userType: userTypeSummarySchema }, [
  'NAME_TAKEN',
  'UNKNOWN_CATEGORY',
] as const);

/**
 * Deleting a user type takes it from its users and drops its prices. Refused with
 * ONLY_TYPE_OF_CATEGORY while it is the only type that sees some category: deleting it would
 * show that category to everyone. `categoryIds` names them.
 */
export const deleteUserTypeResponse = z.discriminatedUnion('reject', [
  ok({ removedFromUsers: z.number().int(), pricesDropped: z.number().int() }),
  z.object({
    reject: z.literal(true),
    reason: z.literal('ONLY_TYPE_OF_CATEGORY'),
    categoryIds: z.array(z.number().int()),
    message: z.string().optional(),
  }),
]);

/** The user-type prices page: every product, with this type's price where it has one. */
const userTypePricesOptions = listOptions({
  sortKeys: ['product_name', 'product_id', 'external_id', 'online_price', 'price'],
  defaultSort: 'product_name',
  defaultPageSize: 25,
  filters: {
    /** Product names in the page's language; product_name sorts by the base name (decision 0055). */
    ...pageLanguage,
    /** Part of the name, base or in the page's language (any case), or the start of a barcode. */
    q: text().max(100).optional(),
    /** Only products with a row for this type (a price, or one disabled). */
    priced: queryBoolean.optional(),
  },
});
export const userTypePricesQuery = listQuery(userTypePricesOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const userTypePricesPageQuery = listPageQuery(userTypePricesOptions);
export type UserTypePricesQuery = z.output<typeof userTypePricesQuery>;

export const userTypePriceRowSchema = z.object({
  productId: z.number().int(),
  /** In the page's language (base name when untranslated). */
  productName: z.string(),
  externalId: z.number().int().nullable(),
  onlinePrice: z.number(),
  unit: productUnitSchema,
  /** null: no special price for this type. */
  price: z.number().nullable(),
  minimumQuantity: z.number(),
  quantityStep: z.number(),
});
export type UserTypePriceRow = z.infer<typeof userTypePriceRowSchema>;
export const userTypePricesResponse = listAnswer(userTypePriceRowSchema);
export const userTypePricesPageResponse = pageAnswer(userTypePriceRowSchema);

/** The saved rows' product names in the page's language. */
export const userTypePricesSaveQuery = pageLanguageQuery;
/** Changed rows of the grid, saved in one transaction; each product's unit rule applies. */
export const userTypePricesRequest = z.strictObject({
  prices: z
    .array(
      z.object({
        productId: positiveId,
        price: moneyInput.nullable(),
        minimumQuantity: quantityInput.default(1),
        quantityStep: quantityInput.default(1),
      }),
    )
    .min(1)
    .max(500)
    .refine((rows) => new Set(rows.map((row) => row.productId)).size === rows.length, 'a product twice'),
});
/** UNKNOWN_PRODUCT / RULE name the row as `field` ('prices.3.minimumQuantity'). */
export const userTypePricesSaveResponse = okOrFieldRejection(
  { saved: z.number().int(), rows: z.array(userTypePriceRowSchema) },
  ['UNKNOWN_PRODUCT', 'RULE'] as const,
);
