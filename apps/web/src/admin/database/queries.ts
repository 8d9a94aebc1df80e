import {
  type AnswerOf,
  posSyncEndpoints as endpoints,
  type PosSignInRequest,
  type SyncStatusAnswer,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { type UploadProgress, upload } from '../../api/upload';

export type SyncCommandAnswer = AnswerOf<typeof endpoints.start>;
export type SyncSignInAnswer = AnswerOf<typeof endpoints.signIn>;
export type PriceFileUploadAnswer = AnswerOf<typeof endpoints.uploadPriceFile>;
export type PriceFileRemoveAnswer = AnswerOf<typeof endpoints.removePriceFile>;

/**
 * The Database sync page's calls, one function per endpoint (decision 0048). The page hands them
 * to the screen; component tests hand their own answers instead. Rejections come back as answers.
 */
export type SyncApi = {
  status: (signal?: AbortSignal) => Promise<SyncStatusAnswer>;
  /** full: the whole catalogue; delta: what changed since the last finished run. */
  start: (kind?: 'full' | 'delta') => Promise<SyncCommandAnswer>;
  stop: () => Promise<SyncCommandAnswer>;
  reset: () => Promise<SyncCommandAnswer>;
  signIn: (body: PosSignInRequest) => Promise<SyncSignInAnswer>;
  retryFailed: (failedItemId: number) => Promise<SyncCommandAnswer>;
  uploadPriceFile: (
    file: File,
    onProgress?: (progress: UploadProgress) => void,
  ) => Promise<PriceFileUploadAnswer>;
  removePriceFile: () => Promise<PriceFileRemoveAnswer>;
};

export const syncApi: SyncApi = {
  status: (signal) => call(endpoints.status, {}, { signal }).then((answer) => answer.sync),
  start: (kind = 'full') => call(endpoints.start, { body: { kind } }, { allowReject: true }),
  stop: () => call(endpoints.stop, {}, { allowReject: true }),
  reset: () => call(endpoints.reset, {}, { allowReject: true }),
  signIn: (body) => call(endpoints.signIn, { body }, { allowReject: true }),
  retryFailed: (failedItemId) =>
    call(endpoints.retryFailed, { params: { failedItemId } }, { allowReject: true }),
  uploadPriceFile: (file, onProgress) =>
    upload(endpoints.uploadPriceFile, { files: [file] }, { allowReject: true, onProgress }),
  removePriceFile: () => call(endpoints.removePriceFile, {}, { allowReject: true }),
};

export const syncKeys = { status: ['posSync', 'status'] as const };

/** The spec's polling period (admin spec, limits: "Sync status polling: every 5000 ms"). */
export const syncPollMs = 5000;

/**
 * The status, polled while the page is open and the document visible: TanStack Query skips an
 * interval's fetch while `document.visibilityState` is 'hidden' (refetchIntervalInBackground
 * false), and reads it again at once when the page shows again (stale at once, refetch on focus).
 */
export const syncStatusQueryOptions = (api: SyncApi, pollMs: number = syncPollMs) =>
  queryOptions({
    queryKey: syncKeys.status,
    queryFn: ({ signal }) => api.status(signal),
    staleTime: 0,
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
