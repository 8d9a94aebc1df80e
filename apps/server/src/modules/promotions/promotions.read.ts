import type { LanguageCode, Promotion, PromotionListRow, promotionListQuery } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import { rewardJson, shopMinute, stateSql } from '../../domain/promotions/promotions.sql';

type ListQuery = z.output<typeof promotionListQuery>;

const idsOf = (
  table: 'promotion_products' | 'promotion_categories' | 'promotion_user_types',
  column: string,
) => sql.raw(`array(select l.${column} from ${table} l where l.promotion_id = pr.promotion_id order by 1)`);

/** Of promotion `pr`: its name in the language, as the pricing's nameIn picks it. */
const nameSql = (language: LanguageCode) =>
  sql`coalesce(nullif(pr.names->>${language}, ''), nullif(pr.names->>'he', ''), pr.names->>'en')`;

const promotionJson = sql`json_build_object(
  'promotionId', pr.promotion_id, 'source', pr.source, 'sourceKey', pr.source_key,
  'names', pr.names, 'descriptions', pr.descriptions, 'target', pr.target,
  'productIds', ${idsOf('promotion_products', 'product_id')},
  'categoryIds', ${idsOf('promotion_categories', 'category_id')},
  'reward', ${rewardJson},
  'minQuantity', pr.min_quantity::float8, 'minOrderTotal', pr.min_order_total::float8,
  'limitPerOrder', pr.limit_per_order::float8,
  'startsAt', ${shopMinute(sql`pr.starts_at`)}, 'endsAt', ${shopMinute(sql`pr.ends_at`)},
  'userTypeIds', ${idsOf('promotion_user_types', 'user_type_id')},
  'combines', pr.combines, 'onCustomerPrice', pr.on_customer_price, 'active', pr.active,
  'state', ${stateSql}, 'version', pr.version,
  'createdAt', to_json(pr.created_at) #>> '{}', 'modifiedAt', to_json(pr.modified_at) #>> '{}')`;

/** One promotion as the API answers it, or null; `lock` takes its row for a change. */
export async function readPromotion(
  db: Executor,
  promotionId: number,
  lock = false,
): Promise<Promotion | null> {
  const [row] = rowsOf<{ promotion: Promotion }>(
    await db.execute(sql`select ${promotionJson} as promotion from promotions pr
      where pr.promotion_id = ${promotionId} ${lock ? sql`for update` : sql``}`),
  );
  return row?.promotion ?? null;
}

const sortColumns: Record<ListQuery['sortBy'], (language: LanguageCode) => SQL> = {
  startsAt: () => sql`pr.starts_at`,
  endsAt: () => sql`pr.ends_at`,
  name: nameSql,
  promotionId: () => sql`pr.promotion_id`,
};

function filtersOf(query: ListQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.active !== undefined) where.push(sql`pr.active = ${query.active}`);
  if (query.source) where.push(sql`pr.source = ${query.source}`);
  if (query.when === 'current') where.push(sql`pr.starts_at <= now() and now() < pr.ends_at`);
  if (query.when === 'future') where.push(sql`pr.starts_at > now()`);
  if (query.when === 'past') where.push(sql`pr.ends_at <= now()`);
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${nameSql(query.languageCode)} ilike ${like} or pr.names->>'en' ilike ${like}
      or pr.source_key = ${query.search})`);
  }
  return sql.join(where, sql` and `);
}

/** A page of promotions under the filters, with how many there are. */
export async function listPromotions(db: Executor, query: ListQuery) {
  const where = filtersOf(query);
  const order = sortColumns[query.sortBy](query.languageCode);
  const direction = query.sortDir === 'desc' ? sql`desc` : sql`asc`;
  const [row] = rowsOf<{ total: number; rows: PromotionListRow[] }>(
    await db.execute(sql`
      with page as (
        select pr.*, ${nameSql(query.languageCode)} as name,
          row_number() over (order by ${order} ${direction}, pr.promotion_id ${direction}) as position
        from promotions pr where ${where}
        order by position
        limit ${query.pageSize} offset ${query.pageIndex * query.pageSize}
      )
      select (select count(*)::int from promotions pr where ${where}) as total,
        coalesce((select json_agg(json_build_object(
          'promotionId', pr.promotion_id, 'name', pr.name, 'source', pr.source, 'sourceKey', pr.source_key,
          'target', pr.target, 'reward', ${rewardJson},
          'startsAt', ${shopMinute(sql`pr.starts_at`)}, 'endsAt', ${shopMinute(sql`pr.ends_at`)},
          'active', pr.active, 'state', ${stateSql},
          'userTypeIds', ${idsOf('promotion_user_types', 'user_type_id')},
          'version', pr.version,
          'products', (select count(*)::int from promotion_products l where l.promotion_id = pr.promotion_id),
          'categories', (select count(*)::int from promotion_categories l where l.promotion_id = pr.promotion_id)
        ) order by pr.position) from page pr), '[]'::json) as rows`),
  );
  return { totalResults: row?.total ?? 0, rows: row?.rows ?? [] };
}
