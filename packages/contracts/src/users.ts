import { z } from 'zod';
import { ok } from './envelope';
import { languageCodeSchema } from './language-schema';
import { text } from './text';

/** The spec's email rule: non-space text, an at sign, non-space text, a dot, non-space text. */
export const emailPattern = /^\S+@\S+\.\S+$/;
export const emailSchema = text().max(254).regex(emailPattern, 'Enter a valid email address.');
/** The client sends SHA-256(email + password) as 64 hex characters; never the password itself. */
export const passwordDigestSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/i, 'must be a SHA-256 hex digest')
  .transform((value) => value.toLowerCase());
export const displayNameSchema = text().min(2).max(100);

export const passwordRules = { signInMinimum: 3, signUpMinimum: 8, displayNameMinimum: 2 } as const;

export const userSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  preferredLanguageCode: languageCodeSchema,
  permissions: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** Answers that may be a business rejection (HTTP 200, reject true) with one of the given reasons. */
function rejectable<T extends z.ZodRawShape, R extends readonly [string, ...string[]]>(shape: T, reasons: R) {
  return z.union([
    ok(shape),
    z.object({ reject: z.literal(true), reason: z.enum(reasons), message: z.string().optional() }),
  ]);
}

export const authenticateResponse = rejectable({ user: userSchema }, ['NOT_AUTHENTICATED']);

export const loginRequest = z.object({ email: emailSchema, password: passwordDigestSchema });
export const loginResponse = rejectable({ user: userSchema }, ['WRONG_CREDENTIALS', 'EMAIL_NOT_VERIFIED']);

export const registerRequest = z.object({
  email: emailSchema,
  password: passwordDigestSchema,
  displayName: displayNameSchema,
  languageCode: languageCodeSchema,
});
export const registerResponse = rejectable({}, ['USER_EXISTS']);

export const logoutResponse = ok({});

export const preferencesRequest = z.object({ preferredLanguageCode: languageCodeSchema });
export const preferencesResponse = ok({ user: userSchema });

export const resendConfirmationRequest = z.object({ email: emailSchema, languageCode: languageCodeSchema });
export const resendConfirmationResponse = rejectable({}, ['EMAIL_ALREADY_VERIFIED']);

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

export const resetPasswordResponse = rejectable({}, tokenRejections);

export const confirmEmailRequest = z.object({ token: tokenSchema });
export const confirmEmailResponse = rejectable({}, tokenRejections);

export type AuthenticateResponse = z.infer<typeof authenticateResponse>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type RegisterResponse = z.infer<typeof registerResponse>;

/** The signed-in admin's own account: the smallest call behind admin_access. */
export const adminMeResponse = ok({ user: userSchema });
