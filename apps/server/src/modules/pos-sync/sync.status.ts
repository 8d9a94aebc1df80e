import type { PromotionsImport, SyncHold, SyncPhase, SyncStatus, SyncStatusAnswer } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import { priceUpload } from './price-upload';
import { FAILURE_TEXT_MAX, readFailure } from './sync.failure';
import { connected, type SyncSources } from './sync.source';

/** The sync's status as the Database page shows it: the newest run, its failed items, the source. */
export async function syncStatus(executor: Executor, sources: SyncSources): Promise<SyncStatusAnswer> {
  const upload = await priceUpload(executor);
  const source = sources.ofFile(upload?.storageKey);
  const [run] = rowsOf<{
    runId: number;
    kind: 'full' | 'delta';
    status: SyncStatus;
    phase: SyncPhase | null;
    totalItems: number | null;
    processed: number;
    itemsPerSecond: string | null;
    startedAt: string;
    finishedAt: string | null;
    error: string | null;
    hold: Omit<SyncHold, 'confirmedAt'> | null;
    confirmedAt: string | null;
  }>(
    // The texts cut short: the page asks every few seconds (a run failed before decision 0061 may
    // have kept a whole statement with its parameters).
    await executor.execute(sql`select run_id as "runId", kind, status, phase, total_items as "totalItems",
        processed, items_per_second::text as "itemsPerSecond", started_at as "startedAt",
        finished_at as "finishedAt", left(error, ${FAILURE_TEXT_MAX}) as error, hold,
        confirmed_at as "confirmedAt"
      from pos_sync_runs order by run_id desc limit 1`),
  );
  const failed = run
    ? rowsOf<{
        failedItemId: number;
        operation: string;
        externalId: string | null;
        timestamp: string;
        error: string;
      }>(
        await executor.execute(sql`select failed_item_id as "failedItemId", operation, external_id as "externalId",
            created_at as timestamp, left(error, ${FAILURE_TEXT_MAX}) as error
          from pos_sync_failures where run_id = ${run.runId} order by failed_item_id desc limit 100`),
      )
    : [];
  const [count] = run
    ? rowsOf<{ count: number }>(
        await executor.execute(
          sql`select count(*)::int as count from pos_sync_failures where run_id = ${run.runId}`,
        ),
      )
    : [{ count: 0 }];
  const [promotions] = rowsOf<PromotionsImport>(
    await executor.execute(sql`select to_json(finished_at) #>> '{}' as "finishedAt", source, file_name as "fileName",
        chain_id as "chainId", store_id as "storeId", read, imported, withdrawn,
        coalesce(refused->'counts', '[]') as refused, coalesce(refused->'sample', '[]') as "refusedSample",
        unknown_items as "unknownItems", unknown_sample as "unknownSample", left(error, ${FAILURE_TEXT_MAX}) as error
      from pos_promotions_import where import_id = 1`),
  );
  const idle = !run || run.status === 'idle';
  const speed = run?.itemsPerSecond == null ? null : Number(run.itemsPerSecond);
  const running = run && ['init', 'running'].includes(run.status);
  const left = run?.totalItems == null ? null : Math.max(run.totalItems - run.processed, 0);
  const failure = readFailure(run?.error ?? null);
  return {
    status: run?.status ?? 'idle',
    phase: idle ? null : (run?.phase ?? null),
    source: source.source,
    kind: idle ? null : (run?.kind ?? null),
    totalItems: idle ? null : (run?.totalItems ?? null),
    totalProcessed: idle ? 0 : (run?.processed ?? 0),
    positiveConnected: await connected(executor, source),
    eta: running && left !== null && speed ? Math.ceil(left / speed) : null,
    itemsPerSecond: idle ? null : speed,
    startedAt: idle || !run ? null : new Date(run.startedAt).toISOString(),
    finishedAt: run?.finishedAt ? new Date(run.finishedAt).toISOString() : null,
    failureReason: failure?.reason ?? null,
    error: failure?.detail ?? null,
    fileKind: failure?.fileKind ?? null,
    hold:
      !idle && run?.hold
        ? {
            ...run.hold,
            confirmedAt: run.confirmedAt ? new Date(run.confirmedAt).toISOString() : null,
          }
        : null,
    failedItems: failed.map((row) => ({ ...row, timestamp: new Date(row.timestamp).toISOString() })),
    failedCount: Number(count?.count ?? 0),
    priceFile: upload && {
      name: upload.name,
      bytes: upload.bytes,
      items: upload.items,
      uploadedAt: upload.uploadedAt,
    },
    promotions: promotions ?? null,
  };
}
