import { setTimeout as sleep } from 'node:timers/promises';
import { posSyncEndpoints as endpoints, posSignInResponse } from '@grocery/contracts';
import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { syncCalls } from '../../../test/sync-calls';
import { rowsOf } from '../../db/client';
import { openGrant } from './sync.connection';
import { encryptSession, posSecretKey } from './sync-secret';

/**
 * Decision 0053: a POS session that expired is renewed with the kept refresh token; when the POS
 * wants its code again the run ends CODE_REQUIRED with what it committed, and the status says so.
 * The reference POS's sessions last one second here (the demo POS's 30 minutes, made short).
 */
const ITEMS = 2000;
const SESSION_MS = 1000;
let pos: ReferencePos;
let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  pos = await startReferencePos({ items: ITEMS, sessionTtlMs: SESSION_MS });
  t = await buildTestApp({ env: { POS_URL: pos.url } });
  admin = await userHolding(t.app, { groups: ['admin'] });
});
afterAll(async () => {
  await t?.close();
  await pos?.stop();
});

const query = async <T>(statement: SQL) => rowsOf<T>(await t.app.deps.database.db.execute(statement));
const { call, command, started, status, until, finished } = syncCalls(
  () => ({ t, cookie: admin.cookie }),
  30_000,
);
async function connect() {
  const { username, password, code } = pos.credentials;
  const response = await call(endpoints.signIn, { body: { username, password, code } });
  expect(posSignInResponse.parse(response.json())).toMatchObject({
    reject: false,
    sync: { positiveConnected: true },
  });
}
const keptCipher = async () =>
  (await query<{ cipher: string }>(sql`select session_cipher as cipher from pos_connection`))[0]?.cipher ??
  null;
const synced = async () =>
  (
    await query<{ count: number; rewritten: number }>(sql`select count(*)::int as count,
      count(*) filter (where version > 1)::int as rewritten from products where pos_code is not null`)
  )[0];
/** Items read and kept in the staging area, not yet applied (decision 0061). */
const staged = async () =>
  (
    await query<{ count: number }>(sql`select coalesce(sum(jsonb_array_length(items)), 0)::int as count
      from pos_sync_staged`)
  )[0]?.count;
const renewals = () => t.logs().split('POS session renewed with its refresh token').length - 1;

describe('an expired POS session', () => {
  it('is renewed when the sync starts after its lifetime, and the sync reads every item', async () => {
    await connect();
    const before = await keptCipher();
    await sleep(SESSION_MS + 300);
    await started();
    expect(await finished()).toMatchObject({
      status: 'done',
      failureReason: null,
      error: null,
      totalProcessed: ITEMS,
      positiveConnected: true,
    });
    expect(await synced()).toEqual({ count: ITEMS, rewritten: 0 });
    expect(renewals()).toBeGreaterThanOrEqual(1);
    const after = await keptCipher();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it('is renewed mid-run, and the run goes on from the page it was reading', async () => {
    const changed = pos.itemAt(ITEMS - 1);
    pos.changePrice(changed.code, '7.77');
    const renewedBefore = renewals();
    pos.faults.slowMs = 400;
    await started();
    await until((sync) => sync.totalProcessed >= 500, 'a first batch');
    pos.faults.expireSessions();
    pos.faults.slowMs = 0;
    expect(await finished()).toMatchObject({ status: 'done', totalProcessed: ITEMS, failedCount: 0 });
    expect(renewals()).toBeGreaterThan(renewedBefore);
    const [product] = await query<{ price: string }>(
      sql`select online_price::text as price from products where pos_code = ${changed.code}`,
    );
    expect(product?.price).toBe('7.77');
  });

  it('when the POS asks for its code again, the run ends CODE_REQUIRED with only whole batches staged, none applied', async () => {
    await command(endpoints.reset);
    await query(sql`delete from products where pos_code is not null`);
    pos.faults.slowMs = 400;
    const first = await started();
    await until((sync) => sync.totalProcessed >= 500, 'a first batch');
    pos.faults.expireRefreshTokens();
    pos.faults.expireSessions();
    pos.faults.slowMs = 0;
    const failed = await finished();
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'CODE_REQUIRED',
      positiveConnected: false,
    });
    expect(failed.error).toMatch(/asks for its one-time code again/);
    expect(failed.totalProcessed % 500).toBe(0);
    expect(failed.totalProcessed).toBeLessThan(ITEMS);
    expect(await staged()).toBe(failed.totalProcessed);
    expect(await synced()).toEqual({ count: 0, rewritten: 0 });
    expect(await keptCipher()).toBeNull();
    expect(await command(endpoints.start, {})).toMatchObject({ reject: true, reason: 'NOT_CONNECTED' });

    // Connected again with the code, Start resumes the run from its last batch: each item once.
    await connect();
    const resumed = await started();
    expect(resumed.startedAt).toBe(first.startedAt);
    expect(await finished()).toMatchObject({ status: 'done', totalProcessed: ITEMS, failureReason: null });
    expect(await synced()).toEqual({ count: ITEMS, rewritten: 0 });
    expect(await staged()).toBe(0);
  });

  it('without a refresh token (kept before renewal existed) the run ends SIGN_IN_REQUIRED', async () => {
    const key = await posSecretKey(t.app.deps.config);
    const grant = openGrant(key, (await keptCipher()) as string);
    if (!grant) throw new Error('no kept grant');
    await query(sql`update pos_connection set session_cipher = ${encryptSession(key, grant.session)}`);
    pos.faults.expireSessions();
    await started();
    const failed = await finished();
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'SIGN_IN_REQUIRED',
      positiveConnected: false,
    });
    expect(failed.error).toMatch(/offers no renewal/);
    // A run failed before renewal existed kept the bare reason: read as SIGN_IN_REQUIRED too.
    await query(sql`update pos_sync_runs set error = 'SESSION_EXPIRED' where status = 'failed'`);
    expect(await status()).toMatchObject({
      failureReason: 'SIGN_IN_REQUIRED',
      error: 'the POS session expired',
    });
  });
});
