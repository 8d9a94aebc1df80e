import type { UserTypeSummary } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

/** User types and their prices: the user types list, editor and the prices page. */
export function userTypesAdminService(db: Database) {
  return {
    /** Every user type by name, with its categories and how many users and prices hold it. */
    async list(): Promise<UserTypeSummary[]> {
      const result = await db.execute(sql`
        select t.user_type_id as "userTypeId", t.user_type_name as name, t.user_type_desc as description,
          array(select l.category_id from user_type_categories l
                where l.user_type_id = t.user_type_id order by l.category_id) as "categoryIds",
          (select count(*) from user_user_types u where u.user_type_id = t.user_type_id)::int as "userCount",
          (select count(*) from user_type_prices p where p.user_type_id = t.user_type_id)::int as "priceCount"
        from user_types t
        order by t.user_type_name, t.user_type_id`);
      return rowsOf<UserTypeSummary>(result);
    },
  };
}
