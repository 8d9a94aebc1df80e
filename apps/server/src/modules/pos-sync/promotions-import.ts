import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import type { Transaction } from '../../db/user-lock';
import { fromShopMinute, rewardColumns, rewardInDecimals } from '../../domain/promotions/promotions.sql';
import { PosUnavailable } from './connector';
import type { FileHeader } from './connectors/price-full/header';
import type { ImportedPromotion, PromoFile, RateScale } from './connectors/promo-full/read';
import { readPromoFile } from './connectors/promo-full/read';

/** Why the import left a promotion out: the reader's reasons, and two of the catalogue's. */
export type ImportRefusal = PromoFile['refused'][number]['reason'] | 'UNMAPPED_CLUB' | 'NO_PRODUCTS';

export interface PromoImportSummary {
  read: number;
  imported: number;
  withdrawn: number;
  refused: { reason: ImportRefusal; count: number }[];
  refusedSample: { sourceKey: string; description: string; reason: ImportRefusal; detail: string }[];
  unknownItems: number;
  unknownSample: string[];
}

export type PromoImportOutcome =
  | { ok: true; summary: PromoImportSummary }
  | { ok: false; reason: 'BAD_FILE' | 'UNREACHABLE' | 'OTHER_STORE'; message: string };

export interface PromoImportOptions {
  source: 'file' | 'pos' | 'upload';
  fileName: string | null;
  rateScale: RateScale;
  /** The chain's club codes to customer type names (POS_PROMO_CLUBS). */
  clubs: Record<string, string>;
  /** The chain and store of the prices; a file of another is refused. Null: not known. */
  prices: FileHeader | null;
  now?: Date;
}

const SAMPLE = 20;
// Any constant shared by every instance: one import at a time.
const importLockKey = 7_290_070;

const sameStore = (a: FileHeader, b: FileHeader) =>
  (a.chainId === null || b.chainId === null || a.chainId === b.chainId) &&
  (a.storeId === null || b.storeId === null || a.storeId === b.storeId);

/**
 * Applies a PromoFile's promotions in one transaction (decision 0070): each known one updated in
 * place by its PromotionId (the shop's on/off kept), new ones added, those the file no longer has
 * withdrawn (of the same way in: an upload never withdraws the POS's, nor the POS an upload's); links to the products whose POS code the file names. A promotion whose clubs map to no
 * customer type, or that names no product of ours, is refused, never applied to everyone.
 */
async function applyPromotions(tx: Transaction, file: PromoFile, options: PromoImportOptions) {
  await tx.execute(sql`select pg_advisory_xact_lock(${importLockKey})`);
  const codes = [...new Set(file.promotions.flatMap((promotion) => promotion.itemCodes))];
  // By POS code, else by barcode (a product the shop made itself): the file's codes are GTINs.
  const codeList = sql`${`{${codes.join(',')}}`}::text[]`;
  const products = new Map(
    rowsOf<{ code: string; id: number }>(
      await tx.execute(sql`select distinct on (code) code, id from (
          select pos_code as code, product_id as id, 0 as rank from products where pos_code = any(${codeList})
          union all
          select barcode, product_id, 1 from products where barcode = any(${codeList})
        ) found order by code, rank, id`),
    ).map((row) => [row.code, row.id]),
  );
  const types = new Map(
    rowsOf<{ name: string; id: number }>(
      await tx.execute(sql`select user_type_name as name, user_type_id as id from user_types`),
    ).map((row) => [row.name, row.id]),
  );
  const refused: PromoImportSummary['refusedSample'] = file.refused.map((refusal) => ({ ...refusal }));
  const kept: { promotion: ImportedPromotion; productIds: number[]; userTypeIds: number[] }[] = [];
  const unknown = new Set<string>();
  for (const promotion of file.promotions) {
    const productIds = promotion.itemCodes.flatMap((code) => {
      const id = products.get(code);
      if (id === undefined) unknown.add(code);
      return id === undefined ? [] : [id];
    });
    const typeNames = promotion.clubCodes.map((code) => options.clubs[code]);
    const userTypeIds = typeNames.flatMap((name) =>
      name && types.has(name) ? [types.get(name) as number] : [],
    );
    const { sourceKey, description } = promotion;
    if (userTypeIds.length < promotion.clubCodes.length) {
      const detail = `club ${promotion.clubCodes.join(', ')} is no customer type (POS_PROMO_CLUBS)`;
      refused.push({ sourceKey, description, reason: 'UNMAPPED_CLUB', detail });
    } else if (productIds.length === 0) {
      const detail = `none of its ${promotion.itemCodes.length} item codes is a product`;
      refused.push({ sourceKey, description, reason: 'NO_PRODUCTS', detail });
    } else {
      kept.push({ promotion, productIds, userTypeIds });
    }
  }

  const rows = kept.map(({ promotion, userTypeIds }) => ({
    everyone: userTypeIds.length === 0,
    key: promotion.sourceKey,
    names: { he: promotion.description },
    kind: promotion.reward.kind,
    ...rewardColumns(rewardInDecimals(promotion.reward)),
    min_quantity: promotion.minQuantity === null ? null : promotion.minQuantity / 1000,
    min_order_total: promotion.minOrderTotal === null ? null : promotion.minOrderTotal / 100,
    limit_per_order: promotion.limitPerOrder === null ? null : promotion.limitPerOrder / 1000,
    starts: promotion.startsLocal,
    ends: promotion.endsLocal,
    combines: promotion.combines,
  }));
  const saved = rowsOf<{ key: string; id: number }>(
    await tx.execute(sql`
      insert into promotions (source, imported_from, source_key, names, target, reward_kind, price, amount, percent, quantity,
        buy, get, nth, min_quantity, min_order_total, limit_per_order, starts_at, ends_at, combines, for_everyone)
      select 'pos', ${options.source}, r.key, r.names, 'products', r.kind, r.price, r.amount, r.percent, r.quantity, r.buy, r.get,
        r.nth, r.min_quantity, r.min_order_total, r.limit_per_order, ${fromShopMinute(sql`r.starts`)},
        ${fromShopMinute(sql`r.ends`)}, r.combines, r.everyone
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(key text, names jsonb, kind text, price numeric,
        amount numeric, percent numeric, quantity int, buy int, get int, nth int, min_quantity numeric,
        min_order_total numeric, limit_per_order numeric, starts text, ends text, combines boolean,
        everyone boolean)
      on conflict (source_key) where source = 'pos' do update set names = excluded.names,
        reward_kind = excluded.reward_kind, price = excluded.price, amount = excluded.amount,
        percent = excluded.percent, quantity = excluded.quantity, buy = excluded.buy, get = excluded.get,
        nth = excluded.nth, min_quantity = excluded.min_quantity, min_order_total = excluded.min_order_total,
        limit_per_order = excluded.limit_per_order, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
        imported_from = excluded.imported_from, combines = excluded.combines, for_everyone = excluded.for_everyone, withdrawn_at = null, version = promotions.version + 1, modified_at = now()
      returning source_key as key, promotion_id as id`),
  );
  const idOf = new Map(saved.map((row) => [row.key, row.id]));
  const ids = `{${saved.map((row) => row.id).join(',')}}`;
  const links = kept.flatMap(({ promotion, productIds }) =>
    productIds.map((productId) => [idOf.get(promotion.sourceKey), productId]),
  );
  const typeLinks = kept.flatMap(({ promotion, userTypeIds }) =>
    userTypeIds.map((typeId) => [idOf.get(promotion.sourceKey), typeId]),
  );
  await tx.execute(sql`with gone as (delete from promotion_products where promotion_id = any(${ids}::int[]))
    delete from promotion_user_types where promotion_id = any(${ids}::int[])`);
  await tx.execute(sql`with typed as (
      insert into promotion_user_types (promotion_id, user_type_id)
      select distinct (l->>0)::int, (l->>1)::int from jsonb_array_elements(${JSON.stringify(typeLinks)}::jsonb) l)
    insert into promotion_products (promotion_id, product_id)
    select distinct (l->>0)::int, (l->>1)::int from jsonb_array_elements(${JSON.stringify(links)}::jsonb) l`);
  const withdrawn = rowsOf(
    await tx.execute(sql`update promotions set withdrawn_at = now(), modified_at = now()
      where source = 'pos' and imported_from = ${options.source} and withdrawn_at is null
        and not (promotion_id = any(${ids}::int[]))
      returning promotion_id`),
  ).length;
  const counts = new Map<ImportRefusal, number>();
  for (const refusal of refused) counts.set(refusal.reason, (counts.get(refusal.reason) ?? 0) + 1);
  return {
    read: file.promotions.length + file.refused.length,
    imported: kept.length,
    withdrawn,
    refused: [...counts].map(([reason, count]) => ({ reason, count })),
    refusedSample: refused.slice(0, SAMPLE),
    unknownItems: unknown.size,
    unknownSample: [...unknown].slice(0, SAMPLE),
  } satisfies PromoImportSummary;
}

async function record(
  db: Database | Transaction,
  options: PromoImportOptions,
  header: FileHeader | null,
  result: PromoImportSummary | { error: string },
) {
  const summary = 'error' in result ? null : result;
  await db.execute(sql`insert into pos_promotions_import (import_id, finished_at, source, file_name, chain_id,
      store_id, read, imported, withdrawn, refused, unknown_items, unknown_sample, error)
    values (1, now(), ${options.source}, ${options.fileName}, ${header?.chainId ?? null}, ${header?.storeId ?? null},
      ${summary?.read ?? 0}, ${summary?.imported ?? 0}, ${summary?.withdrawn ?? 0},
      ${JSON.stringify(summary ? { counts: summary.refused, sample: summary.refusedSample } : [])}::jsonb,
      ${summary?.unknownItems ?? 0}, ${JSON.stringify(summary?.unknownSample ?? [])}::jsonb,
      ${'error' in result ? result.error : null})
    on conflict (import_id) do update set finished_at = excluded.finished_at, source = excluded.source,
      file_name = excluded.file_name, chain_id = excluded.chain_id, store_id = excluded.store_id,
      read = excluded.read, imported = excluded.imported, withdrawn = excluded.withdrawn,
      refused = excluded.refused, unknown_items = excluded.unknown_items,
      unknown_sample = excluded.unknown_sample, error = excluded.error`);
}

/**
 * Reads a PromoFile whole, then applies it in one transaction, or nothing of it: a file that cannot
 * be read, or of another chain or store than the prices, changes no promotion. Either way the
 * import's row says what happened.
 */
export async function importPromotions(
  db: Database,
  chunks: AsyncIterable<Buffer>,
  options: PromoImportOptions,
): Promise<PromoImportOutcome> {
  let file: PromoFile;
  try {
    file = await readPromoFile(chunks, { now: options.now ?? new Date(), rateScale: options.rateScale });
  } catch (error) {
    if (!(error instanceof PosUnavailable)) throw error;
    const reason = error.reason === 'BAD_FILE' ? 'BAD_FILE' : 'UNREACHABLE';
    await record(db, options, null, { error: `${reason}: ${error.message}` });
    return { ok: false, reason, message: error.message };
  }
  const header = {
    chainId: file.header.chainId,
    storeId: file.header.storeId && String(Number(file.header.storeId)),
  };
  if (options.prices && !sameStore(header, options.prices)) {
    const message = `the promotions are of chain ${header.chainId} store ${header.storeId}, the prices of chain ${options.prices.chainId} store ${options.prices.storeId}`;
    await record(db, options, header, { error: `OTHER_STORE: ${message}` });
    return { ok: false, reason: 'OTHER_STORE', message };
  }
  const summary = await db.transaction(async (tx) => {
    const applied = await applyPromotions(tx, file, options);
    await record(tx, options, header, applied);
    return applied;
  });
  return { ok: true, summary };
}
