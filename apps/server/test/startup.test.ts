import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { userEndpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { passwordDigest } from '../src/modules/accounts/demo-accounts';
import { createTestDatabase, testDriver } from './database';

const serverDir = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-start-'));
  folders.push(dir);
  return dir;
}

/** Runs `npm start`'s server process with the given environment until it exits or `until` matches. */
function startServer(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{
    code: number | null;
    output: string;
    /** All it printed so far (output is what it had printed when `until` matched). */
    printed: () => string;
    stop: () => Promise<number | null>;
  }>((resolve) => {
    const stop = () =>
      new Promise<number | null>((done) => {
        child.once('exit', (code) => done(code));
        child.kill('SIGTERM');
      });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve({ code: null, output, printed: () => output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => resolve({ code, output, printed: () => output, stop: async () => code }));
  });
}

afterAll(async () => {
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/**
 * A server process loads every module through tsx before it reads its configuration: on a loaded
 * two-core machine (both databases' suites at once) even a start that stops at once took over 30 s.
 */
const processTimeout = 120_000;

describe('starting the server', () => {
  it(
    'stops with a message naming a bad environment variable',
    async () => {
      const result = await startServer({ PORT: 'eighty', DATA_DIR: await tempDir() });
      expect(result.code).not.toBe(0);
      expect(result.output).toContain('PORT');
      expect(result.output).not.toMatch(/at .*\.ts:\d+/);
    },
    processTimeout,
  );

  it(
    'stops with a clear message when the database cannot be reached',
    async () => {
      const result = await startServer({
        DATABASE_URL: 'postgres://shop:hunter2@127.0.0.1:1/shop',
        DATA_DIR: await tempDir(),
      });
      expect(result.code).not.toBe(0);
      expect(result.output).toContain('Cannot connect to PostgreSQL at postgres://shop:***@127.0.0.1:1/shop');
      expect(result.output).not.toContain('hunter2');
    },
    processTimeout,
  );

  it.runIf(testDriver === 'pglite')(
    'logs JSON lines when stdout is not a terminal, readable lines with LOG_FORMAT=pretty, and each request only at debug',
    async () => {
      const env = { PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info' };
      const askHealth = async (output: string) => {
        const address = /Listening on: +(\S+)/.exec(output)?.[1];
        expect((await fetch(`${address}/api/health`)).status).toBe(200);
      };
      const json = await startServer({ ...env, DATA_DIR: await tempDir() }, /Started in/);
      await askHealth(json.output);
      expect(await json.stop()).toBe(0);
      const logLines = json
        .printed()
        .split('\n')
        .filter((line) => line.startsWith('{'));
      for (const line of logLines) expect(JSON.parse(line)).toMatchObject({ level: expect.any(Number) });
      expect(logLines.join('\n')).toContain('Server listening at');
      expect(logLines.join('\n')).toContain('shutting down');
      expect(json.printed()).not.toMatch(/^\[\d\d:\d\d:\d\d\]/m);
      // The request was answered, and at info nothing logged it.
      expect(json.printed()).not.toContain('request completed');

      const pretty = await startServer(
        { ...env, DATA_DIR: await tempDir(), LOG_FORMAT: 'pretty', LOG_LEVEL: 'debug' },
        /Started in/,
      );
      await askHealth(pretty.output);
      expect(await pretty.stop()).toBe(0);
      expect(pretty.printed()).not.toMatch(/^\{/m);
      expect(pretty.printed()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO.*: Server listening at/m);
      expect(pretty.printed()).toMatch(/DEBUG.*: request completed/);
    },
    300_000,
  );

  it.runIf(testDriver === 'pglite')(
    'starts on an empty data folder, loads the demo data once, answers, and shuts down cleanly',
    async () => {
      const dataDir = await tempDir();
      const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
      const first = await startServer(env, /Demo accounts/);
      expect(first.output).toContain('demo data loaded');
      // The demo orders are placed before the banner (decision 0052).
      expect(first.output).toMatch(/Demo data: \d{2} orders placed/);
      expect(first.output).toContain('Storefront:');
      expect(first.output).toContain('Administration:');
      const address = /Listening on: +(\S+)/.exec(first.output)?.[1];
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      expect(await first.stop()).toBe(0);
      await expect(fs.stat(path.join(dataDir, 'pglite'))).resolves.toBeTruthy();
      // The second start finds the data and does not seed again.
      const second = await startServer({ ...env, LOG_LEVEL: 'info' }, /Demo accounts/);
      expect(second.output).not.toContain('demo data loaded');
      expect(second.output).not.toContain('orders placed');
      expect(await second.stop()).toBe(0);
    },
    300_000,
  );

  it('makes the demo accounts once with random passwords in a 0600 file, shows them until changed, never re-creates them, and production refuses them', async () => {
    const dataDir = await tempDir();
    // With DATABASE_URL (no embedded data folder) the password file still goes in DATA_DIR.
    const postgres = testDriver === 'postgres' ? await createTestDatabase() : undefined;
    const database = () =>
      openDatabase(postgres?.url ? { databaseUrl: postgres.url } : { dataDir: path.join(dataDir, 'pglite') });
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    };
    const bannerEnd = /business@freshcart\.example[^\n]*\n/;
    try {
      const first = await startServer(env, bannerEnd);
      const file = path.join(dataDir, 'demo-accounts.txt');
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      const passwords = passwordsIn(await fs.readFile(file, 'utf8'));
      expect([...passwords.keys()]).toEqual([
        'admin@freshcart.example',
        'shopper@freshcart.example',
        'business@freshcart.example',
      ]);
      const address = /Listening on: +(\S+)/.exec(first.output)?.[1];
      for (const [email, password] of passwords) {
        expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
        const bannerLine = first.output.split('\n').find((line) => line.includes(`${email} `));
        expect(bannerLine).toContain(`password: ${password}`);
        const signIn = await fetch(`${address}${userEndpoints.login.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: passwordDigest(email, password) }),
        });
        expect(await signIn.json()).toMatchObject({ reject: false, user: { email } });
        // Info-level log lines (JSON) never hold a password; only the banner does.
        const logLines = first.output.split('\n').filter((line) => line.startsWith('{'));
        expect(logLines.length).toBeGreaterThan(0);
        expect(logLines.join('\n')).not.toContain(password);
      }
      expect(await first.stop()).toBe(0);

      // Between starts: the shopper is deleted and the business shopper changes their password.
      const db = await database();
      await db.db.execute(sql`delete from users where email = 'shopper@freshcart.example'`);
      await db.db.execute(
        sql`update users set password_hash = password_hash || 'x' where email = 'business@freshcart.example'`,
      );
      await db.close();

      const second = await startServer(env, bannerEnd);
      const admin = passwords.get('admin@freshcart.example');
      expect(second.output).toContain(`password: ${admin}`);
      expect(second.output).toMatch(/shopper@freshcart\.example +deleted/);
      expect(second.output).toMatch(/business@freshcart\.example +password changed/);
      expect(second.output).not.toContain(passwords.get('business@freshcart.example'));
      expect(await second.stop()).toBe(0);
      expect([...passwordsIn(await fs.readFile(file, 'utf8')).keys()]).toEqual(['admin@freshcart.example']);
      const check = await database();
      const shoppers = await check.db.execute(
        sql`select 1 from users where email = 'shopper@freshcart.example'`,
      );
      await check.close();
      expect((shoppers as unknown as { rows: unknown[] }).rows).toHaveLength(0);

      const production = await startServer({ ...env, NODE_ENV: 'production' });
      expect(production.code).not.toBe(0);
      expect(production.output).toContain('Refusing to start with NODE_ENV=production');
      expect(production.output).toContain('admin@freshcart.example');
      expect(production.output).not.toContain(String(admin));
    } finally {
      await postgres?.close();
    }
  }, 240_000);
});

/** The `email password` lines of the demo password file. */
function passwordsIn(text: string): Map<string, string> {
  return new Map(
    text
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/).slice(0, 2) as [string, string]),
  );
}
