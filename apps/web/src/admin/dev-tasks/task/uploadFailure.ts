import { ApiError } from '../../../api/client';

/** Why an upload was refused, when the server said: too large (413) or a type not accepted (415). */
export function uploadFailureKind(error: unknown): 'tooLarge' | 'notAccepted' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413 || error.reason === 'PAYLOAD_TOO_LARGE') return 'tooLarge';
  if (error.status === 415 || error.reason === 'UNSUPPORTED_MEDIA_TYPE') return 'notAccepted';
  return null;
}
