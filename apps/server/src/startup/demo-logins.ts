import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import {
  type DemoAccountState,
  demoAccountStates,
  demoAccounts,
  seedDemoAccounts,
} from '../modules/accounts/demo-accounts';

export const demoPasswordFileName = 'demo-accounts.txt';

/** What the banner tells about one demo account. */
export interface DemoAccountLine {
  role: string;
  email: string;
  state: DemoAccountState;
  /** The first password while the account still has it and the file holds it. */
  password?: string;
}

export class DemoAccountsRefused extends Error {}

const fileHeader = [
  '# First passwords of the demo accounts. Only the owner of this file can read it.',
  '# A line goes away at the next start once its account has another password or is deleted.',
];

/** `email password` lines of the file; a missing file holds none. */
async function readPasswords(file: string): Promise<Map<string, string>> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const entries = text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/))
    .filter((parts): parts is [string, string, ...string[]] => parts.length >= 2);
  return new Map(entries.map(([email, password]) => [email, password]));
}

/** Writes the file readable and writable by its owner only (0600), replacing it whole. */
async function writePasswords(file: string, logins: { email: string; password: string; role: string }[]) {
  if (logins.length === 0) {
    await fs.rm(file, { force: true });
    return;
  }
  const width = Math.max(...logins.map((login) => login.email.length));
  const lines = logins.map((login) => `${login.email.padEnd(width)}  ${login.password}  ${login.role}`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${[...fileHeader, ...lines].join('\n')}\n`, { mode: 0o600 });
  await fs.chmod(temporary, 0o600);
  await fs.rename(temporary, file);
}

/**
 * At start: refuses production while a demo account has its first password; otherwise makes the
 * demo accounts on a new database (writing their passwords to DATA_DIR/demo-accounts.txt), drops
 * lines of accounts whose password changed, and returns what the banner shows and whether this
 * start made the accounts (a new database).
 */
export async function prepareDemoAccounts(input: {
  db: Database;
  dataDir: string;
  production: boolean;
  seed: boolean;
}): Promise<{ lines: DemoAccountLine[]; made: boolean }> {
  const file = path.join(input.dataDir, demoPasswordFileName);
  let made = false;
  if (input.production) {
    const unchanged = (await demoAccountStates(input.db)).filter((row) => row.state === 'first password');
    if (unchanged.length > 0) {
      throw new DemoAccountsRefused(
        `Refusing to start with NODE_ENV=production: ${unchanged.map((row) => row.email).join(', ')} ` +
          'still has its first demo password. Start once without NODE_ENV=production and change the ' +
          'password (Forgot password) or delete the account.',
      );
    }
  } else if (input.seed) {
    made = (await seedDemoAccounts(input.db, (logins) => writePasswords(file, logins))) !== null;
  }
  const states = await demoAccountStates(input.db);
  const passwords = await readPasswords(file);
  const order = (email: string) => demoAccounts.findIndex((account) => account.email === email);
  const lines = states
    .sort((a, b) => order(a.email) - order(b.email))
    .map(({ email, state }): DemoAccountLine => {
      const role = demoAccounts.find((account) => account.email === email)?.role ?? 'Demo account';
      const password = state === 'first password' ? passwords.get(email) : undefined;
      return { role, email, state, ...(password ? { password } : {}) };
    });
  const kept = lines.filter((line): line is DemoAccountLine & { password: string } => !!line.password);
  if (kept.length !== passwords.size) await writePasswords(file, kept);
  return { lines, made };
}
