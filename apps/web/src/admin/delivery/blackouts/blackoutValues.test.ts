import { describe, expect, it } from 'vitest';
import { allZones, blackoutFormSchema, blackoutRequest } from './blackoutValues';

describe('blackout form values', () => {
  it("sends 'All' as a null zone and a blank reason as null; the reason trimmed", () => {
    const all = blackoutFormSchema.parse({
      blackoutDate: '2030-01-15',
      deliveryZoneId: allZones,
      reason: '  ',
    });
    expect(blackoutRequest(all)).toEqual({ blackoutDate: '2030-01-15', deliveryZoneId: null, reason: null });
    const one = blackoutFormSchema.parse({
      blackoutDate: '2030-01-15',
      deliveryZoneId: 4,
      reason: ' Holiday ',
    });
    expect(blackoutRequest(one)).toEqual({
      blackoutDate: '2030-01-15',
      deliveryZoneId: 4,
      reason: 'Holiday',
    });
    const cleared = blackoutFormSchema.parse({
      blackoutDate: '2030-01-15',
      deliveryZoneId: null,
      reason: '',
    });
    expect(blackoutRequest(cleared).deliveryZoneId).toBeNull();
  });

  it('names its text for a missing date', () => {
    const result = blackoutFormSchema.safeParse({ blackoutDate: null, deliveryZoneId: allZones, reason: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['dateRequired']);
  });
});
