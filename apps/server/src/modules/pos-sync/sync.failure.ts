import {
  type FileKindAnswer,
  fileKinds,
  type SyncFailureReason,
  syncFailureReasons,
} from '@grocery/contracts';
import { DrizzleQueryError } from 'drizzle-orm';
import { PosUnavailable } from './connector';
import { NotAPriceFile } from './connectors/price-full/kind';
import { PosKeyMissing } from './sync-secret';

/**
 * Why a run failed (decision 0053), kept in `pos_sync_runs.error` as "REASON: detail" so the status
 * answers the reason as a code (the page words it in the user's language) and the detail as it is.
 * A file of another kind keeps its kind too (decision 0067): "BAD_FILE[STORES Root]: detail".
 */
export interface SyncFailure {
  reason: SyncFailureReason;
  detail: string;
  fileKind?: FileKindAnswer;
}

/** The most a kept failure holds (decision 0061): the status answers it every few seconds. */
export const FAILURE_TEXT_MAX = 300;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Short, and never a database statement or its parameters (they may hold a whole item). */
export function failureOf(error: unknown): SyncFailure {
  let failure: SyncFailure;
  if (error instanceof PosUnavailable) {
    // Still expired right after a renewal: the POS wants a sign-in.
    const reason = error.reason === 'SESSION_EXPIRED' ? 'SIGN_IN_REQUIRED' : error.reason;
    failure = { reason, detail: error.message };
    if (error instanceof NotAPriceFile) failure.fileKind = { kind: error.kind, root: error.root };
  } else if (error instanceof PosKeyMissing) {
    failure = { reason: 'KEY_MISSING', detail: error.message };
  } else if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause.message : 'no reason given';
    failure = { reason: 'INTERNAL', detail: `a database statement of the sync failed: ${cause}` };
  } else {
    const message = error instanceof Error ? error.message : String(error);
    failure = { reason: 'INTERNAL', detail: `the sync stopped on an error: ${message}` };
  }
  return { ...failure, detail: cut(failure.detail, FAILURE_TEXT_MAX - headOf(failure).length - 2) };
}

/** "REASON" or "BAD_FILE[KIND root]": an XML name holds no space or bracket. */
function headOf({ reason, fileKind }: SyncFailure): string {
  if (!fileKind) return reason;
  return `${reason}[${fileKind.kind}${fileKind.root === null ? '' : ` ${fileKind.root}`}]`;
}

export const failureText = (failure: SyncFailure) =>
  cut(`${headOf(failure)}: ${failure.detail}`, FAILURE_TEXT_MAX);

const isReason = (text: string): text is SyncFailureReason =>
  (syncFailureReasons as readonly string[]).includes(text);

/** The kept text read back; a text from before decision 0053 is INTERNAL, or SIGN_IN_REQUIRED when it was an expired session. */
export function readFailure(text: string | null): SyncFailure | null {
  if (text === null) return null;
  if (text === 'SESSION_EXPIRED') return { reason: 'SIGN_IN_REQUIRED', detail: 'the POS session expired' };
  const match = /^([A-Z_]+)(?:\[([A-Z_]+)(?: ([^\s\]]+))?\])?: ([\s\S]*)$/.exec(text);
  const [, reason = '', kind = '', root = null, detail = ''] = match ?? [];
  if (!isReason(reason)) return { reason: 'INTERNAL', detail: text };
  return isKind(kind) ? { reason, detail, fileKind: { kind, root } } : { reason, detail };
}

const isKind = (text: string): text is FileKindAnswer['kind'] =>
  (fileKinds as readonly string[]).includes(text);
