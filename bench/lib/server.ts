import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchServer {
  url: string;
  /** The server process's id (to read its memory from /proc). */
  pid: number;
  /** A demo account's first password, from the demo-accounts.txt the server wrote at its first start. */
  demoPassword(email: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the real server for a benchmark: on DATABASE_URL when set (PostgreSQL), else on a fresh
 * PGlite folder. Logs are off so they do not cost throughput. DATA_DIR, when given, is kept;
 * otherwise a fresh folder is made and removed at stop.
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-bench-')));
  const port = 3900 + Math.floor(Math.random() * 90);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited before it was ready');
    if (Date.now() > deadline) throw new Error('The server did not become ready');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    pid: child.pid as number,
    demoPassword: async (email) => {
      const text = await fs.readFile(path.join(dataDir, 'demo-accounts.txt'), 'utf8').catch(() => '');
      const line = text.split('\n').find((entry) => entry.startsWith(`${email} `));
      const password = line?.trim().split(/\s+/)[1];
      if (!password) throw new Error(`No first password of ${email} in ${dataDir}/demo-accounts.txt`);
      return password;
    },
    stop: async () => {
      // A server that already exited (killed from outside) sends no 'exit' again: do not wait for it.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the client does (SHA-256 of email and password); answers the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const digest = createHash('sha256').update(`${email}${password}`).digest('hex');
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: digest }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}
