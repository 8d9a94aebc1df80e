import type { LanguageCode } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rewardJson, shopMinute } from '../promotions/promotions.sql';

/**
 * SQL shared by the catalogue, the cart and orders. Every query that shows products starts with
 * `with hidden as (${hiddenCategories(types)})` and uses the fragments below with the aliases they
 * name: `p` for products, `c` for categories. `types` is an SQL int[] of the viewer's user types:
 * `userTypesOf(viewer)` for a known list, `userTypesOfUser(userId)` to read them in the query.
 *
 * Visibility: a category is visible when it is active and linked to no user type, or linked to one
 * the viewer holds. A product is reachable when it sits in at least one visible category; it is
 * shown when it is also active. Anonymous viewers hold no user type.
 */
export const hiddenCategories = (types: SQL): SQL => sql`
  select c.category_id from categories c
  where not c.active
     or (exists (select 1 from user_type_categories l where l.category_id = c.category_id)
         and not exists (
           select 1 from user_type_categories l
           where l.category_id = c.category_id and l.user_type_id = any(${types})))`;

/** A known list of user type ids as an SQL int[]. */
export const userTypesOf = (userTypeIds: readonly number[]): SQL =>
  sql`${`{${userTypeIds.join(',')}}`}::int[]`;

/** The user types a user holds, read inside the query, as an SQL int[]. */
export const userTypesOfUser = (userId: number): SQL =>
  sql`array(select user_type_id from user_user_types where user_id = ${userId})`;

/**
 * True when product `p` sits in a category the viewer can see. A scalar subquery with LIMIT 1, so
 * the planner checks it per candidate row instead of joining every product_categories row.
 */
export const reachable = sql`coalesce((
  select true from product_categories rc
  where rc.product_id = p.product_id and rc.category_id not in (select category_id from hidden)
  limit 1), false)`;

/** True when category `c` is visible to the viewer. */
export const categoryVisible = sql`c.category_id not in (select category_id from hidden)`;

/**
 * The viewer's customer-type price row for product `p`, as lateral join `cp`: of the user's types
 * with a row for the product, the lowest set price wins; a row whose price is null (special price
 * disabled) still gives minimum and step when no type has a price.
 */
export const customerPriceJoin = (types: SQL): SQL => sql`
  left join lateral (
    select utp.price, utp.minimum_quantity, utp.quantity_step
    from user_type_prices utp
    where utp.product_id = p.product_id and utp.user_type_id = any(${types})
    order by utp.price is null, utp.price, utp.user_type_id
    limit 1
  ) cp on true`;

/**
 * `customerPriceJoin` for a known list of user types; a viewer without any has no customer price,
 * so `cp` is a row of nulls and no price row is looked up.
 */
export const customerPriceJoinOf = (userTypeIds: readonly number[]): SQL =>
  userTypeIds.length > 0
    ? customerPriceJoin(userTypesOf(userTypeIds))
    : sql`left join (select null::numeric as price, null::numeric as minimum_quantity,
        null::numeric as quantity_step) cp on true`;

/** Link `l` (of a product or a category to a promotion) is of a deal live now for viewers of these types. */
const linkLive = (types: SQL): SQL => sql`l.shown and l.starts_at <= now() and now() < l.ends_at
  and (l.for_everyone or exists (select 1 from promotion_user_types pu
    where pu.promotion_id = l.promotion_id and pu.user_type_id = any(${types})))`;

/**
 * The deal `dl` a card of `p` shows to viewers of these types (decision 0068): one on the product
 * itself first, else one of its categories', the one ending soonest. It is chosen on the link rows
 * alone (they carry their promotion's facts), one index read each, and only the chosen promotion is
 * read. The cart prices the deals; this only names one.
 */
const dealJoin = (types: SQL): SQL => sql`
  left join lateral (
    select found.promotion_id from (
      (select l.promotion_id, 0 as rank, l.ends_at from promotion_products l
        where l.product_id = p.product_id and ${linkLive(types)}
        order by l.ends_at, l.promotion_id limit 1)
      union all
      (select l.promotion_id, 1, l.ends_at from product_categories c
        join promotion_categories l on l.category_id = c.category_id
        where c.product_id = p.product_id and ${linkLive(types)}
        order by l.ends_at, l.promotion_id limit 1)
    ) found
    order by found.rank, found.ends_at, found.promotion_id limit 1
  ) chosen on true
  left join lateral (
    select json_build_object('promotionId', pr.promotion_id, 'reward', ${rewardJson},
      'endsAt', ${shopMinute(sql`pr.ends_at`)}, 'minQuantity', pr.min_quantity::float8,
      'forCustomerTypes', not pr.for_everyone) as deal
    from promotions pr where pr.promotion_id = chosen.promotion_id
  ) dl on true`;

/** What the storefront prices a card of `p` with for known user types: `cp` and the deal `dl`. */
export const viewerPriceJoinsOf = (userTypeIds: readonly number[]): SQL =>
  sql`${customerPriceJoinOf(userTypeIds)} ${dealJoin(userTypesOf(userTypeIds))}`;

/** Unit price: customer price when set, else promotion, else online (numeric, exact). */
export const unitPriceSql = sql`coalesce(cp.price, p.promotion_price, p.online_price)`;

/** Named values an answer shows: rendered as a JSON object's arguments or as named columns. */
type Shown = readonly (readonly [name: string, value: SQL])[];

/** `'name', value, ...` for json_build_object. */
const jsonArguments = (shown: Shown): SQL =>
  sql.join(
    shown.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  );

/**
 * `value as "name", ...`: a row PostgreSQL turns into JSON with row_to_json or json_agg, cheaper
 * than json_build_object when many rows are built (a list page's 25 cards).
 */
const columns = (shown: Shown): SQL =>
  sql.join(
    shown.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );

const priceShown: Shown = [
  ['onlinePrice', sql`p.online_price`],
  ['promotionPrice', sql`p.promotion_price`],
  ['customerPrice', sql`cp.price`],
  ['unitPrice', unitPriceSql],
  ['minimumQuantity', sql`coalesce(cp.minimum_quantity, p.minimum_quantity)`],
  ['quantityStep', sql`coalesce(cp.quantity_step, p.quantity_step)`],
];

const dealShown: Shown = [['deal', sql`dl.deal`]];

/** Price info of `p` with `cp` joined, as JSON object fields (numbers in JSON). */
export const priceFields = jsonArguments(priceShown);

/** Price info of `p` with `viewerPriceJoinsOf` joined, the card's deal too, as JSON object fields. */
export const viewerPriceFields = jsonArguments([...priceShown, ...dealShown]);

/** The name of `p` in the language, falling back to the base text; needs join `t` (translation). */
export const translationJoin = (languageCode: LanguageCode): SQL => sql`
  left join product_translations t on t.product_id = p.product_id and t.language_code = ${languageCode}`;

/**
 * The CTE `labels` that product cards need beside `hidden`: each visible category's localized
 * label. For many cards it is built once and kept (`many`: a 25-card page ran at 2/3 the speed
 * with the labels rebuilt per card); for one card PostgreSQL folds it into the card's lookup.
 */
export const categoryLabels = (languageCode: LanguageCode, cards: 'one' | 'many'): SQL => sql`
  labels as ${cards === 'many' ? sql`materialized` : sql``} (
    select c.category_id, c.sort_order, json_build_object(
      'categoryId', c.category_id,
      'categoryName', coalesce(ct.category_name, c.category_name)) as label
    from categories c
    left join category_translations ct on ct.category_id = c.category_id and ct.language_code = ${languageCode}
    where ${categoryVisible})`;

/** The visible categories of `p`, localized, as a JSON array; needs `labels`. */
const productCategoriesJson = sql`coalesce((
  select json_agg(l.label order by l.sort_order, l.category_id)
  from product_categories pc join labels l on l.category_id = pc.category_id
  where pc.product_id = p.product_id), '[]'::json)`;

/**
 * A product card (list and details) as named columns, for row_to_json or json_agg of the row;
 * needs `p`, `t`, `viewerPriceJoinsOf`, `hidden` and `labels`.
 */
export const productCardColumns = columns([
  ['productId', sql`p.product_id`],
  ['productName', sql`coalesce(t.product_name, p.product_name)`],
  ['barcode', sql`p.barcode`],
  ['shortDesc', sql`coalesce(t.short_desc, p.short_desc)`],
  ['unit', sql`p.unit`],
  ['packageQuantity', sql`p.package_quantity`],
  ['packageUnit', sql`p.package_unit`],
  ['outOfStock', sql`p.out_of_stock`],
  ['imageFile', sql`p.image_file`],
  ['imageFileHighRes', sql`p.image_file_high_res`],
  ['categories', productCategoriesJson],
  ...priceShown,
  ...dealShown,
]);
