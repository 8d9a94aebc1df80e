import type { deliveryAdminEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const deliveryAdminExamples = examplesOf<typeof deliveryAdminEndpoints>()({
  lookup: {
    response: {
      reject: false,
      reason: null,
      zone: { deliveryZoneId: 17, name: 'Tel Aviv north' },
      slots: [
        {
          deliveryZoneWindowId: 17,
          date: '2026-05-04T09:30:00.000Z',
          startTime: '09:00',
          endTime: '13:00',
          startsAt: '2026-05-04T09:30:00.000Z',
          endsAt: '2026-05-04T09:30:00.000Z',
          bookable: false,
          reason: 'FULL',
          remaining: 1,
          held: false,
        },
      ],
    },
  },
  listZones: {
    response: {
      reject: false,
      reason: null,
      zones: [
        {
          deliveryZoneId: 17,
          name: 'Tel Aviv north',
          priority: 1,
          notes: 'Leave at the door.',
          isActive: false,
          windowsCount: 3,
        },
      ],
    },
  },
  createZone: {
    body: {
      name: 'Tel Aviv north',
      priority: 1,
      notes: 'Leave at the door.',
      isActive: false,
      polygonGeoJson:
        '{"type": "Polygon", "coordinates": [[[34.77, 32.08], [34.8, 32.08], [34.8, 32.11], [34.77, 32.08]]]}',
    },
    response: {
      reject: false,
      reason: null,
      zone: {
        deliveryZoneId: 17,
        name: 'Tel Aviv north',
        priority: 1,
        notes: 'Leave at the door.',
        isActive: false,
        windowsCount: 3,
        polygonGeoJson:
          '{"type": "Polygon", "coordinates": [[[34.77, 32.08], [34.8, 32.08], [34.8, 32.11], [34.77, 32.08]]]}',
        areaKm2: 1,
        windows: [
          {
            deliveryZoneWindowId: 17,
            dayOfWeek: 1,
            startTime: '09:00',
            endTime: '13:00',
            capacity: 1,
            cutoffHours: 1,
            isActive: false,
          },
        ],
        overlaps: [{ deliveryZoneId: 17, name: 'Tel Aviv north', priority: 1, wins: false }],
        translations: [{ languageCode: 'en', name: 'Tel Aviv north' }],
      },
    },
  },
  zone: {
    response: {
      reject: false,
      reason: null,
      zone: {
        deliveryZoneId: 17,
        name: 'Tel Aviv north',
        priority: 1,
        notes: 'Leave at the door.',
        isActive: false,
        windowsCount: 3,
        polygonGeoJson:
          '{"type": "Polygon", "coordinates": [[[34.77, 32.08], [34.8, 32.08], [34.8, 32.11], [34.77, 32.08]]]}',
        areaKm2: 1,
        windows: [
          {
            deliveryZoneWindowId: 17,
            dayOfWeek: 1,
            startTime: '09:00',
            endTime: '13:00',
            capacity: 1,
            cutoffHours: 1,
            isActive: false,
          },
        ],
        overlaps: [{ deliveryZoneId: 17, name: 'Tel Aviv north', priority: 1, wins: false }],
        translations: [{ languageCode: 'en', name: 'Tel Aviv north' }],
      },
    },
  },
  updateZone: {
    body: {
      name: 'Tel Aviv north',
      priority: 1,
      notes: 'Leave at the door.',
      isActive: false,
      polygonGeoJson:
        '{"type": "Polygon", "coordinates": [[[34.77, 32.08], [34.8, 32.08], [34.8, 32.11], [34.77, 32.08]]]}',
      deliveryZoneId: null,
    },
    response: {
      reject: false,
      reason: null,
      zone: {
        deliveryZoneId: 17,
        name: 'Tel Aviv north',
        priority: 1,
        notes: 'Leave at the door.',
        isActive: false,
        windowsCount: 3,
        polygonGeoJson:
          '{"type": "Polygon", "coordinates": [[[34.77, 32.08], [34.8, 32.08], [34.8, 32.11], [34.77, 32.08]]]}',
        areaKm2: 1,
        windows: [
          {
            deliveryZoneWindowId: 17,
            dayOfWeek: 1,
            startTime: '09:00',
            endTime: '13:00',
            capacity: 1,
            cutoffHours: 1,
            isActive: false,
          },
        ],
        overlaps: [{ deliveryZoneId: 17, name: 'Tel Aviv north', priority: 1, wins: false }],
        translations: [{ languageCode: 'en', name: 'Tel Aviv north' }],
      },
    },
  },
  deleteZone: {
    response: {
      reject: false,
      reason: null,
      zone: {
        deliveryZoneId: 17,
        name: 'Tel Aviv north',
        priority: 1,
        notes: 'Leave at the door.',
        isActive: false,
        windowsCount: 3,
        polygonGeoJson:
          '{"type": "Polygon", "coordinates": [[[34.77, 32.08], [34.8, 32.08], [34.8, 32.11], [34.77, 32.08]]]}',
        areaKm2: 1,
        windows: [
          {
            deliveryZoneWindowId: 17,
            dayOfWeek: 1,
            startTime: '09:00',
            endTime: '13:00',
            capacity: 1,
            cutoffHours: 1,
            isActive: false,
          },
        ],
        overlaps: [{ deliveryZoneId: 17, name: 'Tel Aviv north', priority: 1, wins: false }],
        translations: [{ languageCode: 'en', name: 'Tel Aviv north' }],
      },
    },
  },
  saveTranslation: {
    body: { name: 'Tel Aviv north' },
    response: { reject: false, reason: null, translation: { languageCode: 'en', name: 'Tel Aviv north' } },
  },
  deleteTranslation: { response: { reject: false, reason: null, deleted: false } },
  saveWindows: {
    body: {
      windows: [
        {
          deliveryZoneWindowId: 17,
          dayOfWeek: 1,
          startTime: '09:00',
          endTime: '13:00',
          capacity: 1,
          cutoffHours: 1,
          isActive: false,
        },
      ],
      deliveryZoneId: null,
    },
    response: {
      reject: false,
      reason: null,
      windows: [
        {
          deliveryZoneWindowId: 17,
          dayOfWeek: 1,
          startTime: '09:00',
          endTime: '13:00',
          capacity: 1,
          cutoffHours: 1,
          isActive: false,
        },
      ],
    },
  },
  listBlackouts: {
    response: {
      reject: false,
      reason: null,
      blackouts: [
        {
          deliveryBlackoutId: 17,
          blackoutDate: '2026-05-04T09:30:00.000Z',
          deliveryZoneId: 17,
          deliveryZoneName: 'Tel Aviv north',
          reason: 'Unknown barcode',
        },
      ],
    },
  },
  createBlackout: {
    body: { blackoutDate: '2026-05-04', deliveryZoneId: 17, reason: 'Unknown barcode' },
    response: {
      reject: false,
      reason: null,
      blackout: {
        deliveryBlackoutId: 17,
        blackoutDate: '2026-05-04T09:30:00.000Z',
        deliveryZoneId: 17,
        deliveryZoneName: 'Tel Aviv north',
        reason: 'Unknown barcode',
      },
    },
  },
  deleteBlackout: { response: { reject: false, reason: null } },
});
