import type { Permission, SyncFailedItem, SyncStatusAnswer, User } from '@grocery/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import type { SyncApi } from './queries';

/** Component tests of the Database sync page: statuses like the server's, a fake api, an admin. */

export function syncStatus(overrides: Partial<SyncStatusAnswer> = {}): SyncStatusAnswer {
  return {
    status: 'idle',
    phase: null,
    source: 'pos',
    kind: null,
    totalItems: null,
    totalProcessed: 0,
    positiveConnected: false,
    eta: null,
    itemsPerSecond: null,
    startedAt: null,
    finishedAt: null,
    error: null,
    failedItems: [],
    failedCount: 0,
    priceFile: null,
    ...overrides,
  };
}

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

type Spied = { [K in keyof SyncApi]: SyncApi[K] & ReturnType<typeof vi.fn> };

/** The server's calls as a test answers them, each a spy; the status is `current()`'s. */
export function fakeSyncApi(current: () => SyncStatusAnswer, overrides: Partial<SyncApi> = {}): Spied {
  const ok = async () => ({ reject: false as const, reason: null, sync: current() });
  const api: SyncApi = {
    status: async () => current(),
    start: ok,
    stop: ok,
    reset: ok,
    signIn: ok,
    retryFailed: ok,
    uploadPriceFile: ok,
    removePriceFile: ok,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(api).map(([name, fn]) => [name, vi.fn(fn)])) as never;
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
