import { type SyncFailureReason, syncFailureReasons } from '@grocery/contracts';
import { PosUnavailable } from './connector';
import { PosKeyMissing } from './sync-secret';

/**
 * Why a run failed (decision 0053), kept in `pos_sync_runs.error` as "REASON: detail" so the status
 * answers the reason as a code (the page words it in the user's language) and the detail as it is.
 */
export interface SyncFailure {
  reason: SyncFailureReason;
  detail: string;
}

export function failureOf(error: unknown): SyncFailure {
  if (error instanceof PosUnavailable) {
    // Still expired right after a renewal: the POS wants a sign-in.
    const reason = error.reason === 'SESSION_EXPIRED' ? 'SIGN_IN_REQUIRED' : error.reason;
    return { reason, detail: error.message };
  }
  if (error instanceof PosKeyMissing) return { reason: 'KEY_MISSING', detail: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { reason: 'INTERNAL', detail: `the sync stopped on an error: ${message}` };
}

export const failureText = (failure: SyncFailure) => `${failure.reason}: ${failure.detail}`;

const isReason = (text: string): text is SyncFailureReason =>
  (syncFailureReasons as readonly string[]).includes(text);

/** The kept text read back; a text from before decision 0053 is INTERNAL, or SIGN_IN_REQUIRED when it was an expired session. */
export function readFailure(text: string | null): SyncFailure | null {
  if (text === null) return null;
  if (text === 'SESSION_EXPIRED') return { reason: 'SIGN_IN_REQUIRED', detail: 'the POS session expired' };
  const match = /^([A-Z_]+): ([\s\S]*)$/.exec(text);
  const reason = match?.[1] ?? '';
  return isReason(reason) ? { reason, detail: match?.[2] ?? '' } : { reason: 'INTERNAL', detail: text };
}
