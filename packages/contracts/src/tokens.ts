import { z } from 'zod';
import { idParam } from './catalogue';
import { ok, okOrRejected } from './envelope';
import { text } from './text';
import { emailSchema, passwordDigestSchema, userSchema } from './users';

/** The name an app gives the device it signs in from, shown in the account's list of apps. */
export const deviceNameSchema = text().min(1).max(100);

export const createTokenRequest = z.object({
  email: emailSchema,
  password: passwordDigestSchema,
  deviceName: deviceNameSchema,
});

/** A token as it is given once: the secret itself is never shown again. */
const issuedToken = {
  /** Sent as `Authorization: Bearer <token>`. */
  token: z.string(),
  tokenId: z.number().int(),
  expiresAt: z.string(),
};

export const createTokenResponse = okOrRejected({ ...issuedToken, user: userSchema }, [
  'WRONG_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
]);

export const appTokenSchema = z.object({
  tokenId: z.number().int(),
  deviceName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The token this call was made with. */
  current: z.boolean(),
});
export type AppToken = z.infer<typeof appTokenSchema>;

export const tokensResponse = ok({ tokens: z.array(appTokenSchema) });
export const tokenParams = z.object({ tokenId: idParam });
export const revokeTokenResponse = ok({});
/** Only a call made with a token can renew it: a browser session has none to give back. */
export const refreshTokenResponse = okOrRejected(issuedToken, ['NOT_A_TOKEN']);
