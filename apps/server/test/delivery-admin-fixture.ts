import {
  type AnyEndpoint,
  type DeliveryZone,
  deliveryZoneSaveResponse,
  deliveryAdminEndpoints as endpoints,
} from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../src/db/client';
import { type StaffMember, userHolding } from './access';
import { buildTestApp, type TestApp } from './app';
import { callEndpoint, type EndpointCall } from './endpoint-calls';

export type Ring = [number, number][];

/** A rectangle [west, south, east, north] as a closed ring of [lng, lat]. */
export const box = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

export const polygonText = (ring: unknown[]) => JSON.stringify({ type: 'Polygon', coordinates: [ring] });

export interface DeliveryAdminFixture {
  t: TestApp;
  /** Dispatcher: delivery:read and delivery:write. */
  writer: StaffMember;
  /** Order manager: delivery:read only. */
  reader: StaffMember;
  /** admin_access without any delivery permission. */
  outsider: StaffMember;
  call(endpoint: AnyEndpoint, call?: EndpointCall): ReturnType<typeof callEndpoint>;
  query<T>(statement: SQL): Promise<T[]>;
  /** Rows of every delivery table and the audit log: to show a refusal wrote nothing. */
  counts(): Promise<Record<string, unknown>>;
  /** A zone made through the API as the writer (a fresh name and a small box unless told). */
  zone(fields?: Record<string, unknown>): Promise<DeliveryZone>;
  close(): Promise<void>;
}

let made = 0;

export async function deliveryAdminFixture(): Promise<DeliveryAdminFixture> {
  const t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
  const writer = await userHolding(t.app, { groups: ['dispatcher'] });
  const call = (endpoint: AnyEndpoint, request: EndpointCall = {}) =>
    callEndpoint(t, endpoint, { cookie: writer.cookie, ...request });
  const query = async <T>(statement: SQL) => rowsOf<T>(await t.database.db.execute(statement));
  return {
    t,
    writer,
    reader: await userHolding(t.app, { groups: ['order_manager'] }),
    outsider: await userHolding(t.app, { permissions: ['admin_access'] }),
    call,
    query,
    async counts() {
      const [row] = await query<Record<string, unknown>>(sql`select
        (select count(*)::int from delivery_zones) as zones,
        (select count(*)::int from delivery_zone_windows) as windows,
        (select count(*)::int from delivery_blackouts) as blackouts,
        (select count(*)::int from audit_log) as audit,
        (select max(updated_at)::text from delivery_zones) as "lastUpdate",
        (select md5(coalesce(string_agg(w::text, ',' order by delivery_zone_window_id), ''))
         from delivery_zone_windows w) as "windowsHash",
        (select md5(coalesce(string_agg(t::text, ',' order by delivery_zone_id, language_code), ''))
         from delivery_zone_translations t) as "translationsHash"`);
      return row as Record<string, unknown>;
    },
    async zone(fields = {}) {
      made += 1;
      const offset = made * 0.5;
      const body = {
        name: `Zone ${made}`,
        polygonGeoJson: polygonText(box(10 + offset, 10, 10.1 + offset, 10.1)),
        ...fields,
      };
      const response = await call(endpoints.createZone, { body });
      expect(response.statusCode, response.body).toBe(200);
      const answer = deliveryZoneSaveResponse.parse(response.json());
      if (answer.reject) throw new Error(`${answer.reason}: ${answer.message}`);
      return answer.zone;
    },
    close: () => t.close(),
  };
}

/** The issues of a 400 answer. */
export function badRequestIssues(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json() as { reason: string; issues?: { path: string; message: string }[] };
  expect(answer.reason).toBe('BAD_REQUEST');
  return answer.issues ?? [];
}
