import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import type { PosItem, PosItemProblem } from './connector';
import { FAILURE_TEXT_MAX } from './sync.failure';

/** A failed item as the run lists it; `item` is kept for write failures (a retry writes it again). */
export interface FailureRow {
  operation: 'read' | 'write';
  externalId: string | null;
  error: string;
  item: PosItem | null;
}

export interface BatchWritten {
  inserted: number;
  /** Products whose POS-owned fields changed. */
  updated: number;
  failures: FailureRow[];
}

const INT4_MAX = 2_147_483_647;
/** The code as the integer `external_id` when it is one (no leading zero) and fits an int4; else null. */
export function externalIdOf(code: string): number | null {
  return /^[1-9]\d{0,9}$/.test(code) && Number(code) <= INT4_MAX ? Number(code) : null;
}

/** numeric(12,2) and numeric(12,3) hold less than 10¹⁰ and 10⁹. */
function valueProblem(item: PosItem): string | null {
  if (Number(item.price) >= 1e10) return `price ${item.price} is too large`;
  if (item.stock !== null && !(Math.abs(item.stock) < 1e9)) return `stock ${item.stock} is out of range`;
  if (!item.name.trim()) return 'no name';
  return null;
}

export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The codes a run has read (decision 0048): a full run deactivates the POS products it did not read. */
export async function markSeen(tx: Executor, runId: number, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  await tx.execute(sql`
    insert into pos_sync_seen (run_id, pos_code)
    select ${runId}, code from jsonb_array_elements_text(${json(codes)}) as code
    on conflict do nothing`);
}

/** The quantity rule (kg) a weighed product starts with when the sync makes it (POS_WEIGHED_*). */
export interface WeighedRule {
  minimum: number;
  step: number;
}

/**
 * Writes one page of the POS catalogue in the caller's transaction (decision 0048): categories new
 * to the shop, then products by POS code (a product with no POS code whose integer external id is
 * the code is taken over), only the fields the POS owns. An item the database would refuse (its
 * barcode held by another product, a value out of range, a code twice in a page) is checked first
 * and becomes a write failure; the rest are written. A product whose POS fields are unchanged gets
 * only its run mark and synced_at: no new version, no storefront notice.
 */
export async function writeBatch(
  tx: Executor,
  runId: number,
  items: PosItem[],
  problems: PosItemProblem[],
  options: { recordFailures?: boolean; weighed: WeighedRule },
): Promise<BatchWritten> {
  const { weighed } = options;
  const failures: FailureRow[] = problems.map((problem) => ({
    operation: 'read',
    externalId: problem.externalId,
    error: problem.error,
    item: null,
  }));
  const refuse = (item: PosItem, error: string) =>
    failures.push({ operation: 'write', externalId: item.externalId, error, item });

  const codes = new Set<string>();
  const barcodes = new Set<string>();
  let candidates: PosItem[] = [];
  for (const item of items) {
    const problem = valueProblem(item);
    if (problem) refuse(item, problem);
    else if (codes.has(item.externalId)) refuse(item, `code ${item.externalId} came twice in one page`);
    else if (item.barcode && barcodes.has(item.barcode))
      refuse(item, `barcode ${item.barcode} came twice in one page`);
    else {
      candidates.push(item);
      codes.add(item.externalId);
      if (item.barcode) barcodes.add(item.barcode);
    }
  }

  const rows = candidates.map((item) => ({
    code: item.externalId,
    ext: externalIdOf(item.externalId),
    barcode: item.barcode,
    name: item.name,
    cat: item.category?.externalId ?? null,
    price: item.price,
    unit: item.unit,
    stock: item.stock,
    active: item.active,
    // Older staged pages (before decision 0065) have none of these: undefined leaves them out, null in SQL.
    maker: item.manufacturer,
    country: item.country,
    pq: item.packageQuantity,
    pu: item.packageUnit,
    mp: item.measurePrice,
  }));

  if (rows.length > 0) {
    // Products that came from the POS before it had codes here: taken over by their external id.
    await tx.execute(sql`
      update products p set pos_code = x.code
      from jsonb_to_recordset(${json(rows)}) as x(code text, ext int)
      where x.ext is not null and p.external_id = x.ext and p.pos_code is null
        and not exists (select from products q where q.pos_code = x.code)`);

    const taken = rowsOf<{ code: string; productId: number }>(
      await tx.execute(sql`
        select x.code, p.product_id as "productId"
        from jsonb_to_recordset(${json(rows)}) as x(code text, barcode text)
        join products p on p.barcode = x.barcode
        where p.pos_code is distinct from x.code`),
    );
    if (taken.length > 0) {
      const holder = new Map(taken.map((row) => [row.code, row.productId]));
      candidates = candidates.filter((item) => {
        const productId = holder.get(item.externalId);
        if (productId === undefined) return true;
        refuse(item, `barcode ${item.barcode} is already product ${productId}'s`);
        return false;
      });
    }
  }
  const kept = new Set(candidates.map((item) => item.externalId));
  const input = rows.filter((row) => kept.has(row.code));

  await writeCategories(tx, candidates);

  let updated = 0;
  let inserted = 0;
  if (input.length > 0) {
    const x = sql`jsonb_to_recordset(${json(input)}) as x(code text, ext int, barcode text, name text,
      cat text, price numeric, unit text, stock numeric, active boolean, maker text, country text, pq numeric,
      pu text, mp numeric)`;
    // Details the POS does not give (null) leave the shop's own (decision 0065).
    const posFields = sql`(p.pos_name, p.barcode, p.online_price, p.unit, p.stock, p.pos_active, p.active,
      p.out_of_stock, p.manufacturer, p.country_of_origin, p.package_quantity, p.package_unit, p.pos_measure_price)`;
    // A product the shop deactivated by hand stays inactive (decision 0063); the POS's own word is kept.
    const itemFields = sql`(x.name, x.barcode, x.price, x.unit, x.stock, x.active, x.active and not p.shop_inactive,
      case when x.stock is null then p.out_of_stock else x.stock <= 0 end,
      coalesce(x.maker, p.manufacturer), coalesce(x.country, p.country_of_origin),
      case when x.pu is null then p.package_quantity else x.pq end, coalesce(x.pu, p.package_unit), x.mp)`;
    const changed = await tx.execute(sql`
      update products p set
        pos_name = x.name, barcode = x.barcode, online_price = x.price, unit = x.unit, stock = x.stock,
        pos_active = x.active, active = x.active and not p.shop_inactive, out_of_stock = case when x.stock is null then p.out_of_stock else x.stock <= 0 end,
        manufacturer = coalesce(x.maker, p.manufacturer), country_of_origin = coalesce(x.country, p.country_of_origin),
        package_quantity = case when x.pu is null then p.package_quantity else x.pq end,
        package_unit = coalesce(x.pu, p.package_unit), pos_measure_price = x.mp,
        synced_at = now(), modified_at = now(), version = p.version + 1
      from ${x}
      where p.pos_code = x.code and ${posFields} is distinct from ${itemFields}
      returning p.product_id`);
    updated = rowsOf(changed).length;

    const created = rowsOf<{ productId: number; code: string }>(
      await tx.execute(sql`
        insert into products (product_name, pos_name, pos_code, external_id, barcode, online_price, unit,
          minimum_quantity, quantity_step, stock, out_of_stock, active, pos_active, synced_at,
          manufacturer, country_of_origin, package_quantity, package_unit, pos_measure_price)
        select x.name, x.name, x.code,
          case when x.ext is not null and not exists (select from products q where q.external_id = x.ext)
            then x.ext end,
          x.barcode, x.price, x.unit,
          case when x.unit = 'kg' then ${String(weighed.minimum)}::numeric else 1 end,
          case when x.unit = 'kg' then ${String(weighed.step)}::numeric else 1 end,
          x.stock, coalesce(x.stock <= 0, false), x.active, x.active, now(),
          x.maker, x.country, case when x.pu is not null then x.pq end, x.pu, x.mp
        from ${x}
        where not exists (select from products p where p.pos_code = x.code)
        returning product_id as "productId", pos_code as code`),
    );
    inserted = created.length;
    // A product the POS made is linked to its POS category once; later links are the shop's.
    const links = created.flatMap((row) => {
      const cat = input.find((item) => item.code === row.code)?.cat;
      return cat ? [{ productId: row.productId, cat }] : [];
    });
    if (links.length > 0) {
      await tx.execute(sql`
        insert into product_categories (product_id, category_id)
        select l."productId", c.category_id
        from jsonb_to_recordset(${json(links)}) as l("productId" int, cat text)
        join categories c on c.pos_code = l.cat
        on conflict do nothing`);
    }
  }

  // Every code read is seen by the run, those that could not be written too: they stay active.
  await markSeen(tx, runId, [
    ...input.map((row) => row.code),
    ...failures.flatMap((failure) => (failure.externalId ? [failure.externalId] : [])),
  ]);
  if (failures.length > 0 && options.recordFailures !== false) await insertFailures(tx, runId, failures);
  return { inserted, updated, failures };
}

/** Categories the shop does not have yet, by POS code; an existing category is the shop's (its name too). */
async function writeCategories(tx: Executor, items: PosItem[]): Promise<void> {
  const byCode = new Map<string, string>();
  for (const item of items) if (item.category) byCode.set(item.category.externalId, item.category.name);
  if (byCode.size === 0) return;
  const all = [...byCode].map(([code, name]) => ({ code, name, ext: externalIdOf(code) }));
  const missing = rowsOf<{ code: string }>(
    await tx.execute(sql`
      select x.code from jsonb_to_recordset(${json(all)}) as x(code text)
      where not exists (select from categories c where c.pos_code = x.code)`),
  );
  if (missing.length === 0) return; // an insert of no rows would still drop every storefront answer
  const codes = new Set(missing.map((row) => row.code));
  await tx.execute(sql`
    insert into categories (category_name, pos_code, external_id)
    select x.name, x.code,
      case when x.ext is not null and not exists (select from categories c where c.external_id = x.ext)
        then x.ext end
    from jsonb_to_recordset(${json(all.filter((row) => codes.has(row.code)))}) as x(code text, name text, ext int)`);
}

export async function insertFailures(tx: Executor, runId: number, failures: FailureRow[]): Promise<void> {
  await tx.execute(sql`
    insert into pos_sync_failures (run_id, operation, external_id, error, item)
    select ${runId}, f.operation, f."externalId", left(f.error, ${FAILURE_TEXT_MAX}), f.item
    from jsonb_to_recordset(${json(failures)}) as f(operation text, "externalId" text, error text, item jsonb)`);
}

/**
 * Up to `limit` products with a POS code that the full run did not see, after product `after` in id
 * order: deactivated, never deleted; the POS no longer sells them (`pos_active`), those the shop
 * deactivated by hand included. Called with the last id it answered until it answers fewer than
 * `limit`, each call in its own transaction, so the storefront is served between them (on the
 * embedded database one transaction holds the whole database). The id cursor makes the calls
 * together one walk of the products: each from the start rescanned every product seen before the
 * first unseen one (100,000 products, 20,000 unseen at the end: 200 scans of 80,000).
 */
export async function deactivateUnseen(
  tx: Executor,
  runId: number,
  limit: number,
  after = 0,
): Promise<{ count: number; last: number }> {
  const result = rowsOf<{ productId: number }>(
    await tx.execute(sql`
      update products p set active = false, pos_active = false, modified_at = now(), version = version + 1
      where p.product_id in (
        select q.product_id from products q
        where q.product_id > ${after} and q.pos_code is not null and (q.active or q.pos_active)
          and not exists (select from pos_sync_seen s where s.run_id = ${runId} and s.pos_code = q.pos_code)
        order by q.product_id
        limit ${limit})
      returning product_id as "productId"`),
  );
  return { count: result.length, last: Math.max(after, ...result.map((row) => row.productId)) };
}

/** The codes read by this run and by any run before it: not needed once it has ended. */
export async function forgetSeen(tx: Executor, runId: number): Promise<void> {
  await tx.execute(sql`delete from pos_sync_seen where run_id <= ${runId}`);
}
