import path from 'node:path';
import type { Config } from '../config/config';
import type { DatabaseKind } from '../db/client';
import { type DemoAccountLine, demoPasswordFileName } from './demo-logins';

function demoAccountText(line: DemoAccountLine): string {
  if (line.state === 'deleted') return 'deleted';
  if (line.state === 'password changed') return 'password changed';
  return line.password
    ? `password: ${line.password}`
    : 'first password (not in the file any more): change it';
}

/** The lines a new user reads after `npm start`: where to open the store and how to sign in. */
export function printWelcome(input: {
  config: Config;
  address: string;
  databaseKind: DatabaseKind;
  startupMs: number;
  demoAccounts: DemoAccountLine[];
  /** The reference POS run in-process as the demo POS (startup/demo-pos.ts). */
  demoPos?: { url: string; username: string; password: string; code: string | null } | null;
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
  if (input.demoAccounts.length > 0) {
    const file = path.join(config.dataDir, demoPasswordFileName);
    lines.push(`  Demo accounts (first passwords also in ${file}, until changed):`);
    for (const account of input.demoAccounts) {
      lines.push(`    ${account.role.padEnd(17)} ${account.email.padEnd(28)} ${demoAccountText(account)}`);
    }
  }
  if (input.demoPos) {
    const { url, username, password, code } = input.demoPos;
    lines.push('', `  Demo POS (Administration > Database sync): ${url}`);
    lines.push(`    username: ${username}   password: ${password}${code ? `   one-time code: ${code}` : ''}`);
  }
  lines.push('');
  console.log(lines.join('\n'));
}
