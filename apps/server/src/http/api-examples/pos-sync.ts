import type { posSyncEndpoints, syncStatusSchema } from '@grocery/contracts';
import type { z } from 'zod';
import { examplesOf } from './examples-of';

/** A full run from the POS that finished with one failed item, after a promotions import. */
const sync: z.input<typeof syncStatusSchema> = {
  status: 'done',
  phase: 'finished',
  source: 'pos',
  kind: 'full',
  totalItems: 4210,
  totalProcessed: 4210,
  positiveConnected: true,
  eta: null,
  itemsPerSecond: 350.8,
  startedAt: '2026-05-04T02:00:00.000Z',
  finishedAt: '2026-05-04T02:00:12.000Z',
  failureReason: null,
  error: null,
  fileKind: null,
  hold: null,
  failedItems: [
    {
      failedItemId: 17,
      operation: 'upsert',
      externalId: 'C-100',
      timestamp: '2026-05-04T02:00:07.000Z',
      error: 'Price is not a number.',
    },
  ],
  failedCount: 1,
  priceFile: null,
  promotions: {
    finishedAt: '2026-05-04T01:55:00.000Z',
    source: 'file',
    fileName: 'PromoFull7290027600007-001-202605040150.xml',
    chainId: '7290027600007',
    storeId: '001',
    read: 120,
    imported: 117,
    withdrawn: 4,
    refused: [{ reason: 'NO_PRODUCTS', count: 3 }],
    refusedSample: [
      {
        sourceKey: '88120',
        description: 'Yogurt 3 for 10',
        reason: 'NO_PRODUCTS',
        detail: 'None of its items is a product of the shop.',
      },
    ],
    unknownItems: 2,
    unknownSample: ['7290000008888', '7290000009999'],
    error: null,
  },
};
const answer = { reject: false, reason: null, sync } as const;

export const posSyncExamples = examplesOf<typeof posSyncEndpoints>()({
  status: { response: answer },
  start: {
    body: { kind: 'full' },
    response: { ...answer, sync: { ...sync, status: 'running', phase: 'connecting' } },
  },
  stop: { response: { ...answer, sync: { ...sync, status: 'stopped' } } },
  reset: { response: { ...answer, sync: { ...sync, status: 'idle', failedItems: [], failedCount: 0 } } },
  confirm: { response: answer },
  signIn: { body: { username: 'shop-sync', password: 'secret', code: '1042' }, response: answer },
  retryFailed: { response: answer },
  uploadPriceFile: {
    response: {
      ...answer,
      sync: {
        ...sync,
        source: 'price-file',
        priceFile: {
          name: 'prices-2026-05.xml',
          bytes: 1_482_113,
          items: 4210,
          uploadedAt: '2026-05-04T08:15:00.000Z',
        },
      },
    },
  },
  removePriceFile: { response: answer },
});
