import {
  deleteDeliveryZoneTranslationResponse,
  deliveryBlackoutsResponse,
  deliveryLookupResponse,
  deliveryZoneResponse,
  deliveryZonesResponse,
  deliveryZoneTranslationResponse,
  deliveryAdminEndpoints as endpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badRequestIssues,
  box,
  type DeliveryAdminFixture,
  deliveryAdminFixture,
  polygonText,
} from '../../../test/delivery-admin-fixture';

let f: DeliveryAdminFixture;
beforeAll(async () => {
  f = await deliveryAdminFixture();
});
afterAll(() => f.close());

const save = (deliveryZoneId: number | string, languageCode: string, body: unknown) =>
  f.call(endpoints.saveTranslation, { params: { deliveryZoneId, languageCode }, body });
const remove = (deliveryZoneId: number | string, languageCode: string) =>
  f.call(endpoints.deleteTranslation, { params: { deliveryZoneId, languageCode } });

async function translationsOf(deliveryZoneId: number) {
  const response = await f.call(endpoints.zone, { params: { deliveryZoneId }, cookie: f.reader.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return deliveryZoneResponse.parse(response.json()).zone;
}

const auditOf = (zoneId: number) =>
  f.query<{ action: string; before: unknown; after: unknown }>(sql`select action, before, after
    from audit_log where entity = 'delivery_zone' and entity_id = ${String(zoneId)}
      and action like 'delivery_zone.translation.%'
    order by audit_entry_id`);

describe('PUT /api/admin/delivery/zones/:deliveryZoneId/translations/:languageCode', () => {
  it("saves a language's name, replaces it on a second save, and audits both", async () => {
    const zone = await f.zone({ name: 'Harbour' });
    const first = await save(zone.deliveryZoneId, 'he', { name: '  הנמל  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(deliveryZoneTranslationResponse.parse(first.json())).toMatchObject({
      reject: false,
      translation: { languageCode: 'he', name: 'הנמל' },
    });
    await save(zone.deliveryZoneId, 'th', { name: 'ท่าเรือ' });
    await save(zone.deliveryZoneId, 'he', { name: 'נמל יפו' });

    const read = await translationsOf(zone.deliveryZoneId);
    expect(read.name).toBe('Harbour');
    expect(read.translations).toEqual([
      { languageCode: 'he', name: 'נמל יפו' },
      { languageCode: 'th', name: 'ท่าเรือ' },
    ]);
    expect(await auditOf(zone.deliveryZoneId)).toEqual([
      {
        action: 'delivery_zone.translation.update',
        before: null,
        after: { languageCode: 'he', name: 'הנמל' },
      },
      {
        action: 'delivery_zone.translation.update',
        before: null,
        after: { languageCode: 'th', name: 'ท่าเรือ' },
      },
      {
        action: 'delivery_zone.translation.update',
        before: { languageCode: 'he', name: 'הנמל' },
        after: { languageCode: 'he', name: 'נמל יפו' },
      },
    ]);
  });

  it('refuses a bad name or language with 400 and writes nothing', async () => {
    const zone = await f.zone();
    await save(zone.deliveryZoneId, 'he', { name: 'קיים' });
    const before = await f.counts();
    const bad: [string, unknown][] = [
      ['he', { name: '' }],
      ['he', { name: '   ' }],
      ['he', { name: 'א'.repeat(101) }],
      ['he', { name: 'bad\u0000name' }],
      ['he', { name: 42 }],
      ['he', {}],
      ['he', { name: 'שם', extra: true }],
      ['fr', { name: 'Port' }],
      ['HE', { name: 'שם' }],
    ];
    for (const [language, body] of bad) {
      const issues = badRequestIssues(await save(zone.deliveryZoneId, language, body));
      expect(issues.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(await f.counts()).toEqual(before);
    expect((await translationsOf(zone.deliveryZoneId)).translations).toEqual([
      { languageCode: 'he', name: 'קיים' },
    ]);
  });

  it('answers 404 for a zone that does not exist, writing nothing', async () => {
    const before = await f.counts();
    const response = await save(987_654, 'he', { name: 'אין' });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
    expect(await f.counts()).toEqual(before);
  });
});

describe('DELETE /api/admin/delivery/zones/:deliveryZoneId/translations/:languageCode', () => {
  it('removes the name (the language shows the base name again), audited; a second delete finds none', async () => {
    const zone = await f.zone({ name: 'Orchard' });
    await save(zone.deliveryZoneId, 'th', { name: 'สวนผลไม้' });
    const first = await remove(zone.deliveryZoneId, 'th');
    expect(first.statusCode, first.body).toBe(200);
    expect(deleteDeliveryZoneTranslationResponse.parse(first.json())).toMatchObject({ deleted: true });
    expect((await translationsOf(zone.deliveryZoneId)).translations).toEqual([]);
    const before = await f.counts();
    const again = await remove(zone.deliveryZoneId, 'th');
    expect(deleteDeliveryZoneTranslationResponse.parse(again.json())).toMatchObject({ deleted: false });
    expect(await f.counts()).toEqual(before);
    expect((await auditOf(zone.deliveryZoneId)).at(-1)).toEqual({
      action: 'delivery_zone.translation.delete',
      before: { languageCode: 'th', name: 'สวนผลไม้' },
      after: null,
    });
    expect((await remove(987_654, 'th')).statusCode).toBe(404);
  });
});

describe("the back office's zone names in the page's language", () => {
  it('lists zones, blackouts and an address test in the language asked, the base name where none', async () => {
    const named = await f.zone({
      name: 'Lang Named',
      priority: -100,
      polygonGeoJson: polygonText(box(60, 60, 61, 61)),
    });
    const plain = await f.zone({ name: 'Lang Plain', priority: -99 });
    await save(named.deliveryZoneId, 'he', { name: 'אזור בדיקה' });
    await save(named.deliveryZoneId, 'th', { name: 'เขตทดสอบ' });
    await f.call(endpoints.createBlackout, {
      body: { blackoutDate: '2099-03-01', deliveryZoneId: named.deliveryZoneId, reason: null },
    });

    const names = async (languageCode?: string) => {
      const response = await f.call(endpoints.listZones, {
        query: { languageCode },
        cookie: f.reader.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      const zones = deliveryZonesResponse.parse(response.json()).zones;
      return [named, plain].map(
        (zone) => zones.find((row) => row.deliveryZoneId === zone.deliveryZoneId)?.name,
      );
    };
    expect(await names()).toEqual(['Lang Named', 'Lang Plain']);
    expect(await names('he')).toEqual(['אזור בדיקה', 'Lang Plain']);
    expect(await names('th')).toEqual(['เขตทดสอบ', 'Lang Plain']);

    const blackouts = await f.call(endpoints.listBlackouts, { query: { languageCode: 'he' } });
    const blackout = deliveryBlackoutsResponse
      .parse(blackouts.json())
      .blackouts.find((row) => row.deliveryZoneId === named.deliveryZoneId);
    expect(blackout?.deliveryZoneName).toBe('אזור בדיקה');

    const lookup = await f.call(endpoints.lookup, {
      query: { latitude: 60.5, longitude: 60.5, languageCode: 'th' },
    });
    expect(deliveryLookupResponse.parse(lookup.json()).zone?.name).toBe('เขตทดสอบ');

    for (const call of [
      f.call(endpoints.listZones, { query: { languageCode: 'fr' } }),
      f.call(endpoints.listBlackouts, { query: { languageCode: 'xx' } }),
      f.call(endpoints.lookup, { query: { latitude: 60.5, longitude: 60.5, languageCode: 'de' } }),
      f.call(endpoints.listZones, { query: { lang: 'he' } }),
    ]) {
      expect(badRequestIssues(await call).length).toBeGreaterThan(0);
    }
  });

  it('goes with its zone when the zone is removed (cascade)', async () => {
    const zone = await f.zone();
    await save(zone.deliveryZoneId, 'he', { name: 'זמני' });
    await f.query(sql`delete from delivery_zones where delivery_zone_id = ${zone.deliveryZoneId}`);
    const left = await f.query(
      sql`select 1 from delivery_zone_translations where delivery_zone_id = ${zone.deliveryZoneId}`,
    );
    expect(left).toEqual([]);
  });
});
