import type { LanguageCode } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';

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

/** Unit price: customer price when set, else promotion, else online (numeric, exact). */
export const unitPriceSql = sql`coalesce(cp.price, p.promotion_price, p.online_price)`;

/** Price info of `p` with `cp` joined, as JSON object fields (numbers in JSON). */
export const priceFields = sql`
  'onlinePrice', p.online_price,
  'promotionPrice', p.promotion_price,
  'customerPrice', cp.price,
  'unitPrice', ${unitPriceSql},
  'minimumQuantity', coalesce(cp.minimum_quantity, p.minimum_quantity),
  'quantityStep', coalesce(cp.quantity_step, p.quantity_step)`;

/** The name of `p` in the language, falling back to the base text; needs join `t` (translation). */
export const translationJoin = (languageCode: LanguageCode): SQL => sql`
  left join product_translations t on t.product_id = p.product_id and t.language_code = ${languageCode}`;

/** The visible categories of `p`, localized, as a JSON array. */
export const productCategoriesJson = (languageCode: LanguageCode): SQL => sql`(
  select coalesce(json_agg(json_build_object(
    'categoryId', c.category_id,
    'categoryName', coalesce(ct.category_name, c.category_name)
  ) order by c.sort_order, c.category_id), '[]'::json)
  from product_categories pc
  join categories c on c.category_id = pc.category_id
  left join category_translations ct on ct.category_id = c.category_id and ct.language_code = ${languageCode}
  where pc.product_id = p.product_id and ${categoryVisible})`;

/** A product card (list and details) as JSON object fields; needs `p`, `t`, `cp` and `hidden`. */
export const productCardFields = (languageCode: LanguageCode): SQL => sql`
  'productId', p.product_id,
  'productName', coalesce(t.product_name, p.product_name),
  'barcode', p.barcode,
  'shortDesc', coalesce(t.short_desc, p.short_desc),
  'unit', p.unit,
  'outOfStock', p.out_of_stock,
  'imageFile', p.image_file,
  'imageFileHighRes', p.image_file_high_res,
  'categories', ${productCategoriesJson(languageCode)},
  ${priceFields}`;
