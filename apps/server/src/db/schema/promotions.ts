import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products, userTypes } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const quantity = (name: string) => numeric(name, { precision: 10, scale: 3 });

/**
 * Promotions (decision 0068): the shop's own and those a PromoFull file brings (`source` 'pos', keyed
 * by the file's PromotionId). The reward is one kind with its own columns; the check keeps each kind
 * whole. Never deleted: a promotion is switched off (`active`), and one gone from the latest file is
 * `withdrawn_at`; orders keep the names of the deals they got.
 */
export const promotions = pgTable(
  'promotions',
  {
    promotionId: serial('promotion_id').primaryKey(),
    source: text('source').notNull().default('shop'),
    sourceKey: text('source_key'),
    /** Of an imported one, how its file came: 'file' (POS_PROMO_FILE), 'upload' or 'pos' (its call). */
    importedFrom: text('imported_from'),
    names: jsonb('names').notNull(),
    descriptions: jsonb('descriptions').notNull().default({}),
    /** 'products', 'categories' or 'order'. */
    target: text('target').notNull(),
    rewardKind: text('reward_kind').notNull(),
    price: money('price'),
    amount: money('amount'),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    quantity: integer('quantity'),
    buy: integer('buy'),
    get: integer('get'),
    nth: integer('nth'),
    minQuantity: quantity('min_quantity'),
    minOrderTotal: money('min_order_total'),
    limitPerOrder: quantity('limit_per_order'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    combines: boolean('combines').notNull().default(false),
    onCustomerPrice: text('on_customer_price').notNull().default('lower'),
    active: boolean('active').notNull().default(true),
    /** No customer types are linked: the deal is everyone's (kept by its writers, read by every card). */
    forEveryone: boolean('for_everyone').notNull().default(true),
    withdrawnAt: at('withdrawn_at'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    modifiedAt: at('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_source_key_unique').on(t.sourceKey).where(sql`${t.source} = 'pos'`),
    index('promotions_live_idx').on(t.endsAt).where(sql`${t.active} and ${t.withdrawnAt} is null`),
    check('promotions_source_check', sql`${t.source} in ('shop', 'pos')`),
    check('promotions_target_check', sql`${t.target} in ('products', 'categories', 'order')`),
    check('promotions_mode_check', sql`${t.onCustomerPrice} in ('lower', 'on_top')`),
    check('promotions_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'promotions_reward_check',
      sql`${t.rewardKind} = 'unit_price' and ${t.price} > 0
        or ${t.rewardKind} = 'amount_off' and ${t.amount} > 0
        or ${t.rewardKind} = 'percent_off' and ${t.percent} > 0 and ${t.percent} < 100
        or ${t.rewardKind} = 'bundle' and ${t.quantity} >= 2 and ${t.price} > 0
        or ${t.rewardKind} = 'buy_get' and ${t.buy} >= 1 and ${t.get} >= 1
        or ${t.rewardKind} = 'nth_off' and ${t.nth} >= 2 and ${t.percent} > 0 and ${t.percent} <= 100`,
    ),
  ],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    /**
     * Copies of the promotion's facts a card's deal is chosen by (kept by triggers, migration 0027):
     * switched on and not withdrawn, its window, and whether it is everyone's.
     */
    shown: boolean('shown').notNull().default(false),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    forEveryone: boolean('for_everyone').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
    index('promotion_products_shown_idx').on(t.productId, t.endsAt).where(sql`${t.shown}`),
  ],
);

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId, { onDelete: 'cascade' }),
    /**
     * Copies of the promotion's facts a card's deal is chosen by (kept by triggers, migration 0027):
     * switched on and not withdrawn, its window, and whether it is everyone's.
     */
    shown: boolean('shown').notNull().default(false),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    forEveryone: boolean('for_everyone').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.categoryId] }),
    index('promotion_categories_category_idx').on(t.categoryId),
    index('promotion_categories_shown_idx').on(t.categoryId, t.endsAt).where(sql`${t.shown}`),
  ],
);

/** The customer types a promotion is for; none: everyone. */
export const promotionUserTypes = pgTable(
  'promotion_user_types',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.userTypeId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.userTypeId] })],
);

/**
 * The last import of the price files' promotions (decision 0070), one row: what it brought, what it
 * refused and why, and the item codes it found in no product. `error` says why an import failed
 * (the promotions then stayed as they were).
 */
export const posPromotionsImport = pgTable('pos_promotions_import', {
  importId: integer('import_id').primaryKey().default(1),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'file' (POS_PROMO_FILE), 'pos' (the POS's promotions call) or 'upload'. */
  source: text('source').notNull(),
  fileName: text('file_name'),
  chainId: text('chain_id'),
  storeId: text('store_id'),
  /** Promotions in the file, and of them imported (new or changed or the same) and refused. */
  read: integer('read').notNull().default(0),
  imported: integer('imported').notNull().default(0),
  withdrawn: integer('withdrawn').notNull().default(0),
  refused: jsonb('refused').notNull().default([]),
  unknownItems: integer('unknown_items').notNull().default(0),
  unknownSample: jsonb('unknown_sample').notNull().default([]),
  error: text('error'),
});
