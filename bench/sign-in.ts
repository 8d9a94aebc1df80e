// Sign-in latency at a steady 20 sign-ins/s (argon2id 19 MiB, t=2 per attempt), beside the bare
// JSON route of the same server, on the embedded PGlite and on PostgreSQL, each run twice. Each
// request is sent when it is due and timed from then (a queue counts). Usage:
// node --import tsx bench/sign-in.ts (PostgreSQL: a database of its own on BENCH_POSTGRES_URL,
// default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end). Rate limits are off.
import { createHash } from 'node:crypto';
import { benchDatabase } from './lib/bench-database';
import { type Measurement, measure, measurePaced, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const email = 'shopper@freshcart.example';
const rate = 20;

async function signIns(label: string, env: Record<string, string>): Promise<void> {
  const server = await startBenchServer({ RATE_LIMITS_ENABLED: 'false', ...env });
  try {
    const digest = createHash('sha256')
      .update(`${email}${await server.demoPassword(email)}`)
      .digest('hex');
    await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
    const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
    const rows: Measurement[] = [];
    for (const attempt of [1, 2]) {
      const row = await measurePaced(
        server.url,
        {
          name: `sign-in (${attempt})`,
          method: 'POST',
          path: () => '/api/users/login',
          body: () => JSON.stringify({ email, password: digest }),
        },
        rate,
        15,
      );
      rows.push(row);
    }
    console.log(`\n${label}: sign-ins asked at ${rate}/s for 15 s (the rate column is what was reached)`);
    printRatios(bare, rows);
  } finally {
    await server.stop();
  }
}

await signIns('PGlite', {});
const database = await benchDatabase('bench_sign_in');
try {
  await signIns('PostgreSQL', { DATABASE_URL: database.url });
} finally {
  await database.close();
}
