// The users grid at 100k users on PostgreSQL: a page of 50 with its total, by each sort key, at a
// steady 50 requests/s, beside the bare route of the same server (target p95 ≤ 30 ms).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> node --import tsx bench/users-admin.ts
// Fills the database up to 100k users (generate_series; every 50th with a user type, every 100th in a
// group) and signs in a bench admin by a session row it writes itself.
import { benchAdminCookie, sqlOn } from './lib/admin-session';
import { measurePaced, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL database: this bench runs on PostgreSQL only');
const userCount = 100_000;
const rate = 50;
const sortKeys = ['createdAt', 'userId', 'displayName', 'email'] as const;

const sql = (statement: string, values: unknown[] = []) => sqlOn(databaseUrl as string, statement, values);

/** Bench users up to userCount, spread over a year, a few with a user type or a group. */
async function fillUsers(): Promise<void> {
  const [{ n }] = await sql('select count(*)::int as n from users');
  if (n < userCount) {
    await sql(
      `insert into users (email, display_name, password_hash, created_at, email_verified_at)
       select 'bench.' || md5(i::text) || '@shop.example', 'Bench ' || md5((i * 7)::text), 'no password',
              now() - (i || ' minutes')::interval * 5, now()
       from generate_series($1::int, $2::int) i`,
      [n + 1, userCount],
    );
  }
  await sql(`insert into user_types (user_type_name) values ('bench') on conflict do nothing`);
  await sql(
    `insert into user_user_types (user_id, user_type_id)
     select u.user_id, t.user_type_id from users u, user_types t
     where t.user_type_name = 'bench' and u.user_id % 50 = 0 on conflict do nothing`,
  );
  await sql(
    `insert into user_permission_groups (user_id, permission_group_id)
     select u.user_id, g.permission_group_id from users u, permission_groups g
     where g.permission_group_name = 'dispatcher' and u.user_id % 100 = 0 on conflict do nothing`,
  );
  await sql('analyze');
}

const server = await startBenchServer({ DATABASE_URL: databaseUrl, RATE_LIMITS_ENABLED: 'false' });
try {
  await fillUsers();
  const headers = { cookie: await benchAdminCookie(databaseUrl) };
  await measurePaced(server.url, { name: 'warm-up', path: () => '/api/admin/users', headers }, rate, 2);
  const bare = await measurePaced(
    server.url,
    { name: 'bare JSON (/api/ping)', path: () => '/api/ping' },
    rate,
  );
  const rows = [];
  for (const sortBy of sortKeys) {
    for (const sortDir of ['desc', 'asc']) {
      // Pages 0 to 9 in turn: the first pages are what admins open, and each costs its own offset.
      rows.push(
        await measurePaced(
          server.url,
          {
            name: `users by ${sortBy} ${sortDir}`,
            path: (i) => `/api/admin/users?sortBy=${sortBy}&sortDir=${sortDir}&pageIndex=${i % 10}`,
            headers,
          },
          rate,
        ),
      );
    }
  }
  rows.push(
    await measurePaced(
      server.url,
      {
        name: 'users in group dispatcher',
        path: () => '/api/admin/users?permissionGroup=dispatcher',
        headers,
      },
      rate,
    ),
  );
  printRatios(bare, rows);
} finally {
  await server.stop();
}
