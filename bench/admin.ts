// The back office's own costs: a signed-in admin's call (session and permissions read on every
// request), the audit log's page with its total (listPage), against the same server's bare route.
// Usage: node --import tsx bench/admin.ts   (DATABASE_URL=postgres://... to run on PostgreSQL)
import { measure, printRatios } from './lib/measure';
import { signIn, startBenchServer } from './lib/server';

const admin = 'admin@freshcart.example';
const auditEntries = 500;

const server = await startBenchServer({ RATE_LIMITS_ENABLED: 'false' });
try {
  const cookie = await signIn(server.url, admin, await server.demoPassword(admin));
  const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'grocery' };
  const me = (await (await fetch(`${server.url}/api/admin/me`, { headers })).json()) as {
    user: { userId: number };
  };
  // Audit entries to page through: the admin's own access saved with alternating extra permissions.
  for (let n = 0; n < auditEntries; n += 1) {
    const permissions = n % 2 === 0 ? ['tasks:read'] : [];
    const saved = await fetch(`${server.url}/api/admin/users/${me.user.userId}/access`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ groups: ['admin'], permissions }),
    });
    if (!saved.ok) throw new Error(`Saving access failed: ${saved.status}`);
  }

  await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
  const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
  const rows = [
    await measure(server.url, { name: 'admin me (session + permissions)', path: '/api/admin/me', headers }),
    await measure(server.url, {
      name: `audit log, 25 of ${auditEntries} + total`,
      path: '/api/admin/audit-log?pageSize=25&sortBy=at&sortDir=desc',
      headers,
    }),
    await measure(server.url, {
      name: 'audit log, page 10, by action',
      path: '/api/admin/audit-log?pageSize=25&pageIndex=10&sortBy=action',
      headers,
    }),
    await measure(server.url, { name: 'permissions and groups', path: '/api/admin/permissions', headers }),
  ];
  printRatios(bare, rows);
} finally {
  await server.stop();
}
