// The memory of the store on its embedded database (PGlite), as `npm start` runs it. Usage:
// node --import tsx bench/embedded-memory.ts
// Starts the server on a fresh data folder (cold: the database is created, migrated and filled with
// the demo data, images included), then again on the same folder (warm). For each: the peak
// resident memory while starting (VmHWM) and the resident memory after 10 s idle and after 200
// catalogue requests (VmRSS), from /proc. Linux only.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const megabytes = (kb: number) => `${Math.round(kb / 1024)} MB`;

async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function waitForPing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/ping`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in 10 minutes');
}

async function run(label: string, dataDir: string, env: Record<string, string>): Promise<void> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  try {
    await waitForPing(url, child);
    const startup = ((performance.now() - started) / 1000).toFixed(1);
    const pid = child.pid as number;
    const atStart = await memoryOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const idle = await memoryOf(pid);
    const categories = (await (await fetch(`${url}/api/categories/en`)).json()) as {
      categories: { categoryId: number }[];
    };
    for (let i = 0; i < 200; i++) {
      const category = categories.categories[i % categories.categories.length];
      await fetch(`${url}/api/products/en/${category?.categoryId}/${Math.floor(i / 20)}`).then((r) =>
        r.arrayBuffer(),
      );
    }
    const used = await memoryOf(pid);
    console.log(
      `${label.padEnd(34)} started in ${startup.padStart(5)} s  peak ${megabytes(atStart.peak).padStart(7)}  ` +
        `idle ${megabytes(idle.rss).padStart(7)}  after 200 reads ${megabytes(used.rss).padStart(7)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const variants: [string, Record<string, string>][] = JSON.parse(
  process.env.BENCH_MEMORY_VARIANTS ?? 'null',
) ?? [['as configured', {}]];
for (const [name, env] of variants) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-memory-'));
  try {
    await run(`${name}, cold`, dataDir, env);
    await run(`${name}, warm`, dataDir, env);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
