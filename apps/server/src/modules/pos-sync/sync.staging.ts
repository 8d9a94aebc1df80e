import type { SyncHold } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import type { PosItem, PosItemProblem } from './connector';
import { json, markSeen, type WeighedRule, writeBatch } from './sync.sql';

/**
 * A run's staging area (decision 0061): the pages as read, applied to the catalogue only once the
 * whole source was read and checked.
 */

/** A page as read, in the caller's transaction (with the cursor's advance); its codes are seen. */
export async function stagePage(
  tx: Executor,
  runId: number,
  page: { items: PosItem[]; problems: PosItemProblem[] },
): Promise<void> {
  if (page.items.length + page.problems.length === 0) return;
  await tx.execute(sql`insert into pos_sync_staged (run_id, page_no, items, problems)
    select ${runId}, coalesce(max(page_no), 0) + 1, ${json(page.items)}, ${json(page.problems)}
    from pos_sync_staged where run_id = ${runId}`);
  await markSeen(tx, runId, [
    ...page.items.map((item) => item.externalId),
    ...page.problems.flatMap((problem) => (problem.externalId ? [problem.externalId] : [])),
  ]);
}

/**
 * Applies the first staged page with writeBatch and removes it, in the caller's transaction: a run
 * stopped between pages goes on with the next. False when none is left.
 */
export async function applyNextPage(tx: Executor, runId: number, weighed: WeighedRule): Promise<boolean> {
  const [page] = rowsOf<{ pageNo: number; items: PosItem[]; problems: PosItemProblem[] }>(
    await tx.execute(sql`select page_no as "pageNo", items, problems from pos_sync_staged
      where run_id = ${runId} order by page_no limit 1`),
  );
  if (!page) return false;
  await writeBatch(tx, runId, page.items, page.problems, { weighed });
  await tx.execute(sql`delete from pos_sync_staged where run_id = ${runId} and page_no = ${page.pageNo}`);
  return true;
}

/** What a run read is dropped: its staged pages and the codes it saw. */
export async function discardStaged(tx: Executor, runId: number): Promise<void> {
  await tx.execute(sql`delete from pos_sync_staged where run_id = ${runId}`);
  await tx.execute(sql`delete from pos_sync_seen where run_id = ${runId}`);
}

/**
 * The guards of a full run read whole (decision 0061): held when it brought no item, or when it would
 * deactivate more than `maxDeactivatePercent` of the active POS products; null when it may apply.
 */
export async function holdOf(
  tx: Executor,
  runId: number,
  maxDeactivatePercent: number,
): Promise<Omit<SyncHold, 'confirmedAt'> | null> {
  const [counts] = rowsOf<{ itemsRead: number; activePosProducts: number; wouldDeactivate: number }>(
    await tx.execute(sql`select
        (select coalesce(sum(jsonb_array_length(items)), 0)::int from pos_sync_staged
          where run_id = ${runId}) as "itemsRead",
        count(*)::int as "activePosProducts",
        count(*) filter (where not exists (select from pos_sync_seen s
          where s.run_id = ${runId} and s.pos_code = p.pos_code))::int as "wouldDeactivate"
      from products p where p.pos_code is not null and p.active`),
  );
  if (!counts) return null;
  const held = { ...counts, maxDeactivatePercent };
  if (counts.itemsRead === 0) return { reason: 'EMPTY_SOURCE', ...held };
  if (counts.wouldDeactivate * 100 > counts.activePosProducts * maxDeactivatePercent)
    return { reason: 'TOO_MANY_DEACTIVATIONS', ...held };
  return null;
}
