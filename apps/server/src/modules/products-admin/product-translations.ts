import type { LanguageCode } from '@grocery/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { products, productTranslations } from '../../db/schema';
import type { Executor } from '../../db/user-lock';
import type { Actor } from './product-checks';

export interface ProductText {
  productName: string;
  shortDesc: string | null;
  longDesc: string | null;
}

const textColumns = {
  productName: productTranslations.productName,
  shortDesc: productTranslations.shortDesc,
  longDesc: productTranslations.longDesc,
};

async function baseText(db: Executor, productId: number): Promise<ProductText | null> {
  const [row] = await db
    .select({ productName: products.productName, shortDesc: products.shortDesc, longDesc: products.longDesc })
    .from(products)
    .where(eq(products.productId, productId));
  return row ?? null;
}

const ofLanguage = (productId: number, languageCode: LanguageCode) =>
  and(eq(productTranslations.productId, productId), eq(productTranslations.languageCode, languageCode));

async function translationOf(db: Executor, productId: number, languageCode: LanguageCode) {
  const [row] = await db
    .select(textColumns)
    .from(productTranslations)
    .where(ofLanguage(productId, languageCode));
  return row ?? null;
}

/** The base text and every translation, by language; null when there is no such product. */
export async function readTranslations(db: Database, productId: number) {
  const base = await baseText(db, productId);
  if (!base) return null;
  const translations = await db
    .select({ ...textColumns, languageCode: productTranslations.languageCode })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId))
    .orderBy(asc(productTranslations.languageCode));
  return { base, translations: translations as (ProductText & { languageCode: LanguageCode })[] };
}

/** Saves (inserts or replaces) one language's text, audited; null when there is no such product. */
export async function saveTranslation(
  db: Database,
  actor: Actor,
  productId: number,
  languageCode: LanguageCode,
  text: ProductText,
) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId))
      .for('share');
    if (!product) return null;
    const before = await translationOf(tx, productId, languageCode);
    await tx
      .insert(productTranslations)
      .values({ productId, languageCode, ...text })
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.languageCode],
        set: {
          productName: sql`excluded.product_name`,
          shortDesc: sql`excluded.short_desc`,
          longDesc: sql`excluded.long_desc`,
        },
      });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'product.translation.save',
      entity: 'product',
      entityId: productId,
      before: before && { languageCode, ...before },
      after: { languageCode, ...text },
    });
    return { languageCode, ...text };
  });
}

/** Deletes one language's text: true when there was one, audited; null when there is no such product. */
export async function deleteTranslation(
  db: Database,
  actor: Actor,
  productId: number,
  languageCode: LanguageCode,
): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId))
      .for('share');
    if (!product) return null;
    const [deleted] = await tx
      .delete(productTranslations)
      .where(ofLanguage(productId, languageCode))
      .returning();
    if (!deleted) return false;
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'product.translation.delete',
      entity: 'product',
      entityId: productId,
      before: {
        languageCode,
        productName: deleted.productName,
        shortDesc: deleted.shortDesc,
        longDesc: deleted.longDesc,
      },
      after: null,
    });
    return true;
  });
}
