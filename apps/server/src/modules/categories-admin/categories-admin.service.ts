import type {
  AdminCategoriesQuery,
  AdminCategory,
  AdminCategoryRow,
  createCategoryRequest,
  LanguageCode,
  updateCategoryRequest,
} from '@grocery/contracts';
import { and, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-patterns';
import { listPage } from '../../db/list-page';
import { categories } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql-errors';
import type { Executor, Transaction } from '../../db/user-lock';
import { type Rejection, reject } from '../../http/answers';
import { localizedName, selectAdminCategories, selectCategoryDetails } from './categories-admin.sql';

type CategoryFields = z.output<typeof createCategoryRequest>;
type CategoryEdit = z.output<typeof updateCategoryRequest>;

export type CategorySaveResult =
  | { reject: false; category: AdminCategory }
  | Rejection<'EXTERNAL_ID_TAKEN', { field: 'externalId' }>
  | Rejection<'CONFLICT'>
  /** No such category. */
  | null;

const externalIdTaken = reject('EXTERNAL_ID_TAKEN', { field: 'externalId' });

/** One category as the editor reads it (names in the language, or the base names); null when unknown. */
export async function categoryDetails(
  db: Executor,
  categoryId: number,
  languageCode: LanguageCode | null,
): Promise<AdminCategory | null> {
  const row = await selectCategoryDetails(db, categoryId, languageCode);
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString(), modifiedAt: row.modifiedAt.toISOString() };
}

/** The fields an edit changes, as the audit log keeps them. */
const auditedFields = (category: AdminCategory) => ({
  categoryName: category.baseName,
  active: category.active,
  externalId: category.externalId,
  sortOrder: category.sortOrder,
});

async function externalIdHeld(tx: Transaction, externalId: number | null | undefined, exceptId = 0) {
  if (externalId === null || externalId === undefined) return false;
  const [held] = await tx
    .select({ id: categories.categoryId })
    .from(categories)
    .where(and(eq(categories.externalId, externalId), ne(categories.categoryId, exceptId)));
  return held !== undefined;
}

/** A save that lost the race for an external id to another save answers as the check would have. */
async function orExternalIdTaken(save: () => Promise<CategorySaveResult>): Promise<CategorySaveResult> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'categories_external_id_unique')) return externalIdTaken;
    throw error;
  }
}

function filtersOf(query: AdminCategoriesQuery): SQL | undefined {
  return and(
    query.q ? ilike(localizedName, containsPattern(query.q)) : undefined,
    query.active === undefined ? undefined : eq(categories.active, query.active),
  );
}

/** The categories' grid and editor: list, read, create, edit and delete. */
export function categoriesAdminService(db: Database) {
  return {
    /** A page of categories with names in the asked language, and how many match. */
    async list(query: AdminCategoriesQuery): Promise<{ totalResults: number; rows: AdminCategoryRow[] }> {
      const filters = filtersOf(query);
      return listPage(db, query, {
        select: () => selectAdminCategories(db, query.languageCode).where(filters).$dynamic(),
        sortColumns: {
          category_name: localizedName,
          category_id: categories.categoryId,
          sort_order: categories.sortOrder,
          active: categories.active,
          created_at: categories.createdAt,
        },
        tieBreaker: categories.categoryId,
      });
    },

    category: (categoryId: number, languageCode: LanguageCode) =>
      categoryDetails(db, categoryId, languageCode),

    async create(actorUserId: number, fields: CategoryFields): Promise<CategorySaveResult> {
      return orExternalIdTaken(() =>
        db.transaction(async (tx) => {
          if (await externalIdHeld(tx, fields.externalId)) return externalIdTaken;
          const [created] = await tx
            .insert(categories)
            .values(fields)
            .returning({ categoryId: categories.categoryId });
          const { categoryId } = created as { categoryId: number };
          const category = (await categoryDetails(tx, categoryId, null)) as AdminCategory;
          await recordAudit(tx, {
            actorUserId,
            action: 'category.details.create',
            entity: 'category',
            entityId: category.categoryId,
            before: null,
            after: auditedFields(category),
          });
          return { reject: false, category };
        }),
      );
    },

    /**
     * Saves the changed fields if the category is still at the version the editor loaded: the
     * version goes up and modified_at moves. CONFLICT when someone saved it since.
     */
    async update(actorUserId: number, categoryId: number, edit: CategoryEdit): Promise<CategorySaveResult> {
      return orExternalIdTaken(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select({ version: categories.version })
            .from(categories)
            .where(eq(categories.categoryId, categoryId))
            .for('no key update');
          if (!row) return null;
          if (row.version !== edit.version) return reject('CONFLICT');
          if (await externalIdHeld(tx, edit.changes.externalId, categoryId)) return externalIdTaken;
          const before = (await categoryDetails(tx, categoryId, null)) as AdminCategory;
          await tx
            .update(categories)
            .set({ ...edit.changes, version: sql`${categories.version} + 1`, modifiedAt: sql`now()` })
            .where(and(eq(categories.categoryId, categoryId), eq(categories.version, edit.version)));
          const category = (await categoryDetails(tx, categoryId, null)) as AdminCategory;
          await recordAudit(tx, {
            actorUserId,
            action: 'category.details.update',
            entity: 'category',
            entityId: categoryId,
            before: auditedFields(before),
            after: auditedFields(category),
          });
          return { reject: false, category };
        }),
      );
    },

    /**
     * Deletes the category; its product links, visibility and translations go with it (foreign
     * keys' cascade), the products stay. Answers its image to remove once committed; null when unknown.
     */
    async remove(actorUserId: number, categoryId: number): Promise<{ imageFile: string | null } | null> {
      return db.transaction(async (tx) => {
        const before = await categoryDetails(tx, categoryId, null);
        if (!before) return null;
        const deleted = await tx
          .delete(categories)
          .where(eq(categories.categoryId, categoryId))
          .returning({ categoryId: categories.categoryId });
        // Deleted by another call since it was read.
        if (deleted.length === 0) return null;
        const { categoryId: _, categoryName: __, ...kept } = before;
        await recordAudit(tx, {
          actorUserId,
          action: 'category.details.delete',
          entity: 'category',
          entityId: categoryId,
          before: kept,
          after: null,
        });
        return { imageFile: before.imageFile };
      });
    },
  };
}
