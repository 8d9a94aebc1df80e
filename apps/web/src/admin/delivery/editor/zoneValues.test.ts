import type { DeliveryZone } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { savedRing, zoneFormSchema, zoneFormValues, zoneRequest } from './zoneValues';

const ring: [number, number][] = [
  [34.77, 32.08],
  [34.79, 32.08],
  [34.79, 32.1],
  [34.77, 32.08],
];

const zone: DeliveryZone = {
  deliveryZoneId: 4,
  name: 'North Tel Aviv',
  priority: 2,
  notes: null,
  isActive: true,
  windowsCount: 0,
  polygonGeoJson: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
  areaKm2: 2.5,
  windows: [],
  overlaps: [],
  translations: [],
};

describe('zoneFormSchema', () => {
  it('trims the name and notes; an empty priority or note is null', () => {
    expect(zoneFormSchema.parse({ name: '  North ', priority: ' ', isActive: true, notes: '  ' })).toEqual({
      name: 'North',
      priority: null,
      isActive: true,
      notes: null,
    });
    expect(
      zoneFormSchema.parse({ name: 'N', priority: '-2.5', isActive: false, notes: ' x ' }),
    ).toMatchObject({
      priority: -2.5,
      notes: 'x',
    });
  });

  it('names its texts for a blank name and a priority that is not a number', () => {
    const result = zoneFormSchema.safeParse({ name: '   ', priority: '1e3', isActive: true, notes: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'nameRequired'],
      ['priority', 'priorityInvalid'],
    ]);
    expect(
      zoneFormSchema.safeParse({ name: 'a', priority: '2000000', isActive: true, notes: '' }).success,
    ).toBe(false);
  });
});

describe('a zone to the form and back', () => {
  it('edits a loaded zone and sends the outline only when there is one', () => {
    expect(zoneFormValues(zone)).toEqual({
      name: 'North Tel Aviv',
      priority: '2',
      isActive: true,
      notes: '',
    });
    const fields = { name: 'N', priority: null, isActive: true, notes: null };
    expect(zoneRequest(fields, null)).toEqual(fields);
    expect(JSON.parse(zoneRequest(fields, ring).polygonGeoJson)).toEqual({
      type: 'Polygon',
      coordinates: [ring],
    });
    expect(savedRing(zone)).toEqual(ring);
    expect(savedRing({ ...zone, polygonGeoJson: 'nope' })).toBeNull();
  });
});
