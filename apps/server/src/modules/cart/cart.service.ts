import type { AddCartItemReason, CartItem, LanguageCode } from '@grocery/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { cartItems } from '../../db/schema';
import {
  customerPriceJoin,
  hiddenCategories,
  priceFields,
  reachable,
  translationJoin,
  unitPriceSql,
} from '../catalogue/catalogue.sql';
import { fromNumber, parseQuantity, quantityProblem, quantityText } from './quantity';

type Outcome<T> = { reason: AddCartItemReason; message: string } | ({ reason: null } & T);

/** Thrown inside the transaction to undo a write whose result broke a rule. */
class Undo extends Error {
  constructor(readonly outcome: { reason: AddCartItemReason; message: string }) {
    super(outcome.reason);
  }
}

const messages: Record<AddCartItemReason, (rule: { minimum: string; step: string }) => string> = {
  PRODUCT_NOT_FOUND: () => 'No such product.',
  PRODUCT_INACTIVE: () => 'This product is no longer sold.',
  OUT_OF_STOCK: () => 'This product is out of stock.',
  QUANTITY_BELOW_MINIMUM: (rule) => `The minimum quantity is ${rule.minimum}.`,
  QUANTITY_OFF_STEP: (rule) => `The quantity must be a multiple of ${rule.step}.`,
  QUANTITY_TOO_LARGE: () => 'That is more than one cart line may hold.',
};

/** The user's cart lines (all, or one product's), priced for the user, with the subtotal. */
function linesStatement(userId: number, languageCode: LanguageCode, productId?: number): SQL {
  return sql`
    with hidden as (${hiddenCategories(userId)}),
    lines as (
      select ci.cart_item_id, ci.created_at,
        p.active and not p.out_of_stock and ${reachable} as available,
        round(${unitPriceSql} * ci.quantity, 2) as line_total,
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
          ${priceFields}
        ) as item
      from cart_items ci
      join products p on p.product_id = ci.product_id
      ${translationJoin(languageCode)}
      ${customerPriceJoin(userId)}
      where ci.user_id = ${userId} ${productId === undefined ? sql`` : sql`and ci.product_id = ${productId}`}
    )
    select
      coalesce(json_agg((item::jsonb || jsonb_build_object('lineTotal', line_total, 'available', available))
        order by created_at, cart_item_id), '[]'::json) as "items",
      coalesce(sum(line_total) filter (where available), 0)::text as "subtotal"
    from lines`;
}

export function cartService(db: Database) {
  async function lines(userId: number, languageCode: LanguageCode, productId?: number) {
    const [row] = rowsOf<{ items: CartItem[]; subtotal: string }>(
      await db.execute(linesStatement(userId, languageCode, productId)),
    );
    return { items: row?.items ?? [], subtotal: Number(row?.subtotal ?? 0) };
  }

  return {
    /** The cart with totals; shipping and tax are 0 for now. Unavailable lines do not count. */
    async cart(userId: number, languageCode: LanguageCode) {
      const { items, subtotal } = await lines(userId, languageCode);
      return { cartItems: items, totals: { subtotal, shipping: 0, tax: 0, total: subtotal } };
    },

    /**
     * Adds a quantity delta to the user's line of a product. Growing a line needs an active,
     * in-stock product; any delta needs one the user can see (else PRODUCT_NOT_FOUND). The result
     * must be at least the minimum and on the step grid; at 0 or below the line goes. Concurrent
     * calls neither lose an update (the line is locked, or upserted) nor make a second line.
     */
    async add(
      userId: number,
      input: { productId: number; quantity: number; languageCode: LanguageCode },
    ): Promise<Outcome<{ cartItem: CartItem | null }>> {
      const delta = fromNumber(input.quantity);
      const kept = await db
        .transaction(async (tx) => {
          const [rule] = rowsOf<{
            active: boolean;
            outOfStock: boolean;
            reachable: boolean;
            minimum: string;
            step: string;
          }>(
            await tx.execute(sql`
              with hidden as (${hiddenCategories(userId)})
              select p.active, p.out_of_stock as "outOfStock", ${reachable} as "reachable",
                coalesce(cp.minimum_quantity, p.minimum_quantity)::text as "minimum",
                coalesce(cp.quantity_step, p.quantity_step)::text as "step"
              from products p ${customerPriceJoin(userId)}
              where p.product_id = ${input.productId}`),
          );
          const reject = (reason: AddCartItemReason) => ({
            reason,
            message: messages[reason]({ minimum: rule?.minimum ?? '', step: rule?.step ?? '' }),
          });
          if (!rule?.reachable) return reject('PRODUCT_NOT_FOUND');
          if (delta > 0 && !rule.active) return reject('PRODUCT_INACTIVE');
          if (delta > 0 && rule.outOfStock) return reject('OUT_OF_STOCK');
          const limits = { minimum: parseQuantity(rule.minimum), step: parseQuantity(rule.step) };

          const line = and(eq(cartItems.userId, userId), eq(cartItems.productId, input.productId));
          const [current] = await tx
            .select({ quantity: cartItems.quantity })
            .from(cartItems)
            .where(line)
            .for('update');
          const next = (current ? parseQuantity(current.quantity) : 0) + delta;
          if (next <= 0) {
            if (current) await tx.delete(cartItems).where(line);
            return { reason: null, kept: false };
          }
          const problem = quantityProblem(next, limits);
          if (problem) return reject(problem);
          if (current) {
            await tx
              .update(cartItems)
              .set({ quantity: quantityText(next), modifiedAt: new Date() })
              .where(line);
            return { reason: null, kept: true };
          }
          // No line yet: a concurrent call may insert one first; then ours adds to it, and the sum is checked.
          const [written] = await tx
            .insert(cartItems)
            .values({ userId, productId: input.productId, quantity: quantityText(delta) })
            .onConflictDoUpdate({
              target: [cartItems.userId, cartItems.productId],
              set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, modifiedAt: new Date() },
            })
            .returning({ quantity: cartItems.quantity });
          const sumProblem = written ? quantityProblem(parseQuantity(written.quantity), limits) : null;
          if (sumProblem) throw new Undo(reject(sumProblem));
          return { reason: null, kept: true };
        })
        .catch((error: unknown) => {
          if (error instanceof Undo) return error.outcome;
          throw error;
        });
      if (kept.reason) return kept;
      if (!('kept' in kept) || !kept.kept) return { reason: null, cartItem: null };
      const { items } = await lines(userId, input.languageCode, input.productId);
      return { reason: null, cartItem: items[0] ?? null };
    },

    /** Removes one of the user's own lines; false when there is no such line of theirs. */
    async remove(userId: number, cartItemId: number): Promise<boolean> {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartItemId, cartItemId), eq(cartItems.userId, userId)))
        .returning({ cartItemId: cartItems.cartItemId });
      return removed.length > 0;
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
