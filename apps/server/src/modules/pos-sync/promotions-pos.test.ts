import { posSyncEndpoints as endpoints } from '@grocery/contracts';
import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { syncCalls } from '../../../test/sync-calls';
import { rowsOf } from '../../db/client';
import { BUNDLES_XML } from './connectors/promo-full/fixtures';
import { importPromotions } from './promotions-import';

/** The POS HTTP API's promotions call (decision 0070): imported once a run applied the prices. */
let pos: ReferencePos;
let t: TestApp;
let admin: StaffMember;
const query = async <T>(statement: SQL) => rowsOf<T>(await t.app.deps.database.db.execute(statement));
const { call, started, finished, status } = syncCalls(() => ({ t, cookie: admin.cookie }), 60_000);

beforeAll(async () => {
  pos = await startReferencePos({ items: 400 });
  t = await buildTestApp({ env: { POS_URL: pos.url, POS_PROMO_FROM_POS: 'true' } });
  admin = await userHolding(t.app, { groups: ['admin'] });
  const { username, password, code } = pos.credentials;
  const signedIn = await call(endpoints.signIn, { body: { username, password, code } });
  expect(signedIn.json().reject).toBe(false);
});
afterAll(async () => {
  await t?.close();
  await pos?.stop();
});

describe("the POS's promotions", () => {
  it('are imported after a run, on the products the run made, and an upload does not withdraw them', async () => {
    await started('full');
    expect((await finished()).status).toBe('done');
    const sync = await status();
    expect(sync.promotions).toMatchObject({ source: 'pos', error: null, unknownItems: 0 });
    expect(sync.promotions?.imported).toBeGreaterThan(0);
    const [first] = await query<{
      key: string;
      kind: string;
      code: string;
      price: string;
      online: string;
    }>(sql`
      select pr.source_key as key, pr.reward_kind as kind, p.pos_code as code, pr.price::text as price,
        p.online_price::text as online
      from promotions pr join promotion_products pp using (promotion_id) join products p using (product_id)
      where pr.source = 'pos' order by pr.promotion_id limit 1`);
    // The first deal is 90 % of the item's price, keyed by the item's code.
    expect(first?.key).toBe(first?.code);
    expect(Number(first?.price)).toBeCloseTo(Number(first?.online) * 0.9, 2);

    const live = sql`select count(*)::int as n from promotions where source = 'pos' and withdrawn_at is null`;
    const [before] = await query<{ n: number }>(live);
    await importPromotions(
      t.app.deps.database.db,
      (async function* () {
        yield Buffer.from(BUNDLES_XML);
      })(),
      {
        source: 'upload',
        fileName: 'PromoFull.xml',
        rateScale: 'auto',
        clubs: {},
        prices: null,
        now: new Date('2026-11-25T10:00:00Z'),
      },
    );
    const [after] = await query<{ n: number }>(live);
    // The upload names codes the POS catalogue has not: nothing of it is applied, nothing withdrawn.
    expect(after?.n).toBe(before?.n);
  });
});
