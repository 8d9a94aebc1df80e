import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Executor } from '../../db/user-lock';

/** Qualified by hand: drizzle writes a lone `"user_id"` in a one-table select, which the subqueries would read as their own. */
const userId = sql`"users"."user_id"`;

/**
 * A user as the users admin shows them, in one statement: each list is a subquery of the row, so a
 * page of 50 users is one query, not 50.
 */
export const adminUserColumns = {
  userId: users.userId,
  displayName: users.displayName,
  email: users.email,
  createdAt: users.createdAt,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  userTypes: sql<{ userTypeId: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('userTypeId', ut.user_type_id, 'name', ut.user_type_name)
                    order by ut.user_type_name, ut.user_type_id)
    from user_user_types uut join user_types ut on ut.user_type_id = uut.user_type_id
    where uut.user_id = ${userId}), '[]'::json)`,
  permissionGroups: sql<string[]>`array(
    select g.permission_group_name
    from user_permission_groups upg join permission_groups g on g.permission_group_id = upg.permission_group_id
    where upg.user_id = ${userId}
    order by g.permission_group_name)`,
  permissions: sql<string[]>`array(
    select up.permission_id from user_permissions up where up.user_id = ${userId})`,
};

/** Members of the group of this name. */
export const inPermissionGroup = (name: string): SQL => sql`exists (
  select 1
  from user_permission_groups upg join permission_groups g on g.permission_group_id = upg.permission_group_id
  where upg.user_id = ${userId} and g.permission_group_name = ${name})`;

/** The users admin's select of users, to filter and order (call `.$dynamic()`). */
export const selectAdminUsers = (db: Executor) => db.select(adminUserColumns).from(users);
