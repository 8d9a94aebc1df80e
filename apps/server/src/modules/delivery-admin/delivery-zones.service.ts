import {
  type createDeliveryZoneRequest,
  type DeliveryZone,
  type LanguageCode,
  type Position,
  ringAreaKm2,
  type updateDeliveryZoneRequest,
  zonePolygonText,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-errors';
import type { Transaction } from '../../db/user-lock';
import { polygonLiteral } from '../../domain/delivery/zone-polygon';
import { type Rejection, reject } from '../../http/answers';
import { lockZone, selectZone, selectZoneRows } from './delivery-zones.sql';

type CreateZone = z.output<typeof createDeliveryZoneRequest>;
type UpdateZone = z.output<typeof updateDeliveryZoneRequest>;

export type ZoneSaveResult =
  | { reject: false; zone: DeliveryZone }
  | Rejection<'NAME_TAKEN', { message: string }>
  /** No such zone. */
  | null;

const nameTaken = reject('NAME_TAKEN', { message: 'Another zone has this name.' });

/** What a change of a zone shows in the audit log. */
const auditedFields = (zone: DeliveryZone) => ({
  name: zone.name,
  priority: zone.priority,
  notes: zone.notes,
  isActive: zone.isActive,
  polygonGeoJson: zone.polygonGeoJson,
});

/** The outline's stored columns: the GeoJSON text, the searchable polygon and the area. */
const outlineValues = (ring: readonly Position[]) => ({
  geoJson: sql`${zonePolygonText(ring)}::jsonb`,
  area: sql`${polygonLiteral(ring)}::polygon`,
  areaKm2: ringAreaKm2(ring),
});

async function isNameTaken(tx: Transaction, name: string, exceptZoneId = 0): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`select 1 from delivery_zones
      where lower(name) = lower(${name}) and delivery_zone_id <> ${exceptZoneId}`),
  );
  return rows.length > 0;
}

/** A save that lost the race for a name to another save answers as the check would have. */
async function orNameTaken(save: () => Promise<ZoneSaveResult>): Promise<ZoneSaveResult> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'delivery_zones_name_unique')) return nameTaken;
    throw error;
  }
}

/** Zones: the list, one zone, and creating, editing and deactivating one. */
export function deliveryZonesService(db: Database) {
  return {
    /** Every zone, named in the language. */
    list: (language: LanguageCode) => selectZoneRows(db, language),

    zone: (zoneId: number) => selectZone(db, zoneId),

    create: (actorUserId: number, request: CreateZone) =>
      orNameTaken(() =>
        db.transaction(async (tx) => {
          if (await isNameTaken(tx, request.name)) return nameTaken;
          const outline = outlineValues(request.polygonGeoJson);
          const [created] = rowsOf<{ id: number }>(
            await tx.execute(sql`insert into delivery_zones
                (name, priority, notes, is_active, polygon_geojson, area, area_km2)
              values (${request.name}, ${request.priority}, ${request.notes}, ${request.isActive},
                ${outline.geoJson}, ${outline.area}, ${outline.areaKm2})
              returning delivery_zone_id as id`),
          );
          const zone = (await selectZone(tx, (created as { id: number }).id)) as DeliveryZone;
          await recordAudit(tx, {
            actorUserId,
            action: 'delivery_zone.details.create',
            entity: 'delivery_zone',
            entityId: zone.deliveryZoneId,
            before: null,
            after: auditedFields(zone),
          });
          return { reject: false, zone };
        }),
      ),

    /** Name, priority, notes, active, and the outline when one is sent (else it is kept). */
    update: (actorUserId: number, zoneId: number, request: UpdateZone) =>
      orNameTaken(() =>
        db.transaction(async (tx) => {
          if (!(await lockZone(tx, zoneId))) return null;
          if (await isNameTaken(tx, request.name, zoneId)) return nameTaken;
          const before = (await selectZone(tx, zoneId)) as DeliveryZone;
          const outline = request.polygonGeoJson ? outlineValues(request.polygonGeoJson) : null;
          const setOutline = outline
            ? sql`, polygon_geojson = ${outline.geoJson}, area = ${outline.area}, area_km2 = ${outline.areaKm2}`
            : sql``;
          await tx.execute(sql`update delivery_zones set name = ${request.name},
              priority = ${request.priority}, notes = ${request.notes}, is_active = ${request.isActive},
              updated_at = now() ${setOutline}
            where delivery_zone_id = ${zoneId}`);
          const zone = (await selectZone(tx, zoneId)) as DeliveryZone;
          await recordAudit(tx, {
            actorUserId,
            action: 'delivery_zone.details.update',
            entity: 'delivery_zone',
            entityId: zoneId,
            before: auditedFields(before),
            after: auditedFields(zone),
          });
          return { reject: false, zone };
        }),
      ),

    /** Deactivates the zone (its windows and the orders booked in them stay); null when unknown. */
    deactivate: (actorUserId: number, zoneId: number): Promise<DeliveryZone | null> =>
      db.transaction(async (tx) => {
        if (!(await lockZone(tx, zoneId))) return null;
        const before = (await selectZone(tx, zoneId)) as DeliveryZone;
        if (before.isActive) {
          await tx.execute(sql`update delivery_zones set is_active = false, updated_at = now()
            where delivery_zone_id = ${zoneId}`);
        }
        const zone = (await selectZone(tx, zoneId)) as DeliveryZone;
        await recordAudit(tx, {
          actorUserId,
          action: 'delivery_zone.details.delete',
          entity: 'delivery_zone',
          entityId: zoneId,
          before: { isActive: before.isActive },
          after: { isActive: zone.isActive },
        });
        return zone;
      }),
  };
}
