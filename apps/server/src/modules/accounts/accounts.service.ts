import type { LanguageCode, tokenRejections } from '@grocery/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/config';
import { hashToken } from '../../config/secrets';
import type { Database } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { queuePasswordReset } from '../../domain/accounts/password-reset';
import { issueToken, type TokenPurpose } from '../../domain/accounts/user-tokens';
import { accountLink, accountMail } from '../../mail/account-mails';
import type { Mailer } from '../../mail/mailer';
import { issueAppToken } from './app-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { consumeSignInLimits, forgiveSignInAttempts, type SignInAttempt } from './rate-limit';
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  findUserWithPermissions,
  type UserWithPermissions,
} from './sessions';
import { findTrustedDevice, trustDevice } from './trusted-devices';

export interface AccountsDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

/** A service answer: a business rejection with its reason, or success (reason null) with data. */
type Outcome<R extends string, T extends object = object> = { reason: R } | ({ reason: null } & T);
const fail = <R extends string>(reason: R) => ({ reason });
const success = { reason: null } as const;

type TokenRejection = (typeof tokenRejections)[number];
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type SignIn = { email: string; password: string; ip: string };

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/**
 * Uses up a token: INVALID_TOKEN when unknown or (given an email) issued to another address;
 * TOKEN_REPLACED when a newer one of its kind was sent; TOKEN_USED; TOKEN_EXPIRED when late. Only
 * a successful call uses it up.
 */
async function consumeToken(
  tx: Tx,
  token: string,
  purpose: TokenPurpose,
  email?: string,
): Promise<Outcome<TokenRejection, { userId: number }>> {
  const [row] = await tx
    .select({
      tokenHash: userTokens.tokenHash,
      userId: userTokens.userId,
      usedAt: userTokens.usedAt,
      replacedAt: userTokens.replacedAt,
      expiresAt: userTokens.expiresAt,
      email: users.email,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.userId, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)))
    .for('update', { of: userTokens });
  if (!row) return fail('INVALID_TOKEN' as const);
  if (email !== undefined && row.email.toLowerCase() !== email.trim().toLowerCase()) {
    return fail('INVALID_TOKEN' as const);
  }
  if (row.replacedAt) return fail('TOKEN_REPLACED' as const);
  if (row.usedAt) return fail('TOKEN_USED' as const);
  if (row.expiresAt.getTime() <= Date.now()) return fail('TOKEN_EXPIRED' as const);
  await tx.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.tokenHash, row.tokenHash));
  return { reason: null, userId: row.userId };
}

export function accountsService({ db, config, mailer }: AccountsDeps) {
  async function queueConfirmation(
    tx: Tx,
    user: { userId: number; email: string; displayName: string },
    language: LanguageCode,
  ) {
    const token = await issueToken(tx, user.userId, 'confirm_email', config.confirmTokenTtlHours * 3_600_000);
    await mailer.enqueue(
      tx,
      accountMail({
        kind: 'confirmEmail',
        language,
        to: user.email,
        name: user.displayName,
        link: accountLink(config.publicUrl, language, 'confirm-email', token),
        hours: config.confirmTokenTtlHours,
      }),
    );
  }

  async function findTrustedDeviceOf(email: string, deviceId: string | undefined) {
    if (!deviceId) return null;
    const [user] = await db.select({ userId: users.userId }).from(users).where(byEmail(email)).limit(1);
    return findTrustedDevice(db, deviceId, user?.userId);
  }

  /**
   * The user an email and password name, counted against the sign-in limits (a device that signed
   * in before is counted apart); WRONG_CREDENTIALS, or EMAIL_NOT_VERIFIED told only to whoever
   * knows the password.
   */
  async function checkSignIn(
    input: SignIn,
    trustedDeviceHash: string | null,
  ): Promise<Outcome<'WRONG_CREDENTIALS' | 'EMAIL_NOT_VERIFIED', { userId: number }>> {
    const [user] = await db
      .select({
        userId: users.userId,
        passwordHash: users.passwordHash,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(byEmail(input.email))
      .limit(1);
    const attempt: SignInAttempt = { ip: input.ip, email: input.email, trustedDeviceHash };
    if (config.rateLimitsEnabled) await consumeSignInLimits(db, attempt);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) return fail('WRONG_CREDENTIALS' as const);
    if (config.rateLimitsEnabled) await forgiveSignInAttempts(db, attempt);
    if (!user.emailVerifiedAt) return fail('EMAIL_NOT_VERIFIED' as const);
    return { reason: null, userId: user.userId };
  }

  return {
    async register(input: {
      email: string;
      password: string;
      displayName: string;
      languageCode: LanguageCode;
    }) {
      const passwordHash = await hashPassword(input.password);
      const created = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email.trim(),
            displayName: input.displayName.trim(),
            passwordHash,
            preferredLanguageCode: input.languageCode,
          })
          .onConflictDoNothing()
          .returning({ userId: users.userId, email: users.email, displayName: users.displayName });
        if (!user) return false;
        await queueConfirmation(tx, user, input.languageCode);
        return true;
      });
      if (!created) return fail('USER_EXISTS' as const);
      return success;
    },

    /**
     * Signs in a browser; EMAIL_NOT_VERIFIED is told only to whoever knows the password. `deviceId`
     * is the browser's device cookie; a browser without a valid one for this account gets a new one.
     */
    async login(input: SignIn & { deviceId?: string; previousSessionId?: string }) {
      const trustedDeviceHash = await findTrustedDeviceOf(input.email, input.deviceId);
      const checked = await checkSignIn(input, trustedDeviceHash);
      if (checked.reason) return checked;
      const { userId } = checked;
      const { sessionId, newDeviceId } = await db.transaction(async (tx) => {
        if (input.previousSessionId) await deleteSession(tx, input.previousSessionId);
        return {
          sessionId: (await createSession(tx, userId, config)).sessionId,
          newDeviceId: trustedDeviceHash ? null : await trustDevice(tx, userId),
        };
      });
      const signedIn = (await findUserWithPermissions(db, userId)) as UserWithPermissions;
      return { reason: null, user: signedIn, sessionId, newDeviceId };
    },

    /** Signs in an app: the same checks as a browser's, then a bearer token for that device. */
    async signInApp(input: SignIn & { deviceName: string }) {
      const checked = await checkSignIn(input, null);
      if (checked.reason) return checked;
      const issued = await db.transaction((tx) =>
        issueAppToken(tx, checked.userId, input.deviceName, config),
      );
      const signedIn = (await findUserWithPermissions(db, checked.userId)) as UserWithPermissions;
      return { reason: null, user: signedIn, ...issued };
    },

    logout: (sessionId: string) => deleteSession(db, sessionId),

    async updatePreferences(userId: number, preferredLanguageCode: LanguageCode) {
      await db
        .update(users)
        .set({ preferredLanguageCode, modifiedAt: new Date() })
        .where(eq(users.userId, userId));
      return (await findUserWithPermissions(db, userId)) as UserWithPermissions;
    },

    /**
     * An unknown email answers the same success as a known one. The mail is in the language the
     * user chose (stored at sign-up or in settings), not the page's the request came from.
     */
    async resendConfirmation(input: { email: string }) {
      const outcome = await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(byEmail(input.email)).limit(1);
        if (!user) return 'unknown';
        if (user.emailVerifiedAt) return 'verified';
        // The column's check constraint allows only the supported languages.
        await queueConfirmation(tx, user, user.preferredLanguageCode as LanguageCode);
        return 'sent';
      });
      if (outcome === 'verified') return fail('EMAIL_ALREADY_VERIFIED' as const);
      return success;
    },

    /** Always the same neutral answer; a mail goes out only when the account exists. */
    async forgotPassword(input: { email: string; languageCode: LanguageCode }) {
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(byEmail(input.email)).limit(1);
        if (!user) return;
        await queuePasswordReset(tx, { config, mailer }, user, input.languageCode);
      });
      return success;
    },

    /** Sets the new password and ends every other session of the user. */
    async resetPassword(input: {
      token: string;
      email: string;
      password: string;
      currentSessionHash?: string;
    }) {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const consumed = await consumeToken(tx, input.token, 'reset_password', input.email);
        if (consumed.reason) return fail(consumed.reason);
        // The link came by mail, so following it also proves the address.
        await tx
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            modifiedAt: new Date(),
          })
          .where(eq(users.userId, consumed.userId));
        await deleteOtherSessions(tx, consumed.userId, input.currentSessionHash);
        return success;
      });
    },

    async confirmEmail(token: string) {
      return db.transaction(async (tx) => {
        const consumed = await consumeToken(tx, token, 'confirm_email');
        if (consumed.reason) return fail(consumed.reason);
        await tx
          .update(users)
          .set({ emailVerifiedAt: new Date(), modifiedAt: new Date() })
          .where(and(eq(users.userId, consumed.userId), isNull(users.emailVerifiedAt)));
        return success;
      });
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
