import { type LanguageCode, userPaths } from '@grocery/contracts';
import { ApiError, api } from '../../api/client';
import {
  parseConfirmEmailAnswer,
  parseForgotPasswordAnswer,
  parseLoginAnswer,
  parsePreferencesAnswer,
  parseRegisterAnswer,
  parseResendAnswer,
  parseResetPasswordAnswer,
} from './answers';
import { normalizeEmail, passwordDigest } from './passwordDigest';

/**
 * The account calls. Answers are checked against the contracts' answer types (answers.ts).
 * Business rejections come back as values (`reject: true` with a reason); HTTP errors throw
 * `ApiError`. Passwords leave the browser only as `passwordDigest(email, password)`; emails are
 * sent normalized.
 */

export function signIn(email: string, password: string) {
  return api.post(
    userPaths.login,
    { email: normalizeEmail(email), password: passwordDigest(email, password) },
    { allowReject: true, parse: parseLoginAnswer },
  );
}

export function register(values: {
  email: string;
  password: string;
  displayName: string;
  languageCode: LanguageCode;
}) {
  return api.post(
    userPaths.register,
    {
      email: normalizeEmail(values.email),
      password: passwordDigest(values.email, values.password),
      displayName: values.displayName.trim(),
      languageCode: values.languageCode,
    },
    { allowReject: true, parse: parseRegisterAnswer },
  );
}

export function resendConfirmation(email: string, languageCode: LanguageCode) {
  return api.post(
    userPaths.resendConfirmation,
    { email: normalizeEmail(email), languageCode },
    { allowReject: true, parse: parseResendAnswer },
  );
}

export function requestPasswordReset(email: string, languageCode: LanguageCode) {
  return api.post(
    userPaths.forgotPassword,
    { email: normalizeEmail(email), languageCode },
    { parse: parseForgotPasswordAnswer },
  );
}

export function resetPassword(token: string, email: string, password: string) {
  return api.post(
    userPaths.resetPassword,
    { token, email: normalizeEmail(email), password: passwordDigest(email, password) },
    { allowReject: true, parse: parseResetPasswordAnswer },
  );
}

export function confirmEmail(token: string) {
  return api.post(userPaths.confirmEmail, { token }, { allowReject: true, parse: parseConfirmEmailAnswer });
}

export function savePreferences(preferredLanguageCode: LanguageCode) {
  return api.put(userPaths.preferences, { preferredLanguageCode }, { parse: parsePreferencesAnswer });
}

/** A 429 answer: the server's rate limit for these calls. */
export function isTooManyRequests(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 429 || error.reason === 'TOO_MANY_REQUESTS');
}

/** The call never reached the server. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'NETWORK_ERROR';
}

/** No session (it ended, e.g. after a password reset elsewhere). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
