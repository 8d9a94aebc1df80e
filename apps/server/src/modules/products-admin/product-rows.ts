import type {
  AdminProduct,
  AdminProductRecord,
  AdminProductRow,
  LanguageCode,
  ProductFields,
} from '@grocery/contracts';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { Executor } from '../../db/user-lock';
import { productNameIn } from '../../domain/catalogue/product-name.sql';

/** Qualified by hand: drizzle writes a lone table's columns unqualified, which a subquery would read as its own. */
export const productIdColumn = sql`"products"."product_id"`;

/** A product's own columns, as stored (numeric columns are strings, times are dates). */
export const productRowColumns = {
  productId: products.productId,
  productName: products.productName,
  barcode: products.barcode,
  externalId: products.externalId,
  posCode: products.posCode,
  imageFile: products.imageFile,
  onlinePrice: products.onlinePrice,
  consumerPrice: products.consumerPrice,
  promotionPrice: products.promotionPrice,
  active: products.active,
  outOfStock: products.outOfStock,
  unit: products.unit,
  createdAt: products.createdAt,
  modifiedAt: products.modifiedAt,
  syncedAt: products.syncedAt,
  shopInactive: products.shopInactive,
  posActive: products.posActive,
};

/** The linked categories of the product, in the language (base name when untranslated), in the shop's order. */
export const productCategoriesSql = (languageCode: LanguageCode | null) => sql<
  { categoryId: number; categoryName: string }[]
>`coalesce((
  select json_agg(json_build_object(
    'categoryId', c.category_id,
    'categoryName', ${languageCode ? sql`coalesce(ct.category_name, c.category_name)` : sql`c.category_name`}
  ) order by c.sort_order, c.category_id)
  from product_categories pc
  join categories c on c.category_id = pc.category_id
  ${languageCode ? sql`left join category_translations ct on ct.category_id = c.category_id and ct.language_code = ${languageCode}` : sql``}
  where pc.product_id = ${productIdColumn}), '[]'::json)`;

/** Everything the editor shows of a product. */
export const productColumns = (languageCode: LanguageCode | null) => ({
  ...productRowColumns,
  shortDesc: products.shortDesc,
  longDesc: products.longDesc,
  slugUrl: products.slugUrl,
  costPrice: products.costPrice,
  minimumQuantity: products.minimumQuantity,
  quantityStep: products.quantityStep,
  imageFileHighRes: products.imageFileHighRes,
  manufacturer: products.manufacturer,
  countryOfOrigin: products.countryOfOrigin,
  packageQuantity: products.packageQuantity,
  packageUnit: products.packageUnit,
  posMeasurePrice: products.posMeasurePrice,
  version: products.version,
  categories: productCategoriesSql(languageCode),
});

/** The grid's select of products, names in the language, to filter and order (call `.$dynamic()`). */
export const selectProductRows = (db: Executor, languageCode: LanguageCode) =>
  db
    .select({
      ...productRowColumns,
      productName: productNameIn(languageCode, {
        productId: productIdColumn,
        baseName: products.productName,
      }),
      baseName: products.productName,
    })
    .from(products);
/** The editor's select of products. */
export const selectProducts = (db: Executor, languageCode: LanguageCode | null) =>
  db.select(productColumns(languageCode)).from(products);

const selectRecords = (db: Executor) => db.select(productRowColumns).from(products);
type StoredRecord = Awaited<ReturnType<typeof selectRecords>>[number];
type StoredRow = Awaited<ReturnType<typeof selectProductRows>>[number];
type StoredProduct = Awaited<ReturnType<typeof selectProducts>>[number];

/** numeric text to a number, at the edge (money has two decimals, quantities three). */
export const numberOf = (value: string) => Number(value);
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function toProductRecord<R extends StoredRecord>(
  row: R,
): Omit<R, keyof StoredRecord> & AdminProductRecord {
  return {
    ...row,
    unit: row.unit as AdminProductRecord['unit'],
    onlinePrice: numberOf(row.onlinePrice),
    consumerPrice: numberOrNull(row.consumerPrice),
    promotionPrice: numberOrNull(row.promotionPrice),
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    syncedAt: row.syncedAt?.toISOString() ?? null,
  };
}

/** A grid row: the name in the page's language, the base name beside it. */
export const toProductRow = (row: StoredRow): AdminProductRow => toProductRecord(row);

export function toProduct(row: StoredProduct): AdminProduct {
  return {
    ...toProductRecord(row),
    costPrice: numberOrNull(row.costPrice),
    minimumQuantity: numberOf(row.minimumQuantity),
    quantityStep: numberOf(row.quantityStep),
    packageQuantity: numberOrNull(row.packageQuantity),
    packageUnit: row.packageUnit as AdminProduct['packageUnit'],
    posMeasurePrice: numberOrNull(row.posMeasurePrice),
  };
}

/** One product as the editor shows it; null when there is none. */
export async function readProduct(
  db: Executor,
  productId: number,
  languageCode: LanguageCode | null = null,
): Promise<AdminProduct | null> {
  const [row] = await selectProducts(db, languageCode).where(eq(products.productId, productId));
  return row ? toProduct(row) : null;
}

/** The editable fields of a product, as the contract types them. */
export function fieldsOf(product: AdminProduct): ProductFields {
  const { productName, shortDesc, longDesc, slugUrl, barcode, externalId, costPrice } = product;
  const { consumerPrice, onlinePrice, promotionPrice, active, outOfStock } = product;
  const { unit, minimumQuantity, quantityStep } = product;
  return {
    productName,
    shortDesc,
    longDesc,
    slugUrl,
    barcode,
    externalId,
    costPrice,
    consumerPrice,
    onlinePrice,
    promotionPrice,
    active,
    outOfStock,
    unit,
    minimumQuantity,
    quantityStep,
  };
}

/** Money as numeric text: two decimals, rounded once here (the contract allows no more). */
export const money = (value: number) => value.toFixed(2);
const moneyOrNull = (value: number | null) => (value === null ? null : money(value));
/** A minimum or step as numeric text: three decimals. */
export const quantity = (value: number) => value.toFixed(3);

/** Contract fields to column values (money and quantities as exact numeric text). */
export function columnsOf(fields: Partial<ProductFields>) {
  const { costPrice, consumerPrice, onlinePrice, promotionPrice, minimumQuantity, quantityStep, ...rest } =
    fields;
  return {
    ...rest,
    ...(costPrice === undefined ? {} : { costPrice: moneyOrNull(costPrice) }),
    ...(consumerPrice === undefined ? {} : { consumerPrice: moneyOrNull(consumerPrice) }),
    ...(onlinePrice === undefined ? {} : { onlinePrice: money(onlinePrice) }),
    ...(promotionPrice === undefined ? {} : { promotionPrice: moneyOrNull(promotionPrice) }),
    ...(minimumQuantity === undefined ? {} : { minimumQuantity: quantity(minimumQuantity) }),
    ...(quantityStep === undefined ? {} : { quantityStep: quantity(quantityStep) }),
  };
}
