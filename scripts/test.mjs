#!/usr/bin/env node
// The one test command: typecheck, lint, unit tests (contracts, web, POS reference), server tests on PGlite and on PostgreSQL,
// browser tests. A part that cannot run prints a loud SKIPPED line; with CI=true that fails the run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const chromiumPath = '/usr/bin/chromium';
const results = [];

function run(name, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const outcome = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, status: outcome.status === 0 ? 'passed' : 'FAILED', seconds });
}

/**
 * Runs steps at the same time (they wait on their databases more than they compute), each one's
 * output held and printed whole when it ends, so the logs do not interleave.
 */
async function runTogether(steps) {
  await Promise.all(
    steps.map(
      ({ name, command, args, options = {} }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            ...options,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...options.env },
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(output));
            results.push({ name, status: status === 0 ? 'passed' : 'FAILED', seconds });
            resolve();
          });
        }),
    ),
  );
}

function skip(name, why) {
  console.log(`\n${'!'.repeat(72)}\n!!! SKIPPED: ${name} — ${why}\n${'!'.repeat(72)}`);
  results.push({ name, status: isCi ? 'FAILED (skipped in CI)' : 'SKIPPED', seconds: '0.0' });
}

async function postgresReachable() {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    return error.message;
  } finally {
    await client.end().catch(() => {});
  }
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
run('contracts unit tests', 'npx', ['vitest', 'run'], { cwd: 'packages/contracts' });
run('web unit tests', 'npx', ['vitest', 'run'], { cwd: 'apps/web' });
run('POS reference tests', 'npx', ['vitest', 'run'], { cwd: 'apps/pos-reference' });
// The server's tests render the storefront's pages with the web app's real build.
run('web build', 'npm', ['run', 'build']);
const serverTests = (name, env) => ({
  name,
  command: 'npx',
  args: ['vitest', 'run'],
  options: { cwd: 'apps/server', env },
});
const reachable = await postgresReachable();
if (reachable === true) {
  await runTogether([
    serverTests('server tests on PGlite', { TEST_DB: 'pglite' }),
    serverTests('server tests on PostgreSQL', { TEST_DB: 'postgres', TEST_DATABASE_URL: testDatabaseUrl }),
  ]);
} else {
  await runTogether([serverTests('server tests on PGlite', { TEST_DB: 'pglite' })]);
  skip('server tests on PostgreSQL', `no PostgreSQL at TEST_DATABASE_URL (${reachable})`);
}

if (fs.existsSync(chromiumPath)) {
  run('web component tests (Chromium)', 'npx', ['vitest', 'run', '--config', 'vitest.browser.config.ts'], {
    cwd: 'apps/web',
  });
  run('browser tests (Chromium)', 'npx', ['playwright', 'test'], { cwd: 'e2e' });
} else {
  skip('browser tests (Chromium)', `${chromiumPath} not found (apt-get install chromium)`);
}

console.log('\n=== summary ===');
for (const result of results) console.log(`${result.status.padEnd(24)} ${result.name} (${result.seconds} s)`);
const failed = results.filter((result) => result.status !== 'passed' && result.status !== 'SKIPPED').length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
