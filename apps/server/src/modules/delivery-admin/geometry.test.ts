import { type Position, parseZonePolygon, ringAreaKm2, zoneVerticesMax } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';

/** The outline checks and area of packages/contracts/src/delivery-geometry.ts. */

const polygon = (...rings: unknown[]) => JSON.stringify({ type: 'Polygon', coordinates: rings });
const square: Position[] = [
  [34.78, 32],
  [34.79, 32],
  [34.79, 32.01],
  [34.78, 32.01],
  [34.78, 32],
];

/** n corners on a circle, closed. */
const circle = (n: number): Position[] => {
  const corners = Array.from({ length: n }, (_, i): Position => {
    const angle = (2 * Math.PI * i) / n;
    return [34.78 + 0.05 * Math.cos(angle), 32.08 + 0.05 * Math.sin(angle)];
  });
  return [...corners, corners[0] as Position];
};

const problemOf = (text: string) => {
  const checked = parseZonePolygon(text);
  if ('ring' in checked) throw new Error('accepted');
  return checked;
};

describe('parseZonePolygon', () => {
  it('accepts a square and answers its ring', () => {
    expect(parseZonePolygon(polygon(square))).toEqual({ ring: square });
  });

  it('works out the area of a 0.01° square near latitude 32 on the sphere', () => {
    // A cell between two parallels and two meridians holds R² · Δλ · (sin φ2 − sin φ1).
    const radius = 6371.0088;
    const rad = (degrees: number) => (degrees * Math.PI) / 180;
    const expected = radius ** 2 * rad(0.01) * (Math.sin(rad(32.01)) - Math.sin(rad(32)));
    expect(expected).toBeCloseTo(1.0485, 3);
    // The rough figure: 0.01° is 1.1132 km north–south and 1.1132 km · cos 32° east–west.
    expect(1.1132 * 1.1132 * Math.cos(rad(32.005))).toBeCloseTo(expected, 2);
    expect(Math.abs(ringAreaKm2(square) - expected) / expected).toBeLessThan(0.005);
    expect(Math.abs(ringAreaKm2([...square].reverse()) - expected) / expected).toBeLessThan(0.005);
  });

  it('refuses a bow-tie and names where its edges cross', () => {
    const checked = problemOf(
      polygon([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
        [0, 0],
      ]),
    );
    expect(checked.crossings).toEqual([[1, 1]]);
    expect(checked.problem).toContain('1, 1');
  });

  it('counts edges that touch without crossing, when they are not side by side', () => {
    const hourglass = [
      [0, 0],
      [4, 0],
      [2, 2],
      [4, 4],
      [0, 4],
      [2, 2],
      [0, 0],
    ];
    expect(problemOf(polygon(hourglass)).crossings).toEqual([[2, 2]]);
    const onAnEdge = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 0],
      [0, 4],
      [0, 0],
    ];
    expect(problemOf(polygon(onAnEdge)).crossings).toContainEqual([2, 0]);
  });

  it.each([
    ['an unclosed ring', polygon(square.slice(0, -1)), 'closed'],
    [
      'fewer than 3 distinct corners',
      polygon([
        [0, 0],
        [1, 1],
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
      'at least 3 distinct',
    ],
    [
      'a longitude out of range',
      polygon([
        [181, 0],
        [1, 0],
        [1, 1],
        [181, 0],
      ]),
      'from -180 to 180',
    ],
    [
      'a latitude out of range',
      polygon([
        [0, -91],
        [1, 0],
        [1, 1],
        [0, -91],
      ]),
      'from -90 to 90',
    ],
    [`${zoneVerticesMax + 1} corners`, polygon(circle(zoneVerticesMax + 1)), 'at most 1000'],
    ['a hole', polygon(circle(8), circle(4)), 'without holes'],
    ['malformed JSON', '{"type": "Polygon", "coordinates": [[', 'not valid JSON'],
    ['a Point', JSON.stringify({ type: 'Point', coordinates: [34.78, 32.08] }), 'type Polygon'],
    ['no coordinates', JSON.stringify({ type: 'Polygon' }), 'coordinates'],
    [
      'text positions',
      polygon([
        ['0', '0'],
        ['1', '0'],
        ['1', '1'],
        ['0', '0'],
      ]),
      'numbers',
    ],
  ])('refuses %s', (_case, text, problem) => {
    expect(problemOf(text).problem).toContain(problem);
  });

  it(`accepts ${zoneVerticesMax} corners`, () => {
    const ring = circle(zoneVerticesMax);
    expect(parseZonePolygon(polygon(ring))).toEqual({ ring });
  });

  it('drops a corner repeated right after itself', () => {
    const doubled = [square[0], square[0], square[1], square[2], square[2], square[2], square[3], square[4]];
    expect(parseZonePolygon(polygon(doubled))).toEqual({ ring: square });
  });
});
