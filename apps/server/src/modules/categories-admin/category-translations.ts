import type { LanguageCode } from '@grocery/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { categories, categoryTranslations } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';

interface Translation {
  languageCode: LanguageCode;
  categoryName: string;
}

const translationColumns = {
  // The column's check constraint allows only the supported languages.
  languageCode: categoryTranslations.languageCode,
  categoryName: categoryTranslations.categoryName,
};

const oneTranslation = (categoryId: number, languageCode: LanguageCode) =>
  and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.languageCode, languageCode));

/** Locks the category's row against a delete meanwhile; false when there is no such category. */
async function lockCategory(tx: Transaction, categoryId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: categories.categoryId })
    .from(categories)
    .where(eq(categories.categoryId, categoryId))
    .for('key share');
  return row !== undefined;
}

async function storedTranslation(tx: Transaction, categoryId: number, languageCode: LanguageCode) {
  const [row] = await tx
    .select(translationColumns)
    .from(categoryTranslations)
    .where(oneTranslation(categoryId, languageCode));
  return (row as Translation | undefined) ?? null;
}

/**
 * A category's translations tab: the base name beside each language's translation, an upsert and
 * a delete, each with its audit entry. They do not raise the category's version (decision 0037).
 */
export function categoryTranslationsService(db: Database) {
  return {
    /** The base name and the stored translations by language; null when there is no such category. */
    async translations(categoryId: number) {
      const [base] = await db
        .select({ categoryName: categories.categoryName })
        .from(categories)
        .where(eq(categories.categoryId, categoryId));
      if (!base) return null;
      const rows = await db
        .select(translationColumns)
        .from(categoryTranslations)
        .where(eq(categoryTranslations.categoryId, categoryId))
        .orderBy(asc(categoryTranslations.languageCode));
      return { base, translations: rows as Translation[] };
    },

    /** Saves the language's name (insert or replace); null when there is no such category. */
    async save(actorUserId: number, categoryId: number, languageCode: LanguageCode, categoryName: string) {
      return db.transaction(async (tx) => {
        if (!(await lockCategory(tx, categoryId))) return null;
        const before = await storedTranslation(tx, categoryId, languageCode);
        const translation: Translation = { languageCode, categoryName };
        await tx
          .insert(categoryTranslations)
          .values({ categoryId, ...translation })
          .onConflictDoUpdate({
            target: [categoryTranslations.categoryId, categoryTranslations.languageCode],
            set: { categoryName },
          });
        await recordAudit(tx, {
          actorUserId,
          action: 'category.translation.update',
          entity: 'category',
          entityId: categoryId,
          before,
          after: translation,
        });
        return translation;
      });
    },

    /** Deletes the language's name; `deleted` false when it had none. Null when there is no such category. */
    async remove(actorUserId: number, categoryId: number, languageCode: LanguageCode) {
      return db.transaction(async (tx) => {
        if (!(await lockCategory(tx, categoryId))) return null;
        const deleted = await tx
          .delete(categoryTranslations)
          .where(oneTranslation(categoryId, languageCode))
          .returning(translationColumns);
        const [before] = deleted as Translation[];
        if (before) {
          await recordAudit(tx, {
            actorUserId,
            action: 'category.translation.delete',
            entity: 'category',
            entityId: categoryId,
            before,
            after: null,
          });
        }
        return { deleted: before !== undefined };
      });
    },
  };
}
