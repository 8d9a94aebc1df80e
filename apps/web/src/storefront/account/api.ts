import {
  confirmEmailResponse,
  forgotPasswordResponse,
  type LanguageCode,
  loginResponse,
  preferencesResponse,
  registerResponse,
  resendConfirmationResponse,
  resetPasswordResponse,
  revokeTokenResponse,
  tokenEndpoints,
  tokensResponse,
  userEndpoints,
} from '@grocery/contracts';
import { call } from '../../api/call';
import { ApiError } from '../../api/client';
import { normalizeEmail, passwordDigest } from './passwordDigest';

/**
 * The account calls. Answers are checked with the contracts' schemas: this module is part of the
 * lazily loaded account chunk, so zod arrives with that chunk, not in the first load (the build
 * fails if it ever does). Business rejections come back as values (`reject: true` with a reason); HTTP errors throw
 * `ApiError`. Passwords leave the browser only as `passwordDigest(email, password)`; emails are
 * sent normalized.
 */

export function signIn(email: string, password: string) {
  return call(
    userEndpoints.login,
    { body: { email: normalizeEmail(email), password: passwordDigest(email, password) } },
    { allowReject: true, parse: loginResponse },
  );
}

export function register(values: {
  email: string;
  password: string;
  displayName: string;
  languageCode: LanguageCode;
}) {
  return call(
    userEndpoints.register,
    {
      body: {
        email: normalizeEmail(values.email),
        password: passwordDigest(values.email, values.password),
        displayName: values.displayName.trim(),
        languageCode: values.languageCode,
      },
    },
    { allowReject: true, parse: registerResponse },
  );
}

export function resendConfirmation(email: string, languageCode: LanguageCode) {
  return call(
    userEndpoints.resendConfirmation,
    { body: { email: normalizeEmail(email), languageCode } },
    { allowReject: true, parse: resendConfirmationResponse },
  );
}

export function requestPasswordReset(email: string, languageCode: LanguageCode) {
  return call(
    userEndpoints.forgotPassword,
    { body: { email: normalizeEmail(email), languageCode } },
    { parse: forgotPasswordResponse },
  );
}

export function resetPassword(token: string, email: string, password: string) {
  return call(
    userEndpoints.resetPassword,
    { body: { token, email: normalizeEmail(email), password: passwordDigest(email, password) } },
    { allowReject: true, parse: resetPasswordResponse },
  );
}

export function confirmEmail(token: string) {
  return call(
    userEndpoints.confirmEmail,
    { body: { token } },
    { allowReject: true, parse: confirmEmailResponse },
  );
}

export function savePreferences(preferredLanguageCode: LanguageCode) {
  return call(userEndpoints.preferences, { body: { preferredLanguageCode } }, { parse: preferencesResponse });
}

/** The apps signed in to the account with a token (decision 0073), newest first. */
export async function fetchAppTokens(signal?: AbortSignal) {
  return (await call(tokenEndpoints.list, {}, { parse: tokensResponse, signal })).tokens;
}

export function revokeAppToken(tokenId: number) {
  return call(
    tokenEndpoints.revoke,
    { params: { tokenId: String(tokenId) } },
    { parse: revokeTokenResponse },
  );
}

/** A 429 answer: the server's rate limit for these calls. */
export function isTooManyRequests(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 429 || error.reason === 'TOO_MANY_REQUESTS');
}

/** Seconds until a rate-limited call is taken again: what the server said, else a minute. */
export function retryAfterOf(error: ApiError): number {
  return error.retryAfterSeconds ?? 60;
}

/** The call never reached the server. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'NETWORK_ERROR';
}
