import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from './database';

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
  return new Promise<{ code: number | null; output: string; stop: () => Promise<number | null> }>(
    (resolve) => {
      const stop = () =>
        new Promise<number | null>((done) => {
          child.once('exit', (code) => done(code));
          child.kill('SIGTERM');
        });
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (until?.test(output)) resolve({ code: null, output, stop });
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => resolve({ code, output, stop: async () => code }));
    },
  );
}

afterAll(async () => {
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('starting the server', () => {
  it('stops with a message naming a bad environment variable', async () => {
    const result = await startServer({ PORT: 'eighty', DATA_DIR: await tempDir() });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('PORT');
    expect(result.output).not.toMatch(/at .*\.ts:\d+/);
  });

  it('stops with a clear message when the database cannot be reached', async () => {
    const result = await startServer({
      DATABASE_URL: 'postgres://shop:hunter2@127.0.0.1:1/shop',
      DATA_DIR: await tempDir(),
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('Cannot connect to PostgreSQL at postgres://shop:***@127.0.0.1:1/shop');
    expect(result.output).not.toContain('hunter2');
  });

  it.runIf(testDriver === 'pglite')(
    'starts on an empty data folder, loads the demo data once, answers, and shuts down cleanly',
    async () => {
      const dataDir = await tempDir();
      const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
      const first = await startServer(env, /Demo accounts/);
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
      expect(await second.stop()).toBe(0);
    },
    120_000,
  );
});
