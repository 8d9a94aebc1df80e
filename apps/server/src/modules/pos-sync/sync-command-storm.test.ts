import {
  posSyncEndpoints as endpoints,
  posSignInResponse,
  priceFileUploadResponse,
} from '@grocery/contracts';
import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { syncCalls } from '../../../test/sync-calls';
import { upload } from '../../../test/uploads';
import { rowsOf } from '../../db/client';

const ITEMS = 1500;
/** A storm takes ~6 s alone and over 20 s beside the other suite in CI. */
const STORM_MS = 120_000;
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
  it(
    '50 start, stop, reset and confirm calls at once from three admins end where Start works',
    async () => {
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
    },
    STORM_MS,
  );

  it(
    '50 uploads, removals, starts, stops and resets at once end where an upload and Start work',
    async () => {
      const first = as(admins[0] as StaffMember);
      const fileOf = (items: number, from = 0) =>
        Buffer.from(
          `<?xml version="1.0" encoding="utf-8"?>\n<root><Items Count="${items}">\n${Array.from(
            { length: items },
            (_, i) =>
              `<Item><ItemCode>${900_000 + from + i}</ItemCode><ItemName>פריט ${from + i}</ItemName>` +
              `<ItemPrice>${(1 + ((from + i) % 50)).toFixed(2)}</ItemPrice></Item>\n`,
          ).join('')}</Items></root>\n`,
        );
      const send = (admin: StaffMember, bytes: Buffer) =>
        upload(t.app, endpoints.uploadPriceFile.path, [{ bytes, name: 'PriceFull.xml', type: 'text/xml' }], {
          cookie: admin.cookie,
        });
      const storm = Array.from({ length: 50 }, async (_, i) => {
        const admin = admins[i % admins.length] as StaffMember;
        const calls = as(admin);
        switch (i % 5) {
          case 0:
            return (await send(admin, fileOf(300, i * 1000))).statusCode;
          case 1:
            return (await calls.call(endpoints.removePriceFile)).statusCode;
          case 2:
            return (await calls.call(endpoints.start, { body: { kind: 'full' } })).statusCode;
          case 3:
            return (await calls.call(endpoints.stop)).statusCode;
          default:
            return (await calls.call(endpoints.reset)).statusCode;
        }
      });
      // Every call answered (a refusal is an answer): no 500 and nothing left hanging.
      for (const code of await Promise.all(storm)) expect(code).toBe(200);

      await first.finished().catch(() => first.status());
      expect(await first.command(endpoints.reset)).toMatchObject({ reject: false });
      const last = await send(admins[1] as StaffMember, fileOf(250, 77_000));
      expect(last.statusCode, last.body).toBe(200);
      expect(priceFileUploadResponse.parse(last.json())).toMatchObject({ reject: false });
      await first.started('full');
      // The products of the first test and of the storm's files are more than the guard lets go.
      expect(await first.finished()).toMatchObject({
        status: 'held',
        hold: { reason: 'TOO_MANY_DEACTIVATIONS' },
      });
      expect(await first.command(endpoints.confirm)).toMatchObject({ reject: false });
      expect(await first.finished()).toMatchObject({ status: 'done', totalProcessed: 250 });
      const [counts] = rowsOf<{ active: number }>(
        await t.app.deps.database.db.execute(
          sql`select count(*)::int as active from products where pos_code is not null and active`,
        ),
      );
      expect(counts).toEqual({ active: 250 });
    },
    STORM_MS,
  );
});
