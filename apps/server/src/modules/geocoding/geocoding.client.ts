import { setTimeout as sleep } from 'node:timers/promises';
import type { GeocodePlace } from '@grocery/contracts';
import { z } from 'zod';

/** The service could not be reached, did not answer in time, or answered something unusable. */
export class GeocoderUnavailableError extends Error {}

export interface GeocodingClientOptions {
  /** A Nominatim-compatible service, without a trailing slash. */
  url: string;
  timeoutMs: number;
  userAgent: string;
  /** Least time between the starts of two requests; Nominatim's policy is one a second. */
  minIntervalMs?: number;
  /** A request that would wait longer than this for its turn fails at once instead. */
  maxWaitMs?: number;
}

const nominatimPlace = z.object({
  display_name: z.string(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  address: z.record(z.string(), z.unknown()).optional(),
});
type NominatimPlace = z.infer<typeof nominatimPlace>;
const searchAnswer = z.array(nominatimPlace);
/** Nominatim answers `{"error": "Unable to geocode"}` for a point with no address (the sea). */
const reverseAnswer = z.union([z.object({ error: z.string() }), nominatimPlace]);

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export function toPlace({ display_name, lat, lon, address = {} }: NominatimPlace): GeocodePlace {
  const part = (...keys: string[]) => {
    for (const key of keys) {
      const value = address[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    return null;
  };
  const road = part('road');
  const houseNumber = part('house_number');
  return {
    displayName: display_name,
    latitude: round6(lat),
    longitude: round6(lon),
    addressLine1: road && houseNumber ? `${road} ${houseNumber}` : road,
    city: part('city', 'town', 'village', 'municipality'),
    state: part('state'),
    postalCode: part('postcode'),
    country: part('country'),
  };
}

export class GeocodingClient {
  private readonly minIntervalMs: number;
  private readonly maxWaitMs: number;
  /** When the next request may start; each caller books its start before it waits. */
  private nextStart = 0;

  constructor(private readonly options: GeocodingClientOptions) {
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.maxWaitMs = options.maxWaitMs ?? 5000;
  }

  /** Up to 5 places matching a free-text query, in English. */
  async search(query: string): Promise<GeocodePlace[]> {
    const answer = searchAnswer.safeParse(await this.get('search', { limit: '5', q: query }));
    if (!answer.success) throw new GeocoderUnavailableError('search answered an unexpected shape');
    return answer.data.slice(0, 5).map(toPlace);
  }

  /** The address at a point, or null where there is none. */
  async reverse(latitude: number, longitude: number): Promise<GeocodePlace | null> {
    const answer = reverseAnswer.safeParse(
      await this.get('reverse', { lat: String(latitude), lon: String(longitude) }),
    );
    if (!answer.success) throw new GeocoderUnavailableError('reverse answered an unexpected shape');
    return 'error' in answer.data ? null : toPlace(answer.data);
  }

  private async get(operation: 'search' | 'reverse', params: Record<string, string>): Promise<unknown> {
    await this.turn();
    const { url, timeoutMs, userAgent } = this.options;
    const query = new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
      ...params,
    });
    try {
      const response = await fetch(`${url}/${operation}?${query}`, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new GeocoderUnavailableError(`${operation} answered HTTP ${response.status}`);
      }
      return await response.json();
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw error;
      throw new GeocoderUnavailableError(`${operation} failed: ${this.describe(error)}`);
    }
  }

  private async turn(): Promise<void> {
    const now = Date.now();
    const start = Math.max(now, this.nextStart);
    if (start - now > this.maxWaitMs) {
      throw new GeocoderUnavailableError('too many requests are waiting for their turn');
    }
    this.nextStart = start + this.minIntervalMs;
    if (start > now) await sleep(start - now);
  }

  private describe(error: unknown): string {
    if (!(error instanceof Error)) return String(error);
    if (error.name === 'TimeoutError') return `no answer within ${this.options.timeoutMs} ms`;
    if (error instanceof SyntaxError) return 'the answer is not JSON';
    const code = (error.cause as { code?: string } | undefined)?.code;
    return code ? `${error.message} (${code})` : error.message;
  }
}
