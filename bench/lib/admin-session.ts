import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on its own connection (benchmarks set up data with a few of them). */
export async function sqlOn(databaseUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A bench admin in the admin group, signed in by a session row written as sign-in writes one
 * (no password hashing, no sign-in limits in the measurement). Answers the cookie header.
 */
export async function benchAdminCookie(databaseUrl: string): Promise<string> {
  const [admin] = await sqlOn(
    databaseUrl,
    `insert into users (email, display_name, password_hash, email_verified_at)
     values ('bench.admin@shop.example', 'Bench Admin', 'no password', now())
     on conflict ((lower(email))) do update set display_name = excluded.display_name
     returning user_id`,
  );
  await sqlOn(
    databaseUrl,
    `insert into user_permission_groups (user_id, permission_group_id)
     select $1, permission_group_id from permission_groups where permission_group_name = 'admin'
     on conflict do nothing`,
    [admin.user_id],
  );
  return sessionCookieFor(databaseUrl, admin.user_id);
}

/** A session row for an existing user, written as sign-in writes one; answers the cookie header. */
export async function sessionCookieFor(databaseUrl: string, userId: number): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(sessionId).digest('hex');
  await sqlOn(
    databaseUrl,
    `insert into sessions (session_id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [hash, userId],
  );
  return `sid=${sessionId}`;
}

/**
 * Runs `write` once a second (each run starting a second after the last began, or at once when it
 * took longer) until the returned `stop()`, which answers how many runs succeeded.
 */
export function everySecond(write: () => Promise<boolean>): () => Promise<number> {
  let running = true;
  let done = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      if (await write()) done++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return done;
  };
}

/** An admin's save of a product's short description, as the editor does it: read the version, then PUT. */
export async function saveShortDescription(
  url: string,
  headers: Record<string, string>,
  productId: number,
  shortDesc: string,
): Promise<boolean> {
  const read = await fetch(`${url}/api/admin/products/${productId}`, { headers });
  const { product } = (await read.json()) as { product: { version: number } };
  const response = await fetch(`${url}/api/admin/products/${productId}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ version: product.version, changes: { shortDesc } }),
  });
  return response.ok;
}
