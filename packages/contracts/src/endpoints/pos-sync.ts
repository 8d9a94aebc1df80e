import { endpointsOf } from '../endpoint';
import type * as schemas from '../pos-sync';

/**
 * The catalogue sync with the point-of-sale system (decision 0048). The spec's client uses GETs for
 * start, stop and reset; here they are POSTs, since state never changes on GET.
 */
export const posSyncEndpoints = endpointsOf<typeof schemas>()('pos-sync', {
  status: {
    method: 'GET',
    path: '/api/admin/process/db-sync/status',
    access: ['admin_access', 'sync:read'],
    cache: 'private',
    summary: 'The sync: status, counts, speed, ETA, connection and the failed items.',
    response: 'syncStatusResponse',
  },
  start: {
    method: 'POST',
    path: '/api/admin/process/db-sync/start',
    access: ['admin_access', 'sync:write'],
    summary: 'Starts a full (or delta) run on the job queue; resumes a stopped run from its last batch.',
    body: 'syncStartRequest',
    response: 'syncCommandResponse',
  },
  stop: {
    method: 'POST',
    path: '/api/admin/process/db-sync/stop',
    access: ['admin_access', 'sync:write'],
    summary: 'Stops the run after the batch being written.',
    response: 'syncCommandResponse',
  },
  reset: {
    method: 'POST',
    path: '/api/admin/process/db-sync/reset',
    access: ['admin_access', 'sync:write'],
    summary: "Back to idle, clearing the run's state (never the catalogue).",
    response: 'syncCommandResponse',
  },
  confirm: {
    method: 'POST',
    path: '/api/admin/process/db-sync/confirm',
    access: ['admin_access', 'sync:write'],
    summary: 'Applies a held run (decision 0061): what it read, and the deactivations it would make.',
    response: 'syncCommandResponse',
  },
  signIn: {
    method: 'POST',
    path: '/api/admin/process/db-sync/sign-in',
    access: ['admin_access', 'sync:credentials'],
    summary: 'Signs in to the POS (a one-time code after CODE_REQUIRED); the session is kept encrypted.',
    body: 'posSignInRequest',
    response: 'posSignInResponse',
    rateLimited: true,
  },
  retryFailed: {
    method: 'POST',
    path: '/api/admin/process/db-sync/failed/:failedItemId/retry',
    access: ['admin_access', 'sync:write'],
    summary: 'Reads and writes one failed item again; answers the status.',
    params: 'syncFailedItemParams',
    response: 'syncCommandResponse',
  },
  uploadPriceFile: {
    method: 'POST',
    path: '/api/admin/process/db-sync/price-file',
    access: ['admin_access', 'sync:credentials'],
    summary:
      'Uploads a price-transparency file (multipart, one file, gzipped or not, at most POS_PRICE_FILE_MAX_MB): a PriceFull is read through to count its items and becomes the sync source; a PromoFull is imported at once (its result in the status).',
    upload: true,
    response: 'priceFileUploadResponse',
  },
  removePriceFile: {
    method: 'DELETE',
    path: '/api/admin/process/db-sync/price-file',
    access: ['admin_access', 'sync:credentials'],
    summary: 'Forgets the uploaded price file: the sync goes back to the configured source.',
    response: 'priceFileRemoveResponse',
  },
});
