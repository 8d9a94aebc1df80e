import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';

/**
 * Whether this store runs on demo data: SEED_DEMO_DATA is on and the demo accounts were made on
 * this database (decision 0022; their rows stay when an account is deleted). Its environment is then
 * shown as 'demo' rather than NODE_ENV's name (decision 0052). Once true it stays true, unasked.
 */
export function demoStoreCheck(db: Database, seedDemoData: boolean): () => Promise<boolean> {
  let demo = false;
  return async () => {
    if (!seedDemoData) return false;
    if (demo) return true;
    const [row] = rowsOf<{ made: boolean }>(
      await db.execute(sql`select exists (select 1 from demo_accounts) as made`),
    );
    demo = row?.made === true;
    return demo;
  };
}

/** The environment's name as the back office shows it: 'demo' on a demo store, else NODE_ENV's. */
export async function environmentName(isDemo: () => Promise<boolean>, nodeEnv: string): Promise<string> {
  return (await isDemo()) ? 'demo' : nodeEnv;
}
