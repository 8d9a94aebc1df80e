import type { deliveryEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const deliveryExamples = examplesOf<typeof deliveryEndpoints>()({
  availability: {
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
      hold: {
        deliveryZoneWindowId: 17,
        date: '2026-05-04T09:30:00.000Z',
        expiresAt: '2026-05-04T09:30:00.000Z',
      },
    },
  },
  hold: {
    body: { deliveryZoneWindowId: 17, date: '2026-05-04', shippingAddressId: 21 },
    response: {
      reject: false,
      reason: null,
      hold: {
        deliveryZoneWindowId: 17,
        date: '2026-05-04T09:30:00.000Z',
        expiresAt: '2026-05-04T09:30:00.000Z',
      },
    },
  },
  release: { response: { reject: false, reason: null } },
});
