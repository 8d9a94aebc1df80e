import { type LanguageCode, maxCartQuantity } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  customerPriceJoin,
  hiddenCategories,
  priceFields,
  reachable,
  translationJoin,
  userTypesOfUser,
} from '../../domain/catalogue/catalogue.sql';
import { linePricingJson } from '../../domain/promotions/price-lines';

const available = sql`p.active and not p.out_of_stock and ${reachable}`;

/**
 * A cart line `ci` joined to its product `p`, for the user, as columns: the line's item JSON (its
 * totals and promotion are the pricing's: decision 0068) and what the pricing needs of it.
 */
const lineColumns = sql`
  ci.cart_item_id, ci.created_at,
  ${linePricingJson(available)} as pricing,
  json_build_object(
    'cartItemId', ci.cart_item_id,
    'productId', ci.product_id,
    'quantity', ci.quantity,
    'createdAt', ci.created_at,
    'productName', coalesce(t.product_name, p.product_name),
    'shortDesc', coalesce(t.short_desc, p.short_desc),
    'imageFile', p.image_file,
    'barcode', p.barcode,
    'unit', p.unit,
    'packageQuantity', p.package_quantity,
    'packageUnit', p.package_unit,
    'available', ${available},
    ${priceFields}
  ) as item`;

/**
 * The product of each line by its primary key. LIMIT 1 keeps it a lookup per line: a plain join
 * let the planner merge-join the whole products table with a cart it guessed larger.
 */
const lineJoins = (userId: number, languageCode: LanguageCode) => sql`
  join lateral (select * from products where product_id = ci.product_id limit 1) p on true
  ${translationJoin(languageCode)}
  ${customerPriceJoin(userTypesOfUser(userId))}`;

/** The user's whole cart in the order added: each line's item and pricing, and the user's customer types. */
export function cartStatement(userId: number, languageCode: LanguageCode): SQL {
  return sql`
    with hidden as (${hiddenCategories(userTypesOfUser(userId))}),
    lines as (
      select ${lineColumns}
      from cart_items ci ${lineJoins(userId, languageCode)}
      where ci.user_id = ${userId}
    )
    select
      coalesce((select json_agg(json_build_object('item', item, 'pricing', pricing)
        order by created_at, cart_item_id) from lines), '[]'::json) as "lines",
      ${userTypesOfUser(userId)} as "userTypeIds"`;
}

/** Runs a write `... returning *` on cart_items (it may read `hidden`) and answers the written line's id. */
export function writeLineStatement(userId: number, write: SQL): SQL {
  return sql`
    with hidden as (${hiddenCategories(userTypesOfUser(userId))}),
    written as (${write} returning *)
    select cart_item_id as "cartItemId" from written`;
}

/** What adding needs to know: the product's state for the user, their rules and the current line. */
export function addStateStatement(userId: number, productId: number): SQL {
  return sql`
    with hidden as (${hiddenCategories(userTypesOfUser(userId))})
    select p.active, p.out_of_stock as "outOfStock", ${reachable} as "reachable",
      coalesce(cp.minimum_quantity, p.minimum_quantity)::text as "minimum",
      coalesce(cp.quantity_step, p.quantity_step)::text as "step",
      (select ci.quantity::text from cart_items ci
       where ci.user_id = ${userId} and ci.product_id = p.product_id) as "current"
    from products p ${customerPriceJoin(userTypesOfUser(userId))}
    where p.product_id = ${productId}`;
}

/** The user's quantity rule for product `p` with `cp` joined: minimum and step. */
const ruleMinimum = sql`coalesce(cp.minimum_quantity, p.minimum_quantity)`;
const ruleStep = sql`coalesce(cp.quantity_step, p.quantity_step)`;

/** True when `quantity` (SQL numeric) may stand on a line under the rule of `p`/`cp`. */
const allowed = (quantity: SQL) =>
  sql`(${quantity} > 0 and ${quantity} <= ${maxCartQuantity} and ${quantity} >= ${ruleMinimum}
       and mod(${quantity}, ${ruleStep}) = 0)`;

/**
 * One statement for the usual add: the delta applied atomically to the line (or a new line), only
 * when the product may be bought and the result is allowed; for use in `writeLineStatement`.
 * Writes nothing (and the caller takes the careful path, which also finds the reason) otherwise.
 */
export function quickAddStatement(userId: number, productId: number, delta: string): SQL {
  const product = sql`from products p ${customerPriceJoin(userTypesOfUser(userId))}
    where p.product_id = ${productId} and ${reachable}`;
  if (delta.startsWith('-')) {
    return sql`update cart_items ci set quantity = ci.quantity + ${delta}::numeric, modified_at = now()
      where ci.user_id = ${userId} and ci.product_id = ${productId}
      and exists (select 1 ${product} and ${allowed(sql`ci.quantity + ${delta}::numeric`)})`;
  }
  return sql`insert into cart_items (user_id, product_id, quantity)
    select ${userId}, ${productId}, ${delta}::numeric ${product}
      and p.active and not p.out_of_stock and ${allowed(sql`${delta}::numeric`)}
    on conflict (user_id, product_id) do update set quantity = cart_items.quantity + ${delta}::numeric, modified_at = now()
    where exists (select 1 ${product} and p.active and not p.out_of_stock
      and ${allowed(sql`cart_items.quantity + ${delta}::numeric`)})`;
}
