import { z } from 'zod';
import { idParam } from './catalogue';
import { ok, okOrRejected } from './envelope';
import { text } from './text';

/**
 * The point-of-sale catalogue sync (decision 0048): its status as the spec shapes it (status,
 * totalItems, totalProcessed, positiveConnected, eta, failedItems) plus speed and phase; start,
 * stop, reset and sign-in are POSTs (state never changes on GET).
 */

/**
 * idle: never started or reset; init: starting; running; stopped (by an admin); failed; held: read
 * whole but not applied until a manager confirms it (decision 0061, `hold` says why); done.
 */
export const syncStatuses = ['idle', 'init', 'running', 'stopped', 'failed', 'held', 'done'] as const;
export type SyncStatus = (typeof syncStatuses)[number];

/**
 * What a run is doing now: signing in, reading the source into the staging area, checking what it
 * would do, applying it to the catalogue, deactivating what left the POS (full runs, 100 at a time),
 * finished.
 */
export const syncPhases = [
  'connecting',
  'reading',
  'checking',
  'applying',
  'deactivating',
  'finished',
] as const;
export type SyncPhase = (typeof syncPhases)[number];

/** Where the catalogue comes from: the POS HTTP API or a price-transparency file. */
export const syncSources = ['pos', 'price-file'] as const;
export type SyncSource = (typeof syncSources)[number];

/**
 * Why a run failed (decision 0053). CODE_REQUIRED: the POS session expired and the POS asks for its
 * one-time code again; SIGN_IN_REQUIRED: it expired and cannot be renewed (no refresh token, or the
 * connection was removed): both want the Connect step. TIMEOUT, UNREACHABLE, BAD_ANSWER: the POS did
 * not answer, could not be reached, or answered what cannot be read. BAD_FILE: the price file cannot
 * be read. KEY_MISSING: no POS_SECRET_KEY to read the kept session. SOURCE_GONE: the uploaded price
 * file was replaced or removed under a lost run. INTERNAL: any other error.
 */
export const syncFailureReasons = [
  'CODE_REQUIRED',
  'SIGN_IN_REQUIRED',
  'TIMEOUT',
  'UNREACHABLE',
  'BAD_ANSWER',
  'BAD_FILE',
  'KEY_MISSING',
  'SOURCE_GONE',
  'INTERNAL',
] as const;
export type SyncFailureReason = (typeof syncFailureReasons)[number];

/**
 * What a file that is no price file is, told by its elements (decision 0067): a Stores file (the
 * chain's branches), a Promo or PromoFull file, an HTML page, XML under a root element no price
 * file has (`root` names it), a price file's root without an item list, or items without a price.
 */
export const fileKinds = ['STORES', 'PROMO', 'HTML', 'UNKNOWN_ROOT', 'NO_ITEM_LIST', 'NO_PRICES'] as const;
export type FileKind = (typeof fileKinds)[number];

export const fileKindSchema = z.object({
  kind: z.enum(fileKinds),
  /** The file's root element as written (without a namespace prefix); null when none was read (an HTML page told by its first bytes). */
  root: z.string().nullable(),
});
export type FileKindAnswer = z.infer<typeof fileKindSchema>;

export const syncFailedItemSchema = z.object({
  failedItemId: z.number().int(),
  /** What was being done: 'read' (the POS gave a bad item) or 'write' (the shop refused it). */
  operation: z.string(),
  /** The POS's code of the item, when it could be read. */
  externalId: z.string().nullable(),
  timestamp: z.string(),
  error: z.string(),
});
export type SyncFailedItem = z.infer<typeof syncFailedItemSchema>;

/** The price file a manager uploaded: the sync's source while it is there. */
export const syncPriceFileSchema = z.object({
  /** The file's name as the manager's computer gave it (shown only; stored under a server-made name). */
  name: z.string(),
  bytes: z.number().int(),
  /** Items and unreadable items counted when it was uploaded. */
  items: z.number().int(),
  uploadedAt: z.string(),
});
export type SyncPriceFile = z.infer<typeof syncPriceFileSchema>;

/**
 * Why a full run was held instead of applied (decision 0061). EMPTY_SOURCE: it brought no item;
 * TOO_MANY_DEACTIVATIONS: it would deactivate more than POS_SYNC_MAX_DEACTIVATE_PERCENT of the
 * active POS products.
 */
export const syncHoldReasons = ['EMPTY_SOURCE', 'TOO_MANY_DEACTIVATIONS'] as const;
export type SyncHoldReason = (typeof syncHoldReasons)[number];

export const syncHoldSchema = z.object({
  reason: z.enum(syncHoldReasons),
  /** Items the run read (unreadable ones not counted). */
  itemsRead: z.number().int(),
  /** Products from the POS active when it was checked. */
  activePosProducts: z.number().int(),
  /** Of those, the ones it did not read: what applying it deactivates. */
  wouldDeactivate: z.number().int(),
  /** The share allowed (POS_SYNC_MAX_DEACTIVATE_PERCENT). */
  maxDeactivatePercent: z.number(),
  /** When a manager confirmed it (it is then applied); null while it waits. */
  confirmedAt: z.string().nullable(),
});
export type SyncHold = z.infer<typeof syncHoldSchema>;

/** The last import of the price files' promotions (decision 0070). */
export const promotionsImportSchema = z.object({
  finishedAt: z.string(),
  source: z.enum(['file', 'pos', 'upload']),
  fileName: z.string().nullable(),
  chainId: z.string().nullable(),
  storeId: z.string().nullable(),
  /** Promotions in the file; of them imported, and refused by reason (a sample with the details). */
  read: z.number().int(),
  imported: z.number().int(),
  /** Promotions of the files that the last one no longer has: no longer applied. */
  withdrawn: z.number().int(),
  refused: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  refusedSample: z.array(
    z.object({ sourceKey: z.string(), description: z.string(), reason: z.string(), detail: z.string() }),
  ),
  /** Item codes of the file that are no product of the shop, and up to 20 of them. */
  unknownItems: z.number().int(),
  unknownSample: z.array(z.string()),
  /** Why the import changed nothing (BAD_FILE, UNREACHABLE, OTHER_STORE: …); null when it applied. */
  error: z.string().nullable(),
});
export type PromotionsImport = z.infer<typeof promotionsImportSchema>;

export const syncStatusSchema = z.object({
  status: z.enum(syncStatuses),
  phase: z.enum(syncPhases).nullable(),
  source: z.enum(syncSources),
  /** Full: the whole catalogue; delta: what changed since the last finished run. */
  kind: z.enum(['full', 'delta']).nullable(),
  /** Items the POS says it has (null until it says); a price file's declared count until it is read whole, then the count read. */
  totalItems: z.number().int().nullable(),
  totalProcessed: z.number().int(),
  /** Signed in to the POS (a session is kept, encrypted). */
  positiveConnected: z.boolean(),
  /** Seconds left at the measured speed; null when unknown. */
  eta: z.number().int().nullable(),
  itemsPerSecond: z.number().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why the run failed, as a reason code; null unless it failed. */
  failureReason: z.enum(syncFailureReasons).nullable(),
  /** The failure in the server's words (English, at most 300 characters); null unless it failed. */
  error: z.string().nullable(),
  /** BAD_FILE for a file that is another kind of file: which (the page names it); else null. */
  fileKind: fileKindSchema.nullable(),
  /** Why the run was held and what it would do; kept once confirmed. Null when it never was held. */
  hold: syncHoldSchema.nullable(),
  /** The run's failed items, newest first (at most 100; `failedCount` counts them all). */
  failedItems: z.array(syncFailedItemSchema),
  failedCount: z.number().int(),
  /** The uploaded price file, the source while it is there; null when none (the configured source). */
  priceFile: syncPriceFileSchema.nullable(),
  /** The last promotions import; null when none ran. */
  promotions: promotionsImportSchema.nullable(),
});
export type SyncStatusAnswer = z.infer<typeof syncStatusSchema>;

export const syncStatusResponse = ok({ sync: syncStatusSchema });

/**
 * NOT_CONNECTED: start before signing in to the POS. ALREADY_RUNNING: start while a run is on.
 * NOT_RUNNING: stop with nothing running. HELD: start while a run waits for its confirmation
 * (confirm or reset it first). NOT_HELD: confirm with no run held.
 */
export const syncCommandRejections = [
  'NOT_CONNECTED',
  'ALREADY_RUNNING',
  'NOT_RUNNING',
  'HELD',
  'NOT_HELD',
] as const;
export type SyncCommandRejection = (typeof syncCommandRejections)[number];
export const syncCommandResponse = okOrRejected({ sync: syncStatusSchema }, syncCommandRejections);

export const syncStartRequest = z.strictObject({
  kind: z.enum(['full', 'delta']).default('full'),
});

/** The POS sign-in: the spec's reasons, checked in this order; the code after CODE_REQUIRED. */
export const posSignInReasons = [
  'USERNAME_REQUIRED',
  'PASSWORD_REQUIRED',
  'CODE_REQUIRED',
  'WRONG_CREDENTIALS',
  'TOO_MANY_TRIES',
  'POS_UNAVAILABLE',
] as const;
export type PosSignInRejection = (typeof posSignInReasons)[number];

/** Blank username or password are business rejections (the spec's reasons), not 400s. */
export const posSignInRequest = z.strictObject({
  username: text().max(200).default(''),
  password: z.string().max(500).default(''),
  code: text().max(50).optional(),
});
export type PosSignInRequest = z.input<typeof posSignInRequest>;
export const posSignInResponse = okOrRejected({ sync: syncStatusSchema }, posSignInReasons);

/**
 * The upload of a price file (multipart, one file). ALREADY_RUNNING: a run is on. BAD_FILE: not a
 * readable price file; `message` says why (an HTML page, a truncated gzip, no item list, malformed
 * XML) and where. EMPTY_FILE: a readable file that lists no item (a sync from it would take every
 * product off the shop; a POS that truly has none is synced and confirmed from the POS itself).
 */
/** OTHER_STORE: a PromoFull of another chain or store than the prices (decision 0070). */
export const priceFileUploadRejections = [
  'ALREADY_RUNNING',
  'BAD_FILE',
  'EMPTY_FILE',
  'OTHER_STORE',
] as const;
/** A BAD_FILE refusal of a file that is another kind of file says which in `fileKind`. */
export const priceFileUploadResponse = z.discriminatedUnion('reject', [
  ok({ sync: syncStatusSchema }),
  z.object({
    reject: z.literal(true),
    reason: z.enum(priceFileUploadRejections),
    message: z.string().optional(),
    fileKind: fileKindSchema.optional(),
  }),
]);

/** Forgetting the uploaded file (back to the configured source): ALREADY_RUNNING while a run is on. */
export const priceFileRemoveResponse = okOrRejected({ sync: syncStatusSchema }, ['ALREADY_RUNNING'] as const);

export const syncFailedItemParams = z.strictObject({ failedItemId: idParam });
