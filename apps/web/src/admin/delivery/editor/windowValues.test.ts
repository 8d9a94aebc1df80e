import { describe, expect, it } from 'vitest';
import { draftsOf, newDraft, numberOrNull, windowsRequest } from './windowValues';

const saved = draftsOf([
  {
    deliveryZoneWindowId: 5,
    dayOfWeek: 0,
    startTime: '08:00:00',
    endTime: '12:00',
    capacity: 20,
    cutoffHours: null,
    isActive: true,
  },
]);

describe('windows table values', () => {
  it('sends the whole list: capacity and cutoff numbers, or null when blank or not numeric', () => {
    const added = {
      ...newDraft(saved),
      startTime: '13:00',
      endTime: '17:30',
      capacity: 'abc',
      cutoffHours: ' 2.5 ',
    };
    expect(added.dayOfWeek).toBe(1);
    expect(windowsRequest([...saved, added])).toEqual({
      windows: [
        {
          deliveryZoneWindowId: 5,
          dayOfWeek: 0,
          startTime: '08:00',
          endTime: '12:00',
          capacity: 20,
          cutoffHours: null,
          isActive: true,
        },
        {
          deliveryZoneWindowId: null,
          dayOfWeek: 1,
          startTime: '13:00',
          endTime: '17:30',
          capacity: null,
          cutoffHours: 2.5,
          isActive: true,
        },
      ],
    });
  });

  it('names each row missing a time, or starting at or after its end', () => {
    const rows = [...saved, newDraft(saved), { ...newDraft(saved), startTime: '10:00', endTime: '09:00' }];
    expect(windowsRequest(rows)).toEqual({
      problems: new Map([
        [1, 'timesRequired'],
        [2, 'startBeforeEnd'],
      ]),
    });
    expect(windowsRequest([])).toEqual({ windows: [] });
  });

  it('reads numbers as typed', () => {
    expect([numberOrNull(''), numberOrNull('3'), numberOrNull('-1.5'), numberOrNull('1e2')]).toEqual([
      null,
      3,
      -1.5,
      null,
    ]);
  });
});
