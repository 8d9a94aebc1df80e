// Baseline benchmark: the health check (one database round trip) against the bare JSON route.
// Usage: node --import tsx bench/system.ts   (DATABASE_URL=postgres://... to run on PostgreSQL)
import { measure, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const server = await startBenchServer({ SEED_DEMO_DATA: 'false' });
try {
  await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
  const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
  const health = await measure(server.url, { name: 'health (select 1)', path: '/api/health' });
  printRatios(bare, [health]);
} finally {
  await server.stop();
}
