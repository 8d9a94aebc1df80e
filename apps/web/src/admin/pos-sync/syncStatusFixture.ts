import type { SyncStatusAnswer } from '@grocery/contracts';

/** A status as the server answers it: idle, not connected, unless told. */
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
    failureReason: null,
    error: null,
    fileKind: null,
    hold: null,
    failedItems: [],
    failedCount: 0,
    priceFile: null,
    promotions: null,
    ...overrides,
  };
}
