/** A point on the map, in degrees. */
export type Point = { latitude: number; longitude: number };

/** Spec 9: the map starts over Tel Aviv; moving to a place zooms to 13. */
export const defaultCentre: Point = { latitude: 32.0853, longitude: 34.7818 };
export const defaultZoom = 12;
export const placeZoom = 13;

/** The geocoding search takes 2 to 200 characters (the contracts' `geocodeQuery`). */
const queryMinimum = 2;
const queryMaximum = 200;

type SearchInput =
  | { kind: 'point'; point: Point }
  | { kind: 'outOfRange' }
  | { kind: 'text'; query: string }
  | { kind: 'tooShort' };

const number = String.raw`([-+]?(?:\d+(?:\.\d*)?|\.\d+))`;
const pointPattern = new RegExp(String.raw`^\s*${number}\s*,\s*${number}\s*$`);

/**
 * What the shipping search box holds (spec 5): 'lat, lon' (two numbers and a comma, spaces
 * anywhere) is a point; anything else of at least 2 characters is text to geocode.
 */
export function readSearchInput(text: string): SearchInput {
  const match = pointPattern.exec(text);
  if (match) {
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { kind: 'outOfRange' };
    return { kind: 'point', point: { latitude, longitude } };
  }
  const query = text.trim();
  if ([...query].length < queryMinimum) return { kind: 'tooShort' };
  return { kind: 'text', query: query.slice(0, queryMaximum) };
}

/** About 0.1 m: what the server stores and the page shows. */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 1e6) / 1e6;
  return rounded === 0 ? 0 : rounded;
}

/** Six decimals (spec 9), never "-0.000000". */
export function formatCoordinate(value: number): string {
  return roundCoordinate(value).toFixed(6);
}

export function formatPoint(point: Point): string {
  return `${formatCoordinate(point.latitude)}, ${formatCoordinate(point.longitude)}`;
}
