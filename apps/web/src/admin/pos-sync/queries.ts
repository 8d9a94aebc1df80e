import {
  type AnswerOf,
  categoryRulesEndpoints,
  posSyncEndpoints as endpoints,
  type SyncStatusAnswer,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { catalogueRootKeys } from '../shared/query/rootKeys';

export type SyncCommandAnswer = AnswerOf<typeof endpoints.start>;
export type SyncSignInAnswer = AnswerOf<typeof endpoints.signIn>;
export type PriceFileUploadAnswer = AnswerOf<typeof endpoints.uploadPriceFile>;
export type PriceFileRemoveAnswer = AnswerOf<typeof endpoints.removePriceFile>;

export const syncKeys = { status: ['posSync', 'status'] as const };

/** The spec's polling period (admin spec, limits: "Sync status polling: every 5000 ms"). */
export const syncPollMs = 5000;

/** A run moves on its own (init, running): only then does the status change with nobody pressing anything. */
const syncIsLive = (sync: SyncStatusAnswer | undefined): boolean =>
  sync?.status === 'init' || sync?.status === 'running';

/**
 * The status, polled only while a run is live and the document visible: nothing else on the page
 * changes by itself, so an idle, stopped, failed or finished sync leaves the network quiet (issue 27).
 * A command answers with the new status and reads it again (mutations.ts), which starts the polling
 * when it starts a run. TanStack Query skips an interval's fetch while `document.visibilityState` is
 * 'hidden' (refetchIntervalInBackground false) and reads the status once when the page shows again
 * (stale at once, refetch on focus), which also catches a run started elsewhere (a schedule, another
 * admin).
 */
export const syncStatusQueryOptions = (pollMs: number = syncPollMs) =>
  queryOptions({
    queryKey: syncKeys.status,
    queryFn: ({ signal }) => call(endpoints.status, {}, { signal }).then((answer) => answer.sync),
    staleTime: 0,
    refetchInterval: (query) => (syncIsLive(query.state.data) ? pollMs : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/**
 * The POS products in no category (decision 0066), read with the category rules and again after a
 * run ends (its end time is in the key); a rule's save refreshes it (the rules' root key).
 */
export const uncategorisedQueryOptions = (finishedAt: string | null) =>
  queryOptions({
    queryKey: [...catalogueRootKeys.categoryRules, 'uncategorised', finishedAt] as const,
    queryFn: ({ signal }) =>
      call(categoryRulesEndpoints.list, undefined, { signal }).then((answer) => answer.uncategorised),
  });
