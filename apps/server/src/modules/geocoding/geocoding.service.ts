import type { GeocodePlace } from '@grocery/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { geocodeCache } from '../../db/schema';
import type { GeocodingClient } from './geocoding.client';

const keepFor = sql`now() + interval '7 days'`;

/** Geocoding through the shared cache: one question asked twice costs the service one request. */
export function geocodingService(db: Database, client: GeocodingClient) {
  async function cached<T extends object>(requestKey: string, load: () => Promise<T>): Promise<T> {
    const [hit] = await db
      .select({ answer: geocodeCache.answer })
      .from(geocodeCache)
      .where(and(eq(geocodeCache.requestKey, requestKey), gt(geocodeCache.expiresAt, sql`now()`)));
    if (hit) return hit.answer as T;
    const answer = await load();
    // Replaces an expired row of the same key too.
    await db
      .insert(geocodeCache)
      .values({ requestKey, answer, expiresAt: keepFor })
      .onConflictDoUpdate({ target: geocodeCache.requestKey, set: { answer, expiresAt: keepFor } });
    return answer;
  }

  return {
    search: async (query: string): Promise<GeocodePlace[]> => {
      const key = `search:${query.trim().toLowerCase()}`;
      return (await cached(key, async () => ({ places: await client.search(query.trim()) }))).places;
    },

    /** Points closer than about a metre (5 decimals) share one answer. */
    reverse: async (latitude: number, longitude: number): Promise<GeocodePlace | null> => {
      const lat = latitude.toFixed(5);
      const lon = longitude.toFixed(5);
      const load = async () => ({ place: await client.reverse(Number(lat), Number(lon)) });
      return (await cached(`reverse:${lat},${lon}`, load)).place;
    },
  };
}
