import { posSyncEndpoints as endpoints, posSignInResponse } from '@grocery/contracts';
import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { syncCalls } from '../../../test/sync-calls';
import { rowsOf } from '../../db/client';

const ITEMS = 1500;
let pos: ReferencePos;
let t: TestApp;
let admins: StaffMember[];

beforeAll(async () => {
  pos = await startReferencePos({ items: ITEMS });
  t = await buildTestApp({ env: { POS_URL: pos.url } });
  admins = [];
  for (let i = 0; i < 3; i++) admins.push(await userHolding(t.app, { groups: ['admin'] }));
});
afterAll(async () => {
  await t?.close();
  await pos?.stop();
});

const as = (admin: StaffMember) => syncCalls(() => ({ t, cookie: admin.cookie }), 60_000);
const commands = [endpoints.start, endpoints.stop, endpoints.reset, endpoints.confirm] as const;

describe('POS sync run control (issue 29, item 2)', () => {
  it('50 start, stop, reset and confirm calls at once from three admins end where Start works', async () => {
    const first = as(admins[0] as StaffMember);
    const signIn = async (body: unknown) =>
      posSignInResponse.parse((await first.call(endpoints.signIn, { body })).json());
    await signIn({ username: 'demo', password: 'demo-pos' });
    expect(await signIn({ username: 'demo', password: 'demo-pos', code: '246810' })).toMatchObject({
      reject: false,
    });
    // Slow enough that the storm meets runs being read, stopped and taken over.
    pos.faults.slowMs = 30;

    const storm = Array.from({ length: 50 }, (_, i) => {
      const endpoint = commands[(i * 7) % commands.length] as (typeof commands)[number];
      const calls = as(admins[i % admins.length] as StaffMember);
      return calls.command(
        endpoint,
        endpoint === endpoints.start ? { kind: i % 5 ? 'full' : 'delta' } : undefined,
      );
    });
    const answers = await Promise.all(storm);
    // Each answered with the envelope (the contract's schema parsed it): some carried out, some refused.
    expect(answers.some((answer) => !answer.reject)).toBe(true);
    expect(answers.some((answer) => answer.reject)).toBe(true);

    // Whatever the storm left settles: no run stays waiting or running without a worker going on.
    const settled = await first.finished().catch(() => first.status());
    expect(['idle', 'done', 'stopped', 'failed', 'held']).toContain(settled.status);

    // From there Start works, and one run brings every item once.
    pos.faults.slowMs = 0;
    expect(await first.command(endpoints.reset)).toMatchObject({ reject: false });
    await first.started('full');
    expect(await first.finished()).toMatchObject({ status: 'done', totalProcessed: ITEMS });
    const [counts] = rowsOf<{ products: number; codes: number }>(
      await t.app.deps.database.db.execute(
        sql`select count(*)::int as products, count(distinct pos_code)::int as codes
          from products where pos_code is not null`,
      ),
    );
    expect(counts).toEqual({ products: ITEMS, codes: ITEMS });
  });
});
