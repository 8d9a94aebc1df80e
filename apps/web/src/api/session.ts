import { type LanguageCode, languageCodes, type User, userEndpoints } from '@grocery/contracts';
import { call } from './call';
import { ApiError } from './client';

/**
 * The session calls the whole app needs at start and in the menu. The user's shape is checked by
 * hand (typed by the contracts' `userSchema`) so that zod stays out of the storefront's first load
 * (decision 0009); the account pages, loaded lazily, parse their answers with the contracts' schemas.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Checks a user object from an answer; throws on a wrong shape. */
export function parseUser(value: unknown): User {
  if (!isRecord(value)) throw new Error('user');
  const { userId, displayName, email, preferredLanguageCode, permissions } = value;
  if (typeof userId !== 'number' || !Number.isInteger(userId)) throw new Error('user.userId');
  if (typeof displayName !== 'string') throw new Error('user.displayName');
  if (typeof email !== 'string') throw new Error('user.email');
  if (!(languageCodes as readonly unknown[]).includes(preferredLanguageCode))
    throw new Error('user.preferredLanguageCode');
  if (!Array.isArray(permissions) || !permissions.every((item) => typeof item === 'string'))
    throw new Error('user.permissions');
  return {
    userId,
    displayName,
    email,
    preferredLanguageCode: preferredLanguageCode as LanguageCode,
    permissions: permissions as User['permissions'],
  };
}

/** The authenticate answer: the signed-in user, or null when the answer is a rejection (nobody signed in). */
export function parseAuthenticateAnswer(value: unknown): User | null {
  if (isRecord(value) && value.reject === true) return null;
  if (!isRecord(value)) throw new Error('answer');
  return parseUser(value.user);
}

/** `GET /api/users/authenticate`: the user of the session cookie, or null when nobody is signed in. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<User | null> {
  return parseAuthenticateAnswer(await call(userEndpoints.authenticate, {}, { allowReject: true, signal }));
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
