import { latitudeSchema, longitudeSchema } from '@grocery/contracts';

export type LatLon = { latitude: number; longitude: number };

const numberPattern = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * 'lat, lon' as typed (a comma, semicolon or spaces between; as copied from a map): two numbers in
 * range, or null.
 */
export function parsePoint(text: string): LatLon | null {
  const parts = text
    .trim()
    .split(/\s*[,;]\s*|\s+/)
    .filter((part) => part !== '');
  if (parts.length !== 2 || !parts.every((part) => numberPattern.test(part))) return null;
  const latitude = latitudeSchema.safeParse(Number(parts[0]));
  const longitude = longitudeSchema.safeParse(Number(parts[1]));
  return latitude.success && longitude.success
    ? { latitude: latitude.data, longitude: longitude.data }
    : null;
}
