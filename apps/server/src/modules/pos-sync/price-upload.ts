import { randomBytes } from 'node:crypto';
import type { FileKindAnswer, SyncPriceFile } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import type { Executor, Transaction } from '../../db/user-lock';
import type { FileStorage } from '../../storage/storage';
import { PosUnavailable } from './connector';
import { NotAPriceFile } from './connectors/price-full/kind';
import { type ReadLimits, readPriceFile } from './connectors/price-full/read';
import type { PromoImportOutcome } from './promotions-import';

/** Where uploaded price files are stored, each under a server-made name. */
const FOLDER = 'price-files';

export interface PriceUpload extends SyncPriceFile {
  storageKey: string;
}

/** An uploaded file as the request gives it: the client's name (shown only) and its bytes, once. */
export interface IncomingPriceFile {
  name: string;
  body: AsyncIterable<Buffer>;
}

export type UploadRefusal =
  | { reason: 'ALREADY_RUNNING' | 'EMPTY_FILE' }
  | { reason: 'OTHER_STORE'; message: string }
  | { reason: 'BAD_FILE'; message: string; fileKind?: FileKindAnswer };

/** The uploaded price file, or null when the sync reads the configured source. */
export async function priceUpload(executor: Executor): Promise<PriceUpload | null> {
  const [row] = rowsOf<PriceUpload & { bytes: string | number }>(
    await executor.execute(sql`select storage_key as "storageKey", file_name as name, bytes, items,
      uploaded_at as "uploadedAt" from pos_price_upload where upload_id = 1`),
  );
  return row
    ? { ...row, bytes: Number(row.bytes), uploadedAt: new Date(row.uploadedAt).toISOString() }
    : null;
}

/** Entries (items and unreadable items, as a run counts them) of a stored file; BAD_FILE when it is none. */
async function countEntries(storage: FileStorage, key: string, limits: ReadLimits): Promise<number> {
  const stream = await storage.getStream(key);
  if (!stream) throw new Error(`the stored price file ${key} is missing`);
  let entries = 0;
  for await (const _ of readPriceFile(stream, limits)) entries++;
  return entries;
}

export interface PriceUploadDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** As a run reads it. */
  readLimits: ReadLimits;
  /** Takes the sync commands' lock and answers whether a run is on (init or running, not lost). */
  lockAndCheckRunning(tx: Transaction): Promise<boolean>;
  /** Imports a stored PromoFull (decision 0070). */
  importPromotions(key: string, fileName: string): Promise<PromoImportOutcome>;
}

/**
 * The manager's price file (decision 0048): streamed to the storage, read through to the end to
 * count its items and refuse a file that is not one, and only then kept as the sync's source,
 * replacing the previous upload. A refused or failed upload leaves nothing stored.
 */
export function priceUploads(deps: PriceUploadDeps) {
  const { db, storage, log } = deps;

  const removeStored = (key: string) =>
    storage.delete(key).catch((error) => {
      log.error({ err: error, key }, 'a price file could not be removed: an orphan file');
    });

  /** A file run left init or running by a dead server would read a file that is gone: it fails instead. */
  const failLostRun = (tx: Transaction) =>
    tx.execute(sql`update pos_sync_runs set status = 'failed', worker = null, heartbeat_at = null,
      finished_at = now(), error = 'SOURCE_GONE: the uploaded price file was replaced or removed while this run was lost'
      where status in ('init', 'running') and source_ref is not null`);

  /** A PromoFull uploaded where the prices go: imported at once and not kept (the promotions are). */
  async function importPromoFile(
    actorUserId: number,
    key: string,
    file: IncomingPriceFile,
  ): Promise<UploadRefusal | null> {
    const name = file.name.trim().slice(0, 255) || 'promotions file';
    const outcome = await deps.importPromotions(key, name);
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorUserId,
        action: 'pos.promoFile.import',
        entity: 'pos_promotions_import',
        entityId: 1,
        before: null,
        after: outcome.ok ? { name, ...outcome.summary } : { name, refused: outcome.reason },
      }),
    );
    if (outcome.ok) return null;
    return outcome.reason === 'OTHER_STORE'
      ? { reason: 'OTHER_STORE', message: outcome.message }
      : { reason: 'BAD_FILE', message: outcome.message };
  }

  async function upload(actorUserId: number, file: IncomingPriceFile): Promise<UploadRefusal | null> {
    // Refused before a byte is stored when a run is on; checked again under the lock at the end.
    if (await db.transaction((tx) => deps.lockAndCheckRunning(tx))) return { reason: 'ALREADY_RUNNING' };
    const key = `${FOLDER}/${randomBytes(16).toString('hex')}`;
    let kept = false;
    try {
      const bytes = await storage.putStream(key, file.body, 'application/octet-stream');
      let items: number;
      try {
        items = await countEntries(storage, key, deps.readLimits);
      } catch (error) {
        if (error instanceof NotAPriceFile && error.kind === 'PROMO')
          return importPromoFile(actorUserId, key, file);
        if (error instanceof NotAPriceFile)
          return {
            reason: 'BAD_FILE',
            message: error.message,
            fileKind: { kind: error.kind, root: error.root },
          };
        if (error instanceof PosUnavailable && error.reason === 'BAD_FILE')
          return { reason: 'BAD_FILE', message: error.message };
        throw error;
      }
      if (items === 0) return { reason: 'EMPTY_FILE' };
      const name = file.name.trim().slice(0, 255) || 'price file';
      const replaced = await db.transaction(async (tx) => {
        if (await deps.lockAndCheckRunning(tx)) return { refused: true as const };
        const previous = await priceUpload(tx);
        await failLostRun(tx);
        await tx.execute(sql`insert into pos_price_upload (upload_id, storage_key, file_name, bytes, items, uploaded_by)
          values (1, ${key}, ${name}, ${bytes}, ${items}, ${actorUserId})
          on conflict (upload_id) do update set storage_key = excluded.storage_key, file_name = excluded.file_name,
            bytes = excluded.bytes, items = excluded.items, uploaded_by = excluded.uploaded_by, uploaded_at = now()`);
        await recordAudit(tx, {
          actorUserId,
          action: 'pos.priceFile.upload',
          entity: 'pos_price_upload',
          entityId: 1,
          before: previous && { name: previous.name, bytes: previous.bytes, items: previous.items },
          after: { name, bytes, items },
        });
        return { refused: false as const, previous };
      });
      if (replaced.refused) return { reason: 'ALREADY_RUNNING' };
      kept = true;
      if (replaced.previous) await removeStored(replaced.previous.storageKey);
      return null;
    } finally {
      if (!kept) await removeStored(key);
    }
  }

  /** Back to the configured source: the row goes, then its file. */
  async function remove(actorUserId: number): Promise<{ reason: 'ALREADY_RUNNING' } | null> {
    const removed = await db.transaction(async (tx) => {
      if (await deps.lockAndCheckRunning(tx)) return { refused: true as const };
      const previous = await priceUpload(tx);
      if (!previous) return { refused: false as const, previous };
      await failLostRun(tx);
      await tx.execute(sql`delete from pos_price_upload`);
      await recordAudit(tx, {
        actorUserId,
        action: 'pos.priceFile.remove',
        entity: 'pos_price_upload',
        entityId: 1,
        before: { name: previous.name, bytes: previous.bytes, items: previous.items },
        after: null,
      });
      return { refused: false as const, previous };
    });
    if (removed.refused) return { reason: 'ALREADY_RUNNING' };
    if (removed.previous) await removeStored(removed.previous.storageKey);
    return null;
  }

  return { upload, remove };
}
