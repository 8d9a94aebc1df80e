import { z } from 'zod';
import { idList, idParam, okOrFieldRejection } from './catalogue-admin-fields';
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
import { text } from './text';

/** The back office's categories: grid, editor tabs, image, visibility by user type (admin spec 2, 7). */

export const adminCategoriesPageSize = 25;
/** Pickers read every category in pages of this many (the spec's "get all"). */
export const categoriesAllPageSize = 1000;

const adminCategoriesOptions = listOptions({
  sortKeys: ['category_name', 'category_id', 'sort_order', 'active', 'created_at'],
  defaultSort: 'sort_order',
  defaultDir: 'asc',
  defaultPageSize: adminCategoriesPageSize,
  maxPageSize: categoriesAllPageSize,
  filters: {
    /** Names in the page's language (decision 0055). */
    ...pageLanguage,
    q: text().max(100).optional(),
    active: queryBoolean.optional(),
  },
});
export const adminCategoriesQuery = listQuery(adminCategoriesOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const adminCategoriesPageQuery = listPageQuery(adminCategoriesOptions);
export type AdminCategoriesQuery = z.output<typeof adminCategoriesQuery>;

export const adminCategoryRowSchema = z.object({
  categoryId: z.number().int(),
  /** In the asked language. */
  categoryName: z.string(),
  active: z.boolean(),
  imageFile: z.string().nullable(),
  externalId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  /** Linked products, active or not. */
  totalProducts: z.number().int(),
  /** Seen only by these user types; empty = everyone. */
  userTypeIds: z.array(z.number().int()),
});
export type AdminCategoryRow = z.infer<typeof adminCategoryRowSchema>;
export const adminCategoriesResponse = listAnswer(adminCategoryRowSchema);
export const adminCategoriesPageResponse = pageAnswer(adminCategoryRowSchema);

export const adminCategorySchema = adminCategoryRowSchema.extend({
  /** The base name (what the editor edits). */
  baseName: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  version: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryParams = z.strictObject({ categoryId: idParam });
export const adminCategoryQuery = pageLanguageQuery;
export const adminCategoryResponse = ok({ category: adminCategorySchema });

/** A category's editable fields, without defaults (an edit's partial must not fill in the rest). */
const categoryFieldInputs = {
  categoryName: text().min(1, 'required').max(200),
  active: z.boolean(),
  externalId: z
    .number()
    .int()
    .min(-maxId - 1)
    .max(maxId)
    .nullable(),
  sortOrder: z.number().int().min(0).max(1_000_000),
};
export const categoryFieldsSchema = z.object({
  ...categoryFieldInputs,
  active: categoryFieldInputs.active.default(true),
  externalId: categoryFieldInputs.externalId.default(null),
  sortOrder: categoryFieldInputs.sortOrder.default(0),
});
export const createCategoryRequest = categoryFieldsSchema.strict();
export const updateCategoryRequest = z
  .strictObject({
    version: z.number().int().min(1),
    changes: z.strictObject(categoryFieldInputs).partial(),
  })
  .refine((edit) => Object.keys(edit.changes).length > 0, 'nothing changed');

/** EXTERNAL_ID_TAKEN names its field; CONFLICT: saved by someone else since loaded. */
export const categorySaveRejections = ['EXTERNAL_ID_TAKEN', 'CONFLICT'] as const;
export const categorySaveResponse = okOrFieldRejection(
  { category: adminCategorySchema },
  categorySaveRejections,
);
/** Its product links and translations go with it; the products stay. */
export const deleteCategoryResponse = ok({ deleted: z.literal(true) });

/**
 * The Products tab: a page of the category's products, 25 by default (link and unlink are the
 * product calls). product_name sorts by the base name (decision 0055).
 */
const categoryProductsOptions = listOptions({
  sortKeys: ['product_name', 'product_id'],
  defaultSort: 'product_name',
  defaultPageSize: adminCategoriesPageSize,
  filters: {
    ...pageLanguage,
    /** Part of the name, base or in the page's language (any case). */
    q: text().max(100).optional(),
  },
});
export const categoryProductsQuery = listQuery(categoryProductsOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const categoryProductsPageQuery = listPageQuery(categoryProductsOptions);
export const categoryProductRowSchema = z.object({
  productId: z.number().int(),
  /** In the page's language (base name when untranslated). */
  productName: z.string(),
  baseName: z.string(),
  barcode: z.string().nullable(),
  imageFile: z.string().nullable(),
  active: z.boolean(),
});
export const categoryProductsResponse = listAnswer(categoryProductRowSchema);
export const categoryProductsPageResponse = pageAnswer(categoryProductRowSchema);

/** The User Types tab: which user types see the category (none = everyone). */
export const categoryUserTypesRequest = z.strictObject({ userTypeIds: idList(100) });
export const categoryUserTypesResponse = okOrFieldRejection({ category: adminCategorySchema }, [
  'UNKNOWN_USER_TYPE',
] as const);

export const categoryTranslationSchema = z.object({
  languageCode: languageCodeSchema,
  categoryName: z.string(),
});
export const categoryTranslationsResponse = ok({
  base: z.object({ categoryName: z.string() }),
  translations: z.array(categoryTranslationSchema),
});
export const categoryTranslationParams = z.strictObject({
  categoryId: idParam,
  languageCode: languageCodeSchema,
});
export const categoryTranslationRequest = z.strictObject({
  categoryName: text().min(1, 'required').max(200),
});
export const categoryTranslationResponse = ok({ translation: categoryTranslationSchema });
export const deleteCategoryTranslationResponse = ok({ deleted: z.boolean() });
