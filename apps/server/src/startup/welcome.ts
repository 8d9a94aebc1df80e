import type { Config } from '../config/config';
import type { DatabaseKind } from '../db/client';
import { demoAccounts } from '../modules/accounts/demo-accounts';

/** The lines a new user reads after `npm start`: where to open the store and how to sign in. */
export function printWelcome(input: {
  config: Config;
  address: string;
  databaseKind: DatabaseKind;
  startupMs: number;
}): void {
  const { config } = input;
  const database = input.databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    '  Grocery store is running',
    `  Storefront:     ${config.publicUrl}/`,
    `  Administration: ${config.publicUrl}/admin`,
    `  API docs:       ${config.publicUrl}/api/docs`,
    `  Database:       ${database}`,
    `  Listening on:   ${input.address}`,
    `  Started in ${(input.startupMs / 1000).toFixed(1)} s`,
    '',
  ];
  if (input.config.seedDemoData) {
    lines.push('  Demo accounts:');
    for (const account of demoAccounts) {
      lines.push(`    ${account.role.padEnd(17)} ${account.email.padEnd(28)} password: ${account.password}`);
    }
  }
  lines.push('');
  console.log(lines.join('\n'));
}
