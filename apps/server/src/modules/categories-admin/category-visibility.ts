import type { AdminCategory } from '@grocery/contracts';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { userTypeCategories } from '../../db/schema';
import { lockCategories, shareUserTypes } from '../../domain/catalogue/visibility-locks';
import { type Rejection, reject } from '../../http/answers';
import { categoryDetails } from './categories-admin.service';

export type CategoryUserTypesResult =
  | { reject: false; category: AdminCategory }
  | Rejection<'UNKNOWN_USER_TYPE', { field: 'userTypeIds' }>
  /** No such category. */
  | null;

/**
 * Replaces which user types see the category (none: everyone), under the visibility locks
 * (domain/catalogue/visibility-locks.ts). An unknown user type writes nothing. Null when there is no such category.
 */
export async function setCategoryUserTypes(
  db: Database,
  actorUserId: number,
  categoryId: number,
  userTypeIds: readonly number[],
): Promise<CategoryUserTypesResult> {
  return db.transaction(async (tx) => {
    const known = await shareUserTypes(tx, userTypeIds);
    if ((await lockCategories(tx, [categoryId])).length === 0) return null;
    if (known.length !== userTypeIds.length) {
      return reject('UNKNOWN_USER_TYPE', { field: 'userTypeIds' });
    }
    const before = (await categoryDetails(tx, categoryId, null)) as AdminCategory;
    // `known` is in id order, as the details list them.
    if (before.userTypeIds.join() === known.join()) return { reject: false, category: before };
    await tx.delete(userTypeCategories).where(eq(userTypeCategories.categoryId, categoryId));
    if (known.length) {
      await tx.insert(userTypeCategories).values(known.map((userTypeId) => ({ userTypeId, categoryId })));
    }
    const category = (await categoryDetails(tx, categoryId, null)) as AdminCategory;
    await recordAudit(tx, {
      actorUserId,
      action: 'category.user_types.update',
      entity: 'category',
      entityId: categoryId,
      before: { userTypeIds: before.userTypeIds },
      after: { userTypeIds: category.userTypeIds },
    });
    return { reject: false, category };
  });
}
