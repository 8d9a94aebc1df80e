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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const modifiedAt = () => timestamp('modified_at', { withTimezone: true }).notNull().defaultNow();
const languageCode = () => text('language_code').notNull();
const languageCheck = (name: string, column: unknown) => check(name, sql`${column} in ('en', 'he', 'th')`);

/** Money: numeric(12,2), read as strings; never a float in arithmetic. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** Quantities may be decimal for weighed goods (kg). */
const quantity = (name: string) => numeric(name, { precision: 10, scale: 3 });

export const categories = pgTable(
  'categories',
  {
    categoryId: serial('category_id').primaryKey(),
    /** Base text: shown when a language has no translation. */
    categoryName: text('category_name').notNull(),
    active: boolean('active').notNull().default(true),
    imageFile: text('image_file'),
    externalId: integer('external_id').unique(),
    /** The POS's code of the category (decision 0048); the sync finds its categories by it. */
    posCode: text('pos_code'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Active products linked to it, kept by triggers (migration 0012). */
    activeProductCount: integer('active_product_count').notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
    /** Raised by every change; an editor's save names the version it loaded (a conflict otherwise). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('categories_pos_code_unique').on(t.posCode).where(sql`${t.posCode} is not null`)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    categoryName: text('category_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.languageCode] }),
    languageCheck('category_translations_language_check', t.languageCode),
  ],
);

export const products = pgTable(
  'products',
  {
    productId: serial('product_id').primaryKey(),
    productName: text('product_name').notNull(),
    shortDesc: text('short_desc'),
    longDesc: text('long_desc'),
    slugUrl: text('slug_url'),
    barcode: text('barcode'),
    active: boolean('active').notNull().default(true),
    outOfStock: boolean('out_of_stock').notNull().default(false),
    costPrice: money('cost_price'),
    consumerPrice: money('consumer_price'),
    onlinePrice: money('online_price').notNull().default('0'),
    promotionPrice: money('promotion_price'),
    /** 'unit' or 'kg'; weighed goods have decimal minimum and step. */
    unit: text('unit').notNull().default('unit'),
    minimumQuantity: quantity('minimum_quantity').notNull().default('1'),
    quantityStep: quantity('quantity_step').notNull().default('1'),
    imageFile: text('image_file'),
    imageFileHighRes: text('image_file_high_res'),
    jsonSource: jsonb('json_source'),
    externalId: integer('external_id').unique(),
    /**
     * The POS's item code as digits (up to 13 and more: past an integer), the key the sync writes by
     * (decision 0048); `external_id` holds it too when it fits an integer.
     */
    posCode: text('pos_code'),
    /** The name in the POS, as it last gave it (the base name is the shop's once the product exists). */
    posName: text('pos_name'),
    /** Units (or kg) in stock as the POS last said; null when unknown. */
    stock: numeric('stock', { precision: 12, scale: 3 }),
    /** An admin deactivated it by hand (decision 0063): a sync keeps it inactive until an admin activates it. */
    shopInactive: boolean('shop_inactive').notNull().default(false),
    /** Whether the POS sold it when a sync last wrote it (false once a full run did not see it); null: never synced. */
    posActive: boolean('pos_active'),
    /** The maker and the country of origin, as the POS or the shop gave them (decision 0065). */
    manufacturer: text('manufacturer'),
    countryOfOrigin: text('country_of_origin'),
    /** What one package holds, in `package_unit` (g, kg, ml, l, m or unit): the measure of its unit price. */
    packageQuantity: numeric('package_quantity', { precision: 12, scale: 3 }),
    packageUnit: text('package_unit'),
    /** The POS's own price per unit of measure (UnitOfMeasurePrice), kept as it gave it. */
    posMeasurePrice: money('pos_measure_price'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** Raised by every change; an editor's save names the version it loaded (a conflict otherwise). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('products_barcode_unique').on(t.barcode).where(sql`${t.barcode} is not null`),
    uniqueIndex('products_pos_code_unique').on(t.posCode).where(sql`${t.posCode} is not null`),
    uniqueIndex('products_slug_unique').on(t.slugUrl).where(sql`${t.slugUrl} is not null`),
    // The back office's sort keys, each with the tie-breaker: any page of any sort from an index.
    index('products_admin_name_idx').on(t.productName, t.productId),
    index('products_admin_created_idx').on(t.createdAt, t.productId),
    index('products_admin_modified_idx').on(t.modifiedAt, t.productId),
    index('products_admin_synced_idx').on(t.syncedAt, t.productId),
    index('products_admin_barcode_idx').on(t.barcode, t.productId),
    index('products_admin_online_price_idx').on(t.onlinePrice, t.productId),
    index('products_admin_consumer_price_idx').on(t.consumerPrice, t.productId),
    index('products_admin_active_idx').on(t.active, t.productId),
    index('products_admin_external_id_idx').on(t.externalId, t.productId),
    index('products_admin_image_idx').on(t.imageFile, t.productId),
    // The POS code in the "C" collation: the grid's sort by it, and its search's prefix (LIKE 'x%' is a range).
    index('products_admin_pos_code_idx').on(sql`(${t.posCode} collate "C")`, t.productId),
    check('products_unit_check', sql`${t.unit} in ('unit', 'kg')`),
    check(
      'products_package_check',
      sql`${t.packageUnit} in ('g', 'kg', 'ml', 'l', 'm', 'unit') and ${t.packageQuantity} > 0
        or ${t.packageUnit} is null and ${t.packageQuantity} is null`,
    ),
    check('products_quantity_check', sql`${t.minimumQuantity} > 0 and ${t.quantityStep} > 0`),
    check('products_price_check', sql`${t.onlinePrice} >= 0 and coalesce(${t.promotionPrice}, 0) >= 0`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    languageCode: languageCode(),
    productName: text('product_name').notNull(),
    shortDesc: text('short_desc'),
    longDesc: text('long_desc'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageCode] }),
    languageCheck('product_translations_language_check', t.languageCode),
  ],
);

/**
 * A manager's rule putting imported products in a category (decision 0066): by words of the name, by
 * manufacturer or by a range of POS codes. Applied by every sync to POS products not categorised by hand.
 */
export const categoryRules = pgTable(
  'category_rules',
  {
    ruleId: serial('rule_id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId, { onDelete: 'cascade' }),
    /** 'name_words', 'manufacturer' or 'code_range': which of the match columns below it reads. */
    kind: text('kind').notNull(),
    words: text('words').array(),
    manufacturer: text('manufacturer'),
    /** POS codes compared as numbers (digits only, up to 20). */
    codeFrom: numeric('code_from', { precision: 20, scale: 0 }),
    codeTo: numeric('code_to', { precision: 20, scale: 0 }),
    /** The first matching rule (by sort order, then id) places a product. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('category_rules_category_idx').on(t.categoryId),
    check(
      'category_rules_match_check',
      sql`${t.kind} = 'name_words' and cardinality(${t.words}) > 0
        or ${t.kind} = 'manufacturer' and ${t.manufacturer} is not null
        or ${t.kind} = 'code_range' and ${t.codeFrom} <= ${t.codeTo}`,
    ),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId, { onDelete: 'cascade' }),
    /** The product's `active`, kept by triggers (migration 0012): a category's page is one index range. */
    active: boolean('active').notNull().default(true),
    /** The category rule that made the link (decision 0066); null: linked by hand or by the POS. */
    ruleId: integer('rule_id').references(() => categoryRules.ruleId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('product_categories_product_idx').on(t.productId),
    index('product_categories_rule_idx').on(t.ruleId).where(sql`${t.ruleId} is not null`),
    index('product_categories_active_idx').on(t.categoryId, t.productId).where(sql`${t.active}`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productImageId: serial('product_image_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    imageFile: text('image_file').notNull(),
    imageFileHighRes: text('image_file_high_res'),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.sortOrder),
    uniqueIndex('product_images_one_default').on(t.productId).where(sql`${t.isDefault}`),
  ],
);

export const userTypes = pgTable('user_types', {
  userTypeId: serial('user_type_id').primaryKey(),
  userTypeName: text('user_type_name').notNull().unique(),
  userTypeDesc: text('user_type_desc'),
  createdAt: createdAt(),
});

/** A category linked to user types is visible only to users holding one of them. */
export const userTypeCategories = pgTable(
  'user_type_categories',
  {
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.userTypeId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userTypeId, t.categoryId] }),
    index('user_type_categories_category_idx').on(t.categoryId),
  ],
);

/** price null means pricing for this user type is disabled for the product. */
export const userTypePrices = pgTable(
  'user_type_prices',
  {
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.userTypeId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    price: money('price'),
    minimumQuantity: quantity('minimum_quantity').notNull().default('1'),
    quantityStep: quantity('quantity_step').notNull().default('1'),
  },
  (t) => [
    primaryKey({ columns: [t.userTypeId, t.productId] }),
    index('user_type_prices_product_idx').on(t.productId),
    // The prices page sorted by price: a type's priced rows in price order, then its disabled ones by id.
    index('user_type_prices_type_price_idx').on(t.userTypeId, t.price, t.productId),
    check('user_type_prices_quantity_check', sql`${t.minimumQuantity} > 0 and ${t.quantityStep} > 0`),
  ],
);
