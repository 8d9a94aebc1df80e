import {
  posSyncEndpoints as endpoints,
  type PosSignInRequest,
  type SyncStatusAnswer,
} from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../api/call';
import { type UploadProgress, upload } from '../../api/upload';
import { type SyncCommandAnswer, type SyncSignInAnswer, syncKeys } from './queries';

/** startChanges: a delta run (only what the POS changed since the last finished run). */
export type SyncCommand =
  | { name: 'start' | 'startChanges' | 'stop' | 'reset' | 'confirm' }
  | { name: 'retry'; failedItemId: number };

/** After any command: the status it answered at once, then a fresh read (the run moves on). */
function refreshStatus(client: QueryClient, sync?: SyncStatusAnswer) {
  if (sync) client.setQueryData(syncKeys.status, sync);
  return client.invalidateQueries({ queryKey: syncKeys.status });
}

/** Sends a command; start is a full run (the whole catalogue), startChanges a delta one. */
function send(command: SyncCommand): Promise<SyncCommandAnswer> {
  const rejects = { allowReject: true };
  switch (command.name) {
    case 'retry':
      return call(endpoints.retryFailed, { params: { failedItemId: command.failedItemId } }, rejects);
    case 'start':
    case 'startChanges':
      return call(endpoints.start, { body: { kind: command.name === 'start' ? 'full' : 'delta' } }, rejects);
    default:
      return call(endpoints[command.name], {}, rejects);
  }
}

/** Start, stop, reset, confirm, or retry one failed item; a refusal (NOT_CONNECTED…) comes back as the answer. */
export function useSyncCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (answer) => refreshStatus(client, answer && !answer.reject ? answer.sync : undefined),
  });
}

/**
 * Signs in to the POS. Not a useMutation: its variables (the password) would stay in the mutation
 * cache after the call; here they live only in the open form.
 */
export function useSignIn() {
  const client = useQueryClient();
  return useCallback(
    async (body: PosSignInRequest): Promise<SyncSignInAnswer> => {
      const answer = await call(endpoints.signIn, { body }, { allowReject: true });
      if (!answer.reject) await refreshStatus(client, answer.sync);
      return answer;
    },
    [client],
  );
}

/** Uploads a price file (with its progress); a refusal (BAD_FILE, ALREADY_RUNNING) comes back as the answer. */
export function useUploadPriceFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (progress: UploadProgress) => void }) =>
      upload(endpoints.uploadPriceFile, { files: [file] }, { allowReject: true, onProgress }),
    onSettled: (answer) => refreshStatus(client, answer && !answer.reject ? answer.sync : undefined),
  });
}

/** Forgets the uploaded price file: the sync goes back to the point-of-sale system. */
export function useRemovePriceFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.removePriceFile, {}, { allowReject: true }),
    onSettled: (answer) => refreshStatus(client, answer && !answer.reject ? answer.sync : undefined),
  });
}
