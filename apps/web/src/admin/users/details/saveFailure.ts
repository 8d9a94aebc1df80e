import { ApiError } from '../../../api/client';

type Texts = { ownAccessRequired: string; lastAdmin: string };

/**
 * Why a save was refused, when the server said why (OWN_ACCESS_REQUIRED, LAST_ADMIN come back as
 * rejections with HTTP 200); null for any other failure, which only the general message describes.
 */
export function saveRefusal(error: unknown, texts: Texts): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.reason === 'OWN_ACCESS_REQUIRED') return texts.ownAccessRequired;
  if (error.reason === 'LAST_ADMIN') return texts.lastAdmin;
  return null;
}
