import { type User, userEndpoints } from '@grocery/contracts';
import { call } from './call';
import { ApiError } from './client';

/**
 * The session calls the whole app needs at start and in the menu. Answers are typed by the contracts'
 * schemas and not checked again (the server checks each against the same schema), so that zod stays
 * out of the storefront's first load (decision 0009).
 */

/** `GET /api/users/authenticate`: the user of the session cookie, or null when nobody is signed in. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<User | null> {
  const answer = await call(userEndpoints.authenticate, {}, { allowReject: true, signal });
  return answer.reject ? null : answer.user;
}

/**
 * `POST /api/users/logout`. A 401 means the session had already ended (for instance after a password
 * reset elsewhere), which is what signing out wants, so it counts as success.
 */
export async function endSession(): Promise<void> {
  try {
    await call(userEndpoints.logout);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}
