import type { LanguageCode } from '@grocery/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { categories, categoryTranslations } from '../../db/schema';
import type { Executor } from '../../db/user-lock';

/** Qualified by hand, so the subqueries below never read it as their own table's column. */
const categoryId = sql`"categories"."category_id"`;

/** The category's name in the language (its translation, else the base name). */
export const localizedName = sql<string>`coalesce(${categoryTranslations.categoryName}, ${categories.categoryName})`;

/**
 * A category as the grid shows it. The product count reads the category's range of the
 * product_categories primary key (active products or not); the user types are its visibility.
 */
export const adminCategoryColumns = {
  categoryId: categories.categoryId,
  categoryName: localizedName,
  active: categories.active,
  imageFile: categories.imageFile,
  externalId: categories.externalId,
  sortOrder: categories.sortOrder,
  totalProducts: sql<number>`(select count(*) from product_categories pc where pc.category_id = ${categoryId})::int`,
  userTypeIds: sql<number[]>`array(
    select l.user_type_id from user_type_categories l where l.category_id = ${categoryId} order by l.user_type_id)`,
};

/** The editor's extra fields. */
const detailColumns = {
  ...adminCategoryColumns,
  baseName: categories.categoryName,
  createdAt: categories.createdAt,
  modifiedAt: categories.modifiedAt,
  version: categories.version,
};

/** Names in the language; null: the base names (a save's answer, which names no language). */
const translationIn = (languageCode: LanguageCode | null) =>
  and(
    eq(categoryTranslations.categoryId, categories.categoryId),
    languageCode ? eq(categoryTranslations.languageCode, languageCode) : sql`false`,
  );

/** The grid's select of categories, to filter and order (call `.$dynamic()`). */
export const selectAdminCategories = (db: Executor, languageCode: LanguageCode) =>
  db
    .select(adminCategoryColumns)
    .from(categories)
    .leftJoin(categoryTranslations, translationIn(languageCode));

/** One category as the editor reads it; undefined when there is none. */
export async function selectCategoryDetails(db: Executor, id: number, languageCode: LanguageCode | null) {
  const [row] = await db
    .select(detailColumns)
    .from(categories)
    .leftJoin(categoryTranslations, translationIn(languageCode))
    .where(eq(categories.categoryId, id));
  return row;
}
