import { z } from 'zod';
import { ok, okOrRejected } from './envelope';
import { languageCodeSchema } from './language-schema';
import { accountLimits, emailPattern } from './limits';
import { permissionNames } from './permissions';
import { text } from './text';

export const emailSchema = text()
  .max(accountLimits.emailMax)
  .regex(emailPattern, 'Enter a valid email address.');
/** The client sends SHA-256(email + password) as 64 hex characters; never the password itself. */
export const passwordDigestSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/i, 'must be a SHA-256 hex digest')
  .transform((value) => value.toLowerCase());
export const displayNameSchema = text().min(accountLimits.displayNameMin).max(accountLimits.displayNameMax);

export const userSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  preferredLanguageCode: languageCodeSchema,
  permissions: z.array(z.enum(permissionNames)),
});
export type User = z.infer<typeof userSchema>;

export const authenticateResponse = okOrRejected({ user: userSchema }, ['NOT_AUTHENTICATED']);

export const loginRequest = z.object({ email: emailSchema, password: passwordDigestSchema });
export const loginResponse = okOrRejected({ user: userSchema }, ['WRONG_CREDENTIALS', 'EMAIL_NOT_VERIFIED']);

export const registerRequest = z.object({
  email: emailSchema,
  password: passwordDigestSchema,
  displayName: displayNameSchema,
  languageCode: languageCodeSchema,
});
export const registerResponse = okOrRejected({}, ['USER_EXISTS']);

export const logoutResponse = ok({});

export const preferencesRequest = z.object({ preferredLanguageCode: languageCodeSchema });
export const preferencesResponse = ok({ user: userSchema });

export const resendConfirmationRequest = z.object({ email: emailSchema, languageCode: languageCodeSchema });
export const resendConfirmationResponse = okOrRejected({}, ['EMAIL_ALREADY_VERIFIED']);

export const forgotPasswordRequest = z.object({ email: emailSchema, languageCode: languageCodeSchema });
/** Always the same neutral success, whether or not the account exists. */
export const forgotPasswordResponse = ok({});

export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'malformed token');

export const resetPasswordRequest = z.object({
  token: tokenSchema,
  email: emailSchema,
  password: passwordDigestSchema,
});
/**
 * Why a mailed link does not work: unknown (INVALID_TOKEN), already used (TOKEN_USED), voided by a
 * newer link of the same kind (TOKEN_REPLACED), or too old (TOKEN_EXPIRED).
 */
export const tokenRejections = ['INVALID_TOKEN', 'TOKEN_USED', 'TOKEN_REPLACED', 'TOKEN_EXPIRED'] as const;

export const resetPasswordResponse = okOrRejected({}, tokenRejections);

export const confirmEmailRequest = z.object({ token: tokenSchema });
export const confirmEmailResponse = okOrRejected({}, tokenRejections);

/** The signed-in admin's own account: the smallest call behind admin_access. */
export const adminMeResponse = ok({ user: userSchema });
