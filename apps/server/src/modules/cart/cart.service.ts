import type { AddCartItemReason, CartItem, LanguageCode, PricedCart } from '@grocery/contracts';
import {
  parseQuantity,
  quantityProblem,
  quantityText,
  shopMinuteOf,
  toThousandths,
} from '@grocery/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { cartItems } from '../../db/schema';
import { amountOf, type LinePricing, nameIn, priceLines } from '../../domain/promotions/price-lines';
import { addStateStatement, cartStatement, quickAddStatement, writeLineStatement } from './cart.sql';

type Rejection = { reason: AddCartItemReason; message: string };
/** A line as the cart statement reads it, before pricing. */
type ReadItem = Omit<CartItem, 'listTotal' | 'saving' | 'lineTotal' | 'promotion' | 'promotionEnded'>;

/** The read lines with the pricing's totals and promotions, named in the language. */
function pricedItems(items: ReadItem[], priced: PricedCart, language: LanguageCode): CartItem[] {
  return items.map((item, index) => {
    const line = priced.lines[index];
    if (!line) throw new Error('The pricing lost a cart line');
    return {
      ...item,
      listTotal: amountOf(line.listTotal),
      saving: amountOf(line.saving),
      lineTotal: amountOf(line.total),
      promotion: line.promotion && {
        promotionId: line.promotion.promotionId,
        name: nameIn(line.promotion.names, language),
      },
      promotionEnded: line.ended && {
        name: nameIn(line.ended.names, language),
        endsAt: shopMinuteOf(line.ended.endsAt),
      },
    };
  });
}
type AddOutcome = Rejection | { reason: null; cartItem: CartItem | null };

interface AddState {
  active: boolean;
  outOfStock: boolean;
  reachable: boolean;
  minimum: string;
  step: string;
  current: string | null;
}

const messages: Record<AddCartItemReason, (state: AddState | undefined) => string> = {
  PRODUCT_NOT_FOUND: () => 'No such product.',
  PRODUCT_INACTIVE: () => 'This product is no longer sold.',
  OUT_OF_STOCK: () => 'This product is out of stock.',
  QUANTITY_BELOW_MINIMUM: (state) => `The minimum quantity is ${Number(state?.minimum)}.`,
  QUANTITY_OFF_STEP: (state) => `The quantity must be a multiple of ${Number(state?.step)}.`,
  QUANTITY_TOO_LARGE: () => 'That is more than one cart line may hold.',
};

/** A line changed by another call between our read and our write this many times in a row: give up. */
const maxAttempts = 20;

export function cartService(db: Database) {
  return {
    /**
     * The cart priced now with its promotions (decision 0068); shipping and tax are 0 for now.
     * Unavailable lines do not count.
     */
    async cart(userId: number, languageCode: LanguageCode) {
      const [row] = rowsOf<{ lines: { item: ReadItem; pricing: LinePricing }[]; userTypeIds: number[] }>(
        await db.execute(cartStatement(userId, languageCode)),
      );
      const lines = row?.lines ?? [];
      const priced = await priceLines(
        db,
        lines.map((line) => line.pricing),
        row?.userTypeIds ?? [],
      );
      const order = priced.orderPromotion;
      return {
        cartItems: pricedItems(
          lines.map((line) => line.item),
          priced,
          languageCode,
        ),
        totals: {
          subtotal: amountOf(priced.subtotal),
          discount: amountOf(priced.discount),
          orderPromotion: order && {
            promotionId: order.promotionId,
            name: nameIn(order.names, languageCode),
            saving: amountOf(order.saving),
          },
          shipping: 0,
          tax: 0,
          total: amountOf(priced.total),
        },
      };
    },

    /** One line of the user's cart as the whole cart prices it (a bundle counts every line). */
    async line(userId: number, languageCode: LanguageCode, cartItemId: number): Promise<CartItem | null> {
      const { cartItems } = await this.cart(userId, languageCode);
      return cartItems.find((item) => item.cartItemId === cartItemId) ?? null;
    },

    /**
     * Adds a quantity delta to the user's line of a product. Growing a line needs an active,
     * in-stock product; any delta needs one the user can see (else PRODUCT_NOT_FOUND). The result
     * must be at least the minimum and on the step grid; at 0 or below the line goes.
     *
     * The usual add is one statement (quickAddStatement: the delta applied atomically when the
     * result is allowed). When it writes nothing, the careful path below finds out why, or removes
     * the line, or adds a delta that is no allowed line on its own (a step under the minimum).
     *
     * Compare-and-set, no transaction: read the line, then write only if it still holds what was
     * read (update/delete `where quantity = read`, insert `on conflict do nothing`); a write that
     * finds the line changed reads again. So concurrent adds neither lose an update nor make a
     * second line, a rejection writes nothing, and nothing is written before the checks pass.
     */
    async add(
      userId: number,
      input: { productId: number; quantity: number; languageCode: LanguageCode },
    ): Promise<AddOutcome> {
      const delta = toThousandths(input.quantity);
      const { productId, languageCode } = input;
      const written = async (write: Parameters<typeof writeLineStatement>[1]) => {
        const [row] = rowsOf<{ cartItemId: number }>(await db.execute(writeLineStatement(userId, write)));
        return row ? { reason: null, cartItem: await this.line(userId, languageCode, row.cartItemId) } : null;
      };
      const quick = await written(quickAddStatement(userId, productId, quantityText(delta)));
      if (quick) return quick;
      const line = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
      for (let attempt = 0; attempt < maxAttempts; attempt++) {
        const [state] = rowsOf<AddState>(await db.execute(addStateStatement(userId, productId)));
        const reject = (reason: AddCartItemReason): Rejection => ({
          reason,
          message: messages[reason](state),
        });
        if (!state?.reachable) return reject('PRODUCT_NOT_FOUND');
        if (delta > 0 && !state.active) return reject('PRODUCT_INACTIVE');
        if (delta > 0 && state.outOfStock) return reject('OUT_OF_STOCK');

        const current = state.current === null ? null : parseQuantity(state.current);
        const next = (current ?? 0) + delta;
        if (next <= 0) {
          if (current === null) return { reason: null, cartItem: null };
          const removed = await db
            .delete(cartItems)
            .where(and(line, eq(cartItems.quantity, state.current as string)))
            .returning({ cartItemId: cartItems.cartItemId });
          if (removed.length > 0) return { reason: null, cartItem: null };
          continue;
        }
        const problem = quantityProblem(next, {
          minimum: parseQuantity(state.minimum),
          step: parseQuantity(state.step),
        });
        if (problem) return reject(problem);

        const write =
          current === null
            ? sql`insert into cart_items (user_id, product_id, quantity)
                  values (${userId}, ${productId}, ${quantityText(next)})
                  on conflict (user_id, product_id) do nothing`
            : sql`update cart_items set quantity = ${quantityText(next)}, modified_at = now()
                  where user_id = ${userId} and product_id = ${productId} and quantity = ${state.current}`;
        const done = await written(write);
        if (done) return done;
      }
      throw new Error(`Cart line of product ${productId} kept changing; gave up after ${maxAttempts} tries`);
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
