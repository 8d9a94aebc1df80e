import { languageCodes } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  customerPriceJoin,
  hiddenCategories,
  reachable,
  userTypesOfUser,
} from '../../domain/catalogue/catalogue.sql';
import type { CheckedSlot } from '../../domain/delivery/delivery-slots';
import { linePricingJson } from '../../domain/promotions/price-lines';

/** Names and short descriptions of `p` in every language as {"en": ..., "he": ..., "th": ...}. */
const textsJoin = sql`
  left join lateral (
    select jsonb_object_agg(l.code, coalesce(t.product_name, p.product_name)) as names,
           jsonb_object_agg(l.code, coalesce(t.short_desc, p.short_desc)) as descs
    from unnest(${`{${languageCodes.join(',')}}`}::text[]) l(code)
    left join product_translations t on t.product_id = p.product_id and t.language_code = l.code
  ) tr on true`;

/**
 * Everything finalize checks, read after the lock in one statement: the address (null when not the
 * user's), the order already placed with this key (null without one), and the cart lines priced for
 * for pricing (decision 0068), in cart order, locked so a concurrent add waits for the order, and the
 * user's customer types. Quantities are numeric text; the line keys are order_items' columns.
 */
export function finalizeReadStatement(userId: number, shippingAddressId: number, key: string | null): SQL {
  return sql`
    with hidden as (${hiddenCategories(userTypesOfUser(userId))}),
    lines as (
      select ci.cart_item_id, ci.created_at, ci.product_id, ci.quantity, p.image_file, p.barcode, p.unit,
        p.active and not p.out_of_stock and ${reachable} as available,
        coalesce(cp.minimum_quantity, p.minimum_quantity) as minimum,
        coalesce(cp.quantity_step, p.quantity_step) as step,
        ${linePricingJson(sql`p.active and not p.out_of_stock and ${reachable}`)} as pricing,
        tr.names, tr.descs
      from cart_items ci
      join lateral (select * from products where product_id = ci.product_id limit 1) p on true
      ${customerPriceJoin(userTypesOfUser(userId))}
      ${textsJoin}
      where ci.user_id = ${userId}
      for update of ci
    )
    select
      (select json_build_object(
         'label', a.label, 'recipientName', a.recipient_name, 'phone', a.phone,
         'addressLine1', a.address_line1, 'addressLine2', a.address_line2, 'city', a.city,
         'state', a.state, 'postalCode', a.postal_code, 'country', a.country,
         'latitude', a.latitude::float8, 'longitude', a.longitude::float8)
       from shipping_addresses a
       where a.shipping_address_id = ${shippingAddressId} and a.user_id = ${userId}) as "address",
      (select json_build_object(
         'orderId', o.order_id, 'orderNumber', o.order_number, 'status', o.status,
         'totalAmount', o.total_amount::float8, 'shippingAddressId', o.shipping_address_id)
       from orders o where o.user_id = ${userId} and o.idempotency_key = ${key}) as "existing",
      (select coalesce(json_agg(json_build_object(
         'cart_item_id', cart_item_id, 'product_id', product_id, 'product_names', names,
         'short_descs', descs, 'image_file', image_file, 'barcode', barcode, 'unit', unit,
         'quantity', quantity::text, 'pricing', pricing,
         'available', available, 'minimum', minimum::text, 'step', step::text
       ) order by created_at, cart_item_id), '[]'::json) from lines) as "lines",
      ${userTypesOfUser(userId)} as "userTypeIds"`;
}

export interface PlaceOrder {
  userId: number;
  shippingAddressId: number;
  address: object;
  /** The lines as finalizeReadStatement answered them, priced, each with its position. */
  lines: object[];
  /** The order's money as numeric text, from the pricing (decision 0068). */
  totals: {
    subtotal: string;
    discount: string;
    discountPercent: string;
    orderDiscount: string;
    total: string;
    orderPromotionId: number | null;
    orderPromotionNames: Record<string, string> | null;
  };
  currencySymbol: string;
  languageCode: string;
  key: string | null;
  /** The delivery slot, checked and locked (domain/delivery/delivery-slots.ts): a copy goes on the order. */
  slot: CheckedSlot;
}

/**
 * Writes the order with its lines and delivery slot, takes those lines out of the cart and removes
 * the user's slot hold, in one statement; the totals are the pricing's (shipping and tax are 0).
 * The contact details are the account's name and email and the address's phone, as placed.
 */
export function placeOrderStatement(input: PlaceOrder): SQL {
  const { slot, totals } = input;
  return sql`
    with lines as (
      select * from jsonb_to_recordset(${JSON.stringify(input.lines)}::jsonb) as l(
        cart_item_id int, product_id int, product_names jsonb, short_descs jsonb, image_file text,
        barcode text, unit text, unit_price numeric, quantity numeric, line_total numeric, saving numeric,
        promotion_id int, promotion_names jsonb, deal_unit_price numeric, position int)
    ),
    placed as (
      insert into orders (user_id, shipping_address_id, shipping_address, subtotal, discount_amount,
        discount_percent, order_discount, order_promotion_id, order_promotion_names, total_amount,
        currency_symbol, language_code, idempotency_key, customer_name, customer_email, customer_phone,
        delivery_zone_window_id, delivery_date, delivery_start, delivery_end, delivery_zone_name,
        delivery_zone_names)
      select ${input.userId}, ${input.shippingAddressId}, ${JSON.stringify(input.address)}::jsonb,
        ${totals.subtotal}::numeric, ${totals.discount}::numeric, ${totals.discountPercent}::numeric,
        ${totals.orderDiscount}::numeric, ${totals.orderPromotionId}::int,
        ${totals.orderPromotionNames === null ? null : JSON.stringify(totals.orderPromotionNames)}::jsonb,
        ${totals.total}::numeric, ${input.currencySymbol}, ${input.languageCode}, ${input.key},
        u.display_name, u.email, ${JSON.stringify(input.address)}::jsonb->>'phone',
        ${slot.deliveryZoneWindowId}::int, ${slot.date}::date, ${slot.startTime}::time, ${slot.endTime}::time,
        ${slot.zoneName}, ${JSON.stringify(slot.zoneNames)}::jsonb
      from users u where u.user_id = ${input.userId}
      returning order_id, order_number, status, total_amount, customer_name, customer_email
    ),
    items as (
      insert into order_items (order_id, product_id, product_names, short_descs, image_file, barcode,
        unit, unit_price, quantity, line_total, saving, promotion_id, promotion_names, deal_unit_price, position)
      select placed.order_id, l.product_id, l.product_names, l.short_descs, l.image_file, l.barcode,
        l.unit, l.unit_price, l.quantity, l.line_total, l.saving, l.promotion_id, l.promotion_names,
        l.deal_unit_price, l.position
      from placed, lines l
    ),
    emptied as (
      delete from cart_items
      where user_id = ${input.userId} and cart_item_id in (select cart_item_id from lines)
    ),
    unheld as (delete from delivery_slot_holds where user_id = ${input.userId})
    select order_id as "orderId", order_number as "orderNumber", status,
      total_amount::text as "totalAmount", customer_name as "customerName", customer_email as "customerEmail"
    from placed`;
}
