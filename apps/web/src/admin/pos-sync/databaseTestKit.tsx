import {
  posSyncEndpoints as endpoints,
  type Permission,
  type PosSignInRequest,
  type SyncFailedItem,
  type SyncStatusAnswer,
  type User,
} from '@grocery/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import type { UploadProgress } from '../../api/upload';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import type {
  PriceFileRemoveAnswer,
  PriceFileUploadAnswer,
  SyncCommandAnswer,
  SyncSignInAnswer,
} from './queries';

/** Component tests of the Database sync page: statuses like the server's, a fake server, an admin. */

export { syncStatus } from './syncStatusFixture';

export function failedItem(id: number, overrides: Partial<SyncFailedItem> = {}): SyncFailedItem {
  return {
    failedItemId: id,
    operation: 'read',
    externalId: `72900000000${id}`,
    timestamp: '2025-01-15T18:05:00.000Z',
    error: `Bad barcode ${id}`,
    ...overrides,
  };
}

/** What a test answers per sync endpoint, with what the screen sent. */
type SyncCalls = {
  status: (signal?: AbortSignal) => Promise<SyncStatusAnswer>;
  start: (kind?: 'full' | 'delta') => Promise<SyncCommandAnswer>;
  stop: () => Promise<SyncCommandAnswer>;
  reset: () => Promise<SyncCommandAnswer>;
  confirm: () => Promise<SyncCommandAnswer>;
  signIn: (body: PosSignInRequest) => Promise<SyncSignInAnswer>;
  retryFailed: (failedItemId: number) => Promise<SyncCommandAnswer>;
  /** `onProgress` moves the page's progress bar. */
  uploadPriceFile: (
    file: File,
    onProgress?: (progress: UploadProgress) => void,
  ) => Promise<PriceFileUploadAnswer>;
  removePriceFile: () => Promise<PriceFileRemoveAnswer>;
};
type Spied = { [K in keyof SyncCalls]: SyncCalls[K] & ReturnType<typeof vi.fn> };

/**
 * The sync endpoints as a test answers them, each a spy called with what the screen sent; the
 * status is `current()`'s. The browser's fetch (and upload) is answered from them.
 */
export function fakeSyncServer(current: () => SyncStatusAnswer, overrides: Partial<SyncCalls> = {}): Spied {
  const ok = async () => ({ reject: false as const, reason: null, sync: current() });
  const calls: SyncCalls = {
    status: async () => current(),
    start: ok,
    stop: ok,
    reset: ok,
    confirm: ok,
    signIn: ok,
    retryFailed: ok,
    uploadPriceFile: ok,
    removePriceFile: ok,
    ...overrides,
  };
  const spies = Object.fromEntries(Object.entries(calls).map(([name, fn]) => [name, vi.fn(fn)])) as Spied;
  fakeEndpoints(
    answering(endpoints.status, async (request) => ({
      reject: false,
      reason: null,
      sync: await spies.status(request.signal),
    })),
    answering(endpoints.start, (request) => spies.start((request.body as { kind: 'full' | 'delta' }).kind)),
    answering(endpoints.stop, () => spies.stop()),
    answering(endpoints.reset, () => spies.reset()),
    answering(endpoints.confirm, () => spies.confirm()),
    answering(endpoints.signIn, (request) => spies.signIn(request.body as PosSignInRequest)),
    answering(endpoints.retryFailed, (request) => spies.retryFailed(Number(request.params.failedItemId))),
    answering(endpoints.uploadPriceFile, (request) =>
      spies.uploadPriceFile(request.form?.get('files') as File, (progress) =>
        request.progress?.(progress.fraction),
      ),
    ),
    answering(endpoints.removePriceFile, () => spies.removePriceFile()),
  );
  return spies;
}

export const syncAdmin = (...permissions: Permission[]): User => adminUser('sync:read', ...permissions);

type Options = { language?: LanguageCode; user?: User };

/** Renders `ui` as the database page with `user` signed in (by default with every sync permission). */
export function renderSignedIn(ui: ReactNode, { language = 'en', user }: Options = {}) {
  return renderSignedInAdmin(ui, {
    language,
    path: '/database',
    user: user ?? syncAdmin('sync:write', 'sync:credentials'),
  });
}
