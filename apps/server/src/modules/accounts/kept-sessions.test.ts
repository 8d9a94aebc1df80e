import { productDetailsResponse, userEndpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondInstance } from '../../../test/app';
import { catalogueUrl, type DemoFixture, demoFixture, productId } from '../../../test/demo-fixture';
import { withoutNotices } from '../../../test/without-notices';
import { rowsOf } from '../../db/client';

/**
 * Public reads on instance B use a kept session lookup (no database round trip), which a change
 * made through instance A or by hand drops at once: sign-out, a user type taken away. Routes that
 * need a user look the session up afresh every time.
 */
let f: DemoFixture;
let b: Awaited<ReturnType<typeof secondInstance>>;
let milk: number;

beforeAll(async () => {
  f = await demoFixture();
  b = await secondInstance(f.t, { RATE_LIMITS_ENABLED: 'false' });
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
});
afterAll(async () => {
  await b?.close();
  await f?.close();
});

const customerPriceOnB = async (cookie: string) => {
  const response = await b.app.inject({
    method: 'GET',
    url: catalogueUrl.details('en', milk),
    headers: { cookie },
  });
  return productDetailsResponse.parse(response.json()).product.customerPrice;
};
const preferencesOnB = async (cookie: string) =>
  (
    await b.app.inject({
      method: 'PUT',
      url: userEndpoints.preferences.path,
      headers: { cookie, 'content-type': 'application/json' },
      payload: { preferredLanguageCode: 'en' },
    })
  ).statusCode;

const quietly = (statement: ReturnType<typeof sql>) => withoutNotices(f.t.database, statement);

const sessionsOf = (cookie: string) =>
  sql`select * from sessions where session_id_hash = encode(sha256(convert_to(${cookie.replace(/^sid=/, '')}, 'UTF8')), 'hex')`;

describe('kept session lookups for public reads', () => {
  it('serve a signed-in reader without the database, and follow a sign-out on another instance', async () => {
    // Until B's listener hears, nothing is kept: wait for a quiet deletion to go unnoticed.
    const kept = JSON.stringify(rowsOf(await f.t.database.db.execute(sessionsOf(f.business))));
    expect(JSON.parse(kept)).toHaveLength(1);
    await expect
      .poll(async () => {
        await customerPriceOnB(f.business);
        await quietly(
          sql`delete from sessions where session_id_hash in (select session_id_hash from (${sessionsOf(f.business)}) s)`,
        );
        const served = await customerPriceOnB(f.business);
        await quietly(
          sql`insert into sessions select * from json_populate_recordset(null::sessions, ${kept})`,
        );
        return served;
      })
      .not.toBeNull();

    // The session row gone without a notice: the public read still prices as Business (kept), a
    // route that needs the user refuses at once (looked up afresh).
    await customerPriceOnB(f.business);
    await quietly(
      sql`delete from sessions where session_id_hash in (select session_id_hash from (${sessionsOf(f.business)}) s)`,
    );
    expect(await customerPriceOnB(f.business)).not.toBeNull();
    expect(await preferencesOnB(f.business)).toBe(401);
    await quietly(sql`insert into sessions select * from json_populate_recordset(null::sessions, ${kept})`);

    // A sign-out through instance A: B's next reads are anonymous.
    const out = await f.t.app.inject({
      method: 'POST',
      url: userEndpoints.logout.path,
      headers: { cookie: f.business, 'x-requested-with': 'grocery' },
    });
    expect(out.statusCode).toBe(200);
    await expect.poll(() => customerPriceOnB(f.business), { timeout: 2000, interval: 10 }).toBeNull();
  });

  it('follow a user type taken away by hand', async () => {
    const cookie = f.shopper;
    expect(await customerPriceOnB(cookie)).toBeNull();
    await f.t.database.db.execute(sql`
      insert into user_user_types (user_id, user_type_id)
      select s.user_id, t.user_type_id from (${sessionsOf(cookie)}) s, user_types t
      where t.user_type_id in (select user_type_id from user_type_prices where product_id = ${milk})
      on conflict do nothing`);
    await expect.poll(() => customerPriceOnB(cookie), { timeout: 2000, interval: 10 }).not.toBeNull();
    await f.t.database.db.execute(
      sql`delete from user_user_types where user_id = (select user_id from (${sessionsOf(cookie)}) s)`,
    );
    await expect.poll(() => customerPriceOnB(cookie), { timeout: 2000, interval: 10 }).toBeNull();
  });
});
