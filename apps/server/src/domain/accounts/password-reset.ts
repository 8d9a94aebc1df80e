import type { LanguageCode } from '@grocery/contracts';
import type { Config } from '../../config/config';
import type { Transaction } from '../../db/user-lock';
import { accountLink, accountMail } from '../../mail/account-mails';
import type { Mailer } from '../../mail/mailer';
import { issueToken } from './user-tokens';

/**
 * A password-reset link for the user, as the storefront's "forgot password" and the admin's "send
 * reset link" both send it: a new single-use token (earlier unused ones stop working) and its mail
 * in `language`, queued in the caller's transaction so both exist only if it commits.
 */
export async function queuePasswordReset(
  tx: Transaction,
  deps: { config: Pick<Config, 'publicUrl' | 'resetTokenTtlMinutes'>; mailer: Mailer },
  user: { userId: number; email: string; displayName: string },
  language: LanguageCode,
): Promise<void> {
  const minutes = deps.config.resetTokenTtlMinutes;
  const token = await issueToken(tx, user.userId, 'reset_password', minutes * 60_000);
  await deps.mailer.enqueue(
    tx,
    accountMail({
      kind: 'resetPassword',
      language,
      to: user.email,
      name: user.displayName,
      link: accountLink(deps.config.publicUrl, language, 'reset-password', token),
      minutes,
    }),
  );
}
