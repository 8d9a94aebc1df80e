import type { UserTypeRequest, UserTypeSummary } from '@grocery/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import { userTypeCategories, userTypes } from '../../db/schema';
import type { Executor, Transaction } from '../../db/user-lock';
import { lockCategories } from '../../domain/catalogue/visibility-locks';
import { type Rejection, reject } from '../../http/answers';

/** User types with their categories and how many users and prices hold them, by name. */
async function summaries(db: Executor, where: SQL = sql`true`): Promise<UserTypeSummary[]> {
  const result = await db.execute(sql`
    select t.user_type_id as "userTypeId", t.user_type_name as name, t.user_type_desc as description,
      array(select l.category_id from user_type_categories l
            where l.user_type_id = t.user_type_id order by l.category_id) as "categoryIds",
      (select count(*) from user_user_types u where u.user_type_id = t.user_type_id)::int as "userCount",
      (select count(*) from user_type_prices p where p.user_type_id = t.user_type_id)::int as "priceCount"
    from user_types t
    where ${where}
    order by t.user_type_name, t.user_type_id`);
  return rowsOf<UserTypeSummary>(result);
}

const summaryOf = async (db: Executor, userTypeId: number) =>
  (await summaries(db, sql`t.user_type_id = ${userTypeId}`))[0] ?? null;

/** What a save changes, as the audit log keeps it. */
const auditedFields = (type: UserTypeSummary) => ({
  name: type.name,
  description: type.description,
  categoryIds: type.categoryIds,
});

export type UserTypeSaveResult =
  | { reject: false; userType: UserTypeSummary }
  | Rejection<'NAME_TAKEN', { field: 'name' }>
  | Rejection<'UNKNOWN_CATEGORY', { field: 'categoryIds' }>
  /** No such user type. */
  | null;

export type UserTypeDeleteResult =
  | { reject: false; removedFromUsers: number; pricesDropped: number }
  | Rejection<'ONLY_TYPE_OF_CATEGORY', { categoryIds: number[] }>
  | null;

const countOf = async (tx: Transaction, query: SQL) =>
  rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${query}`))[0]?.n ?? 0;

/**
 * Writes the type's name, description and categories (replacing its links), under the visibility
 * locks (domain/catalogue/visibility-locks.ts). Names are unique in any case: saves take turns on the
 * table (user types change rarely), so two saves cannot both take one name.
 */
async function saveUserType(
  tx: Transaction,
  actorUserId: number,
  userTypeId: number | null,
  request: UserTypeRequest,
): Promise<UserTypeSaveResult> {
  await tx.execute(sql`lock table user_types in share row exclusive mode`);
  const before = userTypeId === null ? null : await summaryOf(tx, userTypeId);
  if (userTypeId !== null && !before) return null;
  const taken = await countOf(
    tx,
    sql`user_types where lower(user_type_name) = lower(${request.name}) and user_type_id <> ${userTypeId ?? 0}`,
  );
  if (taken) return reject('NAME_TAKEN', { field: 'name' });
  const known = await lockCategories(tx, [
    ...new Set([...request.categoryIds, ...(before?.categoryIds ?? [])]),
  ]);
  if (request.categoryIds.some((id) => !known.includes(id))) {
    return reject('UNKNOWN_CATEGORY', { field: 'categoryIds' });
  }

  const fields = { userTypeName: request.name, userTypeDesc: request.description };
  let id = userTypeId;
  if (id === null) {
    const [created] = await tx.insert(userTypes).values(fields).returning({ id: userTypes.userTypeId });
    id = (created as { id: number }).id;
  } else {
    await tx.update(userTypes).set(fields).where(eq(userTypes.userTypeId, id));
  }
  const kept = before?.categoryIds ?? [];
  const wanted = request.categoryIds;
  const dropped = kept.filter((categoryId) => !wanted.includes(categoryId));
  const added = wanted.filter((categoryId) => !kept.includes(categoryId));
  if (dropped.length) {
    await tx.execute(sql`delete from user_type_categories
      where user_type_id = ${id} and category_id = any(${`{${dropped.join(',')}}`}::int[])`);
  }
  if (added.length) {
    const userTypeId = id;
    await tx.insert(userTypeCategories).values(added.map((categoryId) => ({ userTypeId, categoryId })));
  }

  const userType = (await summaryOf(tx, id)) as UserTypeSummary;
  await recordAudit(tx, {
    actorUserId,
    action: before ? 'user_type.details.update' : 'user_type.details.create',
    entity: 'user_type',
    entityId: id,
    before: before ? auditedFields(before) : null,
    after: auditedFields(userType),
  });
  return { reject: false, userType };
}

/** User types: the list, the editor and deleting one. */
export function userTypesAdminService(db: Database) {
  return {
    /** Every user type by name, with its categories and how many users and prices hold it. */
    list: () => summaries(db),

    /** One user type; null when there is no such type. */
    userType: (userTypeId: number) => summaryOf(db, userTypeId),

    create: (actorUserId: number, request: UserTypeRequest) =>
      db.transaction((tx) => saveUserType(tx, actorUserId, null, request)),

    update: (actorUserId: number, userTypeId: number, request: UserTypeRequest) =>
      db.transaction((tx) => saveUserType(tx, actorUserId, userTypeId, request)),

    /**
     * Deletes the type: its users lose it and its prices go (the foreign keys' cascade). Refused
     * while it alone sees an active category: deleting it would show that category to everyone
     * (decision 0038; an inactive one is shown to no one, and deactivating is one way out).
     */
    async remove(actorUserId: number, userTypeId: number): Promise<UserTypeDeleteResult> {
      return db.transaction(async (tx) => {
        // The saves' turn first (as they take it), else a save waiting for this row would hold the
        // table lock the delete needs. FOR UPDATE: no user, price or category takes the type meanwhile.
        await tx.execute(sql`lock table user_types in share row exclusive mode`);
        const [locked] = await tx
          .select({ id: userTypes.userTypeId })
          .from(userTypes)
          .where(eq(userTypes.userTypeId, userTypeId))
          .for('update');
        if (!locked) return null;
        const before = (await summaryOf(tx, userTypeId)) as UserTypeSummary;
        await lockCategories(tx, before.categoryIds);
        const alone = rowsOf<{ id: number }>(
          await tx.execute(sql`
            select l.category_id as id from user_type_categories l join categories c using (category_id)
            where l.user_type_id = ${userTypeId} and c.active
              and not exists (select 1 from user_type_categories o
                              where o.category_id = l.category_id and o.user_type_id <> ${userTypeId})
            order by l.category_id`),
        ).map((row) => row.id);
        if (alone.length) return reject('ONLY_TYPE_OF_CATEGORY', { categoryIds: alone });

        await tx.delete(userTypes).where(eq(userTypes.userTypeId, userTypeId));
        await recordAudit(tx, {
          actorUserId,
          action: 'user_type.details.delete',
          entity: 'user_type',
          entityId: userTypeId,
          before,
          after: null,
        });
        return { reject: false, removedFromUsers: before.userCount, pricesDropped: before.priceCount };
      });
    },
  };
}
