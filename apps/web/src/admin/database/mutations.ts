import type { PosSignInRequest, SyncStatusAnswer } from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UploadProgress } from '../../api/upload';
import { type SyncApi, type SyncCommandAnswer, type SyncSignInAnswer, syncKeys } from './queries';

/** startChanges: a delta run (only what the POS changed since the last finished run). */
export type SyncCommand =
  | { name: 'start' | 'startChanges' | 'stop' | 'reset' }
  | { name: 'retry'; failedItemId: number };

/** After any command: the status it answered at once, then a fresh read (the run moves on). */
function refreshStatus(client: QueryClient, sync?: SyncStatusAnswer) {
  if (sync) client.setQueryData(syncKeys.status, sync);
  return client.invalidateQueries({ queryKey: syncKeys.status });
}

/** Start, stop, reset, or retry one failed item; a refusal (NOT_CONNECTED…) comes back as the answer. */
export function useSyncCommand(api: SyncApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: SyncCommand): Promise<SyncCommandAnswer> =>
      command.name === 'retry'
        ? api.retryFailed(command.failedItemId)
        : command.name === 'startChanges'
          ? api.start('delta')
          : command.name === 'start'
            ? api.start('full')
            : api[command.name](),
    onSettled: (answer) => refreshStatus(client, answer && !answer.reject ? answer.sync : undefined),
  });
}

/**
 * Signs in to the POS. Not a useMutation: its variables (the password) would stay in the mutation
 * cache after the call; here they live only in the open form.
 */
export function useSignIn(api: SyncApi) {
  const client = useQueryClient();
  return useCallback(
    async (body: PosSignInRequest): Promise<SyncSignInAnswer> => {
      const answer = await api.signIn(body);
      if (!answer.reject) await refreshStatus(client, answer.sync);
      return answer;
    },
    [api, client],
  );
}

/** Uploads a price file (with its progress); a refusal (BAD_FILE, ALREADY_RUNNING) comes back as the answer. */
export function useUploadPriceFile(api: SyncApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (progress: UploadProgress) => void }) =>
      api.uploadPriceFile(file, onProgress),
    onSettled: (answer) => refreshStatus(client, answer && !answer.reject ? answer.sync : undefined),
  });
}

/** Forgets the uploaded price file: the sync goes back to the point-of-sale system. */
export function useRemovePriceFile(api: SyncApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.removePriceFile(),
    onSettled: (answer) => refreshStatus(client, answer && !answer.reject ? answer.sync : undefined),
  });
}
