import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The demo accounts' first passwords: the server writes them to DATA_DIR/demo-accounts.txt at its
 * first start; global setup reads that file into E2E_DEMO_PASSWORDS for the tests.
 */
export async function readDemoPasswords(dataDir: string): Promise<Record<string, string>> {
  const text = await fs.readFile(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
  const entries = text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/).slice(0, 2));
  return Object.fromEntries(entries);
}

const emails = {
  admin: 'admin@freshcart.example',
  shopper: 'shopper@freshcart.example',
  business: 'business@freshcart.example',
} as const;

export type DemoRole = keyof typeof emails;

/** Email and first password of a demo account of the server under test. */
export function demoAccount(role: DemoRole): { email: string; password: string } {
  const email = emails[role];
  const password = (JSON.parse(process.env.E2E_DEMO_PASSWORDS ?? '{}') as Record<string, string>)[email];
  if (!password) throw new Error(`No demo password for ${email}: is global setup running?`);
  return { email, password };
}
