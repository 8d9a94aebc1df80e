import type { LanguageCode } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from './client';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction on it: reads that run either way. */
export type Executor = Database | Transaction;

/**
 * Locks the user's row until the transaction ends. Work that changes one user's addresses or turns
 * their cart into an order runs after it, so two calls for one user take turns and never meet each
 * other's half-done work. Answers the user's preferred language, or null when there is no such user.
 */
export async function lockUser(tx: Transaction, userId: number): Promise<{ language: LanguageCode } | null> {
  const [row] = rowsOf<{ language: LanguageCode }>(
    await tx.execute(
      sql`select preferred_language_code as "language" from users where user_id = ${userId} for update`,
    ),
  );
  return row ?? null;
}
