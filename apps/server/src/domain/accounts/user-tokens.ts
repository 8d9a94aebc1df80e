import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../../config/secrets';
import { userTokens } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';

/** What a mailed link lets its holder do once. */
export type TokenPurpose = 'confirm_email' | 'reset_password';

/** Issues a new single-use token; earlier unused ones of the same purpose are marked replaced. */
export async function issueToken(
  tx: Transaction,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  await tx
    .update(userTokens)
    .set({ replacedAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        isNull(userTokens.replacedAt),
      ),
    );
  const token = randomToken();
  await tx.insert(userTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}
