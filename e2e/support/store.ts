import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDemoPasswords } from './demo-accounts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  // A first start seeds the demo catalogue and orders: about a minute of CPU, more on a busy machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

export interface Store {
  baseUrl: string;
  dataDir: string;
  /** The demo accounts' first passwords by email. */
  passwords: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The real server (built web app, demo data) on a free port with a fresh data folder: the one all
 * tests share (global setup), or a store of a test's own when the test changes the whole catalogue.
 */
export async function startStore(env: Record<string, string> = {}): Promise<Store> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Nothing outside this machine: map tiles from the server itself (404s, a grey map), and a
      // geocoder on a closed port, so the address page shows its geocoder-unavailable path.
      MAP_TILE_URL: `${baseUrl}/test-tiles/{z}/{x}/{y}.png`,
      GEOCODER_URL: 'http://127.0.0.1:9',
      GEOCODER_TIMEOUT_MS: '1000',
      // The tests' made-up shoppers sign up from made-up addresses (support/shoppers.ts).
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForHealth(baseUrl, server, () => output);
  return {
    baseUrl,
    dataDir,
    passwords: await readDemoPasswords(dataDir),
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
