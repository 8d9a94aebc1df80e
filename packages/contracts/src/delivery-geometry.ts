/**
 * Delivery zone outlines: a GeoJSON Polygon of one ring, [longitude, latitude] positions. The same
 * checks run where the admin draws (the map refuses a crossing edge) and on the server (400 with
 * the crossing points), so they live here, beside the schemas (decision 0047).
 */

export type Position = readonly [longitude: number, latitude: number];

/** The most corners a zone may have (the ring's closing position is not counted). */
export const zoneVerticesMax = 1000;

export type RingCheck = { ring: Position[] } | { problem: string; crossings?: Position[] };

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    value.length <= 3 &&
    value.every((part) => typeof part === 'number' && Number.isFinite(part))
  );
}

/** Which side of the line a→b the point c lies on: 1 left, -1 right, 0 on it. */
function turn(a: Position, b: Position, c: Position): number {
  const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return cross > 0 ? 1 : cross < 0 ? -1 : 0;
}

const within = (a: Position, b: Position, c: Position) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1]);

/** Where the segments p1p2 and q1q2 meet (a shared point or the crossing), or null. */
function meeting(p1: Position, p2: Position, q1: Position, q2: Position): Position | null {
  const d1 = turn(q1, q2, p1);
  const d2 = turn(q1, q2, p2);
  const d3 = turn(p1, p2, q1);
  const d4 = turn(p1, p2, q2);
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) {
    const denominator = (p2[0] - p1[0]) * (q2[1] - q1[1]) - (p2[1] - p1[1]) * (q2[0] - q1[0]);
    const t = ((q1[0] - p1[0]) * (q2[1] - q1[1]) - (q1[1] - p1[1]) * (q2[0] - q1[0])) / denominator;
    return [p1[0] + t * (p2[0] - p1[0]), p1[1] + t * (p2[1] - p1[1])];
  }
  if (d1 === 0 && within(q1, q2, p1)) return p1;
  if (d2 === 0 && within(q1, q2, p2)) return p2;
  if (d3 === 0 && within(p1, p2, q1)) return q1;
  if (d4 === 0 && within(p1, p2, q2)) return q2;
  return null;
}

/**
 * Where the closed ring's edges cross or touch each other (edges side by side share their corner
 * and do not count). Each point once, rounded to 6 decimals (about 0.1 m).
 */
export function ringCrossings(ring: readonly Position[]): Position[] {
  const corners = samePosition(ring[0] as Position, ring[ring.length - 1] as Position)
    ? ring.slice(0, -1)
    : ring;
  const count = corners.length;
  const found = new Map<string, Position>();
  for (let i = 0; i < count; i++) {
    const a1 = corners[i] as Position;
    const a2 = corners[(i + 1) % count] as Position;
    for (let j = i + 2; j < count; j++) {
      if (i === 0 && j === count - 1) continue;
      const b1 = corners[j] as Position;
      const b2 = corners[(j + 1) % count] as Position;
      const at = meeting(a1, a2, b1, b2);
      if (!at) continue;
      const rounded: Position = [Number(at[0].toFixed(6)), Number(at[1].toFixed(6))];
      found.set(rounded.join(','), rounded);
    }
  }
  return [...found.values()];
}

/** A ring's corners without repeats of the one before (a double click draws a corner twice). */
function withoutRepeats(ring: readonly Position[]): Position[] {
  return ring.filter(
    (position, index) => index === 0 || !samePosition(position, ring[index - 1] as Position),
  );
}

/** Checks a ring of positions as drawn or sent; the ring answered is closed, without repeated corners. */
export function checkRing(positions: readonly unknown[]): RingCheck {
  if (!positions.every(isPosition)) {
    return { problem: 'Each position must be [longitude, latitude] numbers.' };
  }
  const ring = withoutRepeats(positions.map((p) => [p[0], p[1]] as Position));
  if (ring.some(([lng, lat]) => lng < -180 || lng > 180 || lat < -90 || lat > 90)) {
    return { problem: 'Coordinates must be longitudes from -180 to 180 and latitudes from -90 to 90.' };
  }
  if (ring.length < 2 || !samePosition(ring[0] as Position, ring[ring.length - 1] as Position)) {
    return { problem: 'The ring must be closed: its last position must repeat the first.' };
  }
  const corners = ring.slice(0, -1);
  if (new Set(corners.map((p) => p.join(','))).size < 3) {
    return { problem: 'A zone needs at least 3 distinct corners.' };
  }
  if (corners.length > zoneVerticesMax) {
    return { problem: `A zone may have at most ${zoneVerticesMax} corners.` };
  }
  const crossings = ringCrossings(ring);
  if (crossings.length > 0) {
    const listed = crossings
      .slice(0, 10)
      .map(([lng, lat]) => `${lat}, ${lng}`)
      .join('; ');
    return { problem: `The zone's edges cross at ${listed} (latitude, longitude).`, crossings };
  }
  return { ring };
}

/** Parses a zone's polygonGeoJson: a GeoJSON Polygon geometry with one ring (no holes). */
export function parseZonePolygon(textValue: string): RingCheck {
  let value: unknown;
  try {
    value = JSON.parse(textValue);
  } catch {
    return { problem: 'The polygon is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'Polygon') {
    return { problem: 'The polygon must be a GeoJSON geometry of type Polygon.' };
  }
  const { coordinates } = value as { coordinates?: unknown };
  if (!Array.isArray(coordinates) || coordinates.length === 0 || !Array.isArray(coordinates[0])) {
    return { problem: 'The polygon must have coordinates: one ring of positions.' };
  }
  if (coordinates.length > 1) return { problem: 'A zone is one outline without holes.' };
  return checkRing(coordinates[0] as unknown[]);
}

/** The GeoJSON text of a checked ring, as stored and answered. */
export const zonePolygonText = (ring: readonly Position[]) =>
  JSON.stringify({ type: 'Polygon', coordinates: [ring] });

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The area inside a ring on the sphere, in km² (the spherical-excess sum geodesy libraries use). */
export function ringAreaKm2(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [lng1, lat1] = ring[i] as Position;
    const [lng2, lat2] = ring[i + 1] as Position;
    sum += radians(lng2 - lng1) * (2 + Math.sin(radians(lat1)) + Math.sin(radians(lat2)));
  }
  return Math.abs((sum * earthRadiusKm * earthRadiusKm) / 2);
}
