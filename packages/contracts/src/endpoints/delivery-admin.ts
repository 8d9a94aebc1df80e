import type * as schemas from '../delivery';
import { endpointsOf } from '../endpoint';

/** The back office's delivery zones, weekly windows and blackout days (decision 0047). */
export const deliveryAdminEndpoints = endpointsOf<typeof schemas>()('delivery-admin', {
  listZones: {
    method: 'GET',
    path: '/api/admin/delivery/zones',
    access: ['admin_access', 'delivery:read'],
    summary: 'Every zone, active first, then by priority (none last), then by name.',
    response: 'deliveryZonesResponse',
  },
  zone: {
    method: 'GET',
    path: '/api/admin/delivery/zones/:deliveryZoneId',
    access: ['admin_access', 'delivery:read'],
    summary: 'One zone with its outline, area, windows and the active zones it overlaps.',
    params: 'deliveryZoneParams',
    response: 'deliveryZoneResponse',
  },
  createZone: {
    method: 'POST',
    path: '/api/admin/delivery/zones',
    access: ['admin_access', 'delivery:write'],
    summary: 'A new zone; the outline is checked (closed, 3 to 1,000 corners, no crossing edges).',
    body: 'createDeliveryZoneRequest',
    response: 'deliveryZoneSaveResponse',
  },
  updateZone: {
    method: 'PUT',
    path: '/api/admin/delivery/zones/:deliveryZoneId',
    access: ['admin_access', 'delivery:write'],
    summary: 'Name, priority, notes, active and (when sent) the outline.',
    params: 'deliveryZoneParams',
    body: 'updateDeliveryZoneRequest',
    response: 'deliveryZoneSaveResponse',
  },
  /** The spec's delete: the zone is deactivated, never removed (its orders keep their slots). */
  deleteZone: {
    method: 'DELETE',
    path: '/api/admin/delivery/zones/:deliveryZoneId',
    access: ['admin_access', 'delivery:write'],
    summary: 'Deactivates the zone: it no longer serves addresses or offers slots.',
    params: 'deliveryZoneParams',
    response: 'deliveryZoneResponse',
  },
  saveWindows: {
    method: 'PUT',
    path: '/api/admin/delivery/zones/:deliveryZoneId/windows',
    access: ['admin_access', 'delivery:write'],
    summary: "The zone's whole list of weekly windows (upsert; windows left out are removed).",
    params: 'deliveryZoneParams',
    body: 'saveDeliveryWindowsRequest',
    response: 'deliveryWindowsResponse',
  },
  listBlackouts: {
    method: 'GET',
    path: '/api/admin/delivery/blackouts',
    access: ['admin_access', 'delivery:read'],
    summary: 'Blackout days, by date.',
    response: 'deliveryBlackoutsResponse',
  },
  createBlackout: {
    method: 'POST',
    path: '/api/admin/delivery/blackouts',
    access: ['admin_access', 'delivery:write'],
    summary: 'A day without deliveries, for one zone or (zone null) all.',
    body: 'createDeliveryBlackoutRequest',
    response: 'deliveryBlackoutSaveResponse',
  },
  deleteBlackout: {
    method: 'DELETE',
    path: '/api/admin/delivery/blackouts/:deliveryBlackoutId',
    access: ['admin_access', 'delivery:write'],
    params: 'deliveryBlackoutParams',
    response: 'deliveryDoneResponse',
  },
  lookup: {
    method: 'GET',
    path: '/api/admin/delivery/lookup',
    access: ['admin_access', 'delivery:read'],
    summary: 'Which zone serves a point, and its slots of the next days ("test an address").',
    query: 'deliveryLookupQuery',
    response: 'deliveryLookupResponse',
  },
});
