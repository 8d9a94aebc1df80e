import {
  deliveryBlackoutSaveResponse,
  deliveryBlackoutsResponse,
  deliveryAdminEndpoints as endpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badRequestIssues,
  type DeliveryAdminFixture,
  deliveryAdminFixture,
} from '../../../test/delivery-admin-fixture';
import { shopDate } from '../../domain/delivery/testing/delivery-fixture';

let f: DeliveryAdminFixture;
beforeAll(async () => {
  f = await deliveryAdminFixture();
});
afterAll(() => f.close());

const day = async (days: number) => (await shopDate(f.t.database.db, days)).date;
const create = (body: unknown) => f.call(endpoints.createBlackout, { body });

async function created(body: object) {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(200);
  const answer = deliveryBlackoutSaveResponse.parse(response.json());
  if (answer.reject) throw new Error(`${answer.reason}: ${answer.message}`);
  return answer.blackout;
}

async function refused(body: object, reason: string) {
  const before = await f.counts();
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ reject: true, reason, message: expect.any(String) });
  expect(await f.counts()).toEqual(before);
}

async function listed() {
  const response = await f.call(endpoints.listBlackouts, { cookie: f.reader.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return deliveryBlackoutsResponse.parse(response.json()).blackouts;
}

describe('blackout days', () => {
  it('adds days for one zone or all, listed by date with the ones for every zone first, then by zone name', async () => {
    const beta = await f.zone({ name: 'Beta' });
    const alpha = await f.zone({ name: 'alpha' });
    const [today, later] = [await day(0), await day(30)];
    const forBeta = await created({
      blackoutDate: later,
      deliveryZoneId: beta.deliveryZoneId,
      reason: ' Holiday ',
    });
    expect(forBeta).toEqual({
      deliveryBlackoutId: expect.any(Number),
      blackoutDate: later,
      deliveryZoneId: beta.deliveryZoneId,
      deliveryZoneName: 'Beta',
      reason: 'Holiday',
    });
    const forAlpha = await created({
      blackoutDate: later,
      deliveryZoneId: alpha.deliveryZoneId,
      reason: null,
    });
    const forAll = await created({ blackoutDate: later, deliveryZoneId: null });
    const todayAll = await created({ blackoutDate: today, deliveryZoneId: null, reason: '' });
    expect(todayAll).toMatchObject({ deliveryZoneId: null, deliveryZoneName: null, reason: null });

    expect(await listed()).toEqual([todayAll, forAll, forAlpha, forBeta]);
    const audit = await f.query<{ action: string; after: unknown }>(sql`select action, after from audit_log
      where entity = 'delivery_blackout' and entity_id = ${String(forBeta.deliveryBlackoutId)}`);
    expect(audit).toEqual([{ action: 'delivery_blackout.create', after: forBeta }]);
  });

  it('refuses a day already blacked out for the same zone, or for all zones (DUPLICATE)', async () => {
    const zone = await f.zone();
    const date = await day(10);
    await created({ blackoutDate: date, deliveryZoneId: zone.deliveryZoneId });
    await refused({ blackoutDate: date, deliveryZoneId: zone.deliveryZoneId, reason: 'again' }, 'DUPLICATE');
    await created({ blackoutDate: date, deliveryZoneId: null });
    await refused({ blackoutDate: date, deliveryZoneId: null }, 'DUPLICATE');
  });

  it('lets one of several saves racing for a day have it, the others DUPLICATE', async () => {
    const body = { blackoutDate: await day(12), deliveryZoneId: null };
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(body)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const reasons = answers.map((response) => (response.json() as { reason: string | null }).reason).sort();
    expect(reasons).toEqual(['DUPLICATE', 'DUPLICATE', 'DUPLICATE', null]);
  });

  it("refuses a day before the shop's today (DATE_PAST) and an unknown zone (ZONE_NOT_FOUND)", async () => {
    await refused({ blackoutDate: await day(-1), deliveryZoneId: null }, 'DATE_PAST');
    await refused({ blackoutDate: await day(5), deliveryZoneId: 999_999 }, 'ZONE_NOT_FOUND');
  });

  it.each([
    ['a date that is not one', { blackoutDate: '2030-02-30', deliveryZoneId: null }],
    ['no zone field', { blackoutDate: '2030-02-01' }],
    ['a zone id as text', { blackoutDate: '2030-02-01', deliveryZoneId: '1' }],
    ['a reason too long', { blackoutDate: '2030-02-01', deliveryZoneId: null, reason: 'x'.repeat(201) }],
    ['an unknown field', { blackoutDate: '2030-02-01', deliveryZoneId: null, note: 'x' }],
  ])('answers 400 to %s, writing nothing', async (_case, body) => {
    const before = await f.counts();
    badRequestIssues(await create(body));
    expect(await f.counts()).toEqual(before);
  });

  it('removes a blackout, and answers 404 for one that is not there', async () => {
    const blackout = await created({
      blackoutDate: await day(20),
      deliveryZoneId: null,
      reason: 'Stocktake',
    });
    const remove = () =>
      f.call(endpoints.deleteBlackout, { params: { deliveryBlackoutId: blackout.deliveryBlackoutId } });
    const response = await remove();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reject: false, reason: null });
    expect((await listed()).map((row) => row.deliveryBlackoutId)).not.toContain(blackout.deliveryBlackoutId);
    const audit = await f.query<{ action: string; before: unknown }>(sql`select action, before from audit_log
      where entity = 'delivery_blackout' and entity_id = ${String(blackout.deliveryBlackoutId)}
      and action = 'delivery_blackout.delete'`);
    expect(audit).toEqual([{ action: 'delivery_blackout.delete', before: blackout }]);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ reject: true, reason: 'NOT_FOUND', message: 'No such blackout.' });
  });
});
