// Sign-in latency at a steady 20 sign-ins/s (argon2id 19 MiB, t=2 per attempt), beside the bare
// JSON route of the same server. Usage: node --import tsx bench/sign-in.ts
// (DATABASE_URL=postgres://... to run on PostgreSQL). Rate limits are off for this run only.
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { measure, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const email = 'shopper@freshcart.example';
const server = await startBenchServer({ RATE_LIMITS_ENABLED: 'false' });
try {
  const digest = createHash('sha256')
    .update(`${email}${await server.demoPassword(email)}`)
    .digest('hex');
  await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
  const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
  const result = await autocannon({
    url: `${server.url}/api/users/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: digest }),
    connections: 4,
    overallRate: 20,
    duration: 15,
  });
  printRatios(bare, [
    {
      name: 'sign-in at 20/s',
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p95: result.latency.p97_5,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    },
  ]);
} finally {
  await server.stop();
}
