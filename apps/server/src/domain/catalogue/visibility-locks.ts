import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Transaction } from '../../db/user-lock';

/**
 * Locks for changes to which user types see which categories (user_type_categories). A category
 * linked to no user type is open to everyone, so a change must never open one by accident while
 * another change runs: every such change locks the user types it names first, then the categories
 * it touches, each in id order, and checks what it must after the locks. One order for all: no
 * deadlock between a category's User Types tab, a user type's save and a user type's delete.
 *
 * Both lock modes leave foreign-key checks alone (links to products and users go on meanwhile).
 */

/** Locks the existing user types among the ids against a delete; answers those that exist. */
export async function shareUserTypes(tx: Transaction, userTypeIds: readonly number[]): Promise<number[]> {
  if (userTypeIds.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select user_type_id as id from user_types
      where user_type_id = any(${`{${userTypeIds.join(',')}}`}::int[])
      order by user_type_id for key share`),
  );
  return rows.map((row) => row.id);
}

/** Locks the existing categories among the ids for a visibility change; answers those that exist. */
export async function lockCategories(tx: Transaction, categoryIds: readonly number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select category_id as id from categories
      where category_id = any(${`{${categoryIds.join(',')}}`}::int[])
      order by category_id for no key update`),
  );
  return rows.map((row) => row.id);
}
