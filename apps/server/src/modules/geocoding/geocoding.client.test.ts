import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGeocoder } from '../../../test/fake-geocoder';
import { GeocoderUnavailableError, GeocodingClient, type GeocodingClientOptions } from './geocoding.client';

let fake: FakeGeocoder;
beforeAll(async () => {
  fake = await new FakeGeocoder().start();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = (options: Partial<GeocodingClientOptions> = {}) =>
  new GeocodingClient({ url: fake.url, timeoutMs: 1000, userAgent: 'tests', minIntervalMs: 0, ...options });
const place = (address: Record<string, string>) => ({
  display_name: 'Somewhere',
  lat: '1.23456789',
  lon: '-2.5',
  address,
});

describe('geocoding client', () => {
  it('takes the town, village or municipality when there is no city; a house number needs a road', async () => {
    fake.searchAnswer = [
      place({ village: 'Nahalal', house_number: '7' }),
      place({ municipality: 'Emek Yizre’el', road: 'Main Road' }),
      place({ city: 'Haifa', town: 'Not this', road: ' ' }),
      place({}),
    ];
    const places = await client().search('somewhere');
    expect(places.map((p) => [p.city, p.addressLine1])).toEqual([
      ['Nahalal', null],
      ['Emek Yizre’el', 'Main Road'],
      ['Haifa', null],
      [null, null],
    ]);
    expect(places[0]).toMatchObject({ latitude: 1.234568, longitude: -2.5, state: null, postalCode: null });
  });

  it('keeps at most 5 places', async () => {
    fake.searchAnswer = Array.from({ length: 7 }, () => place({}));
    expect(await client().search('many')).toHaveLength(5);
  });

  it('fails as unavailable on an unexpected shape or an unreachable service', async () => {
    fake.searchAnswer = { not: 'a list' };
    await expect(client().search('x')).rejects.toThrow(GeocoderUnavailableError);
    fake.reverseAnswer = [1, 2];
    await expect(client().reverse(1, 2)).rejects.toThrow(/unexpected shape/);

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(client({ url: `http://127.0.0.1:${port}` }).search('x')).rejects.toThrow(
      /search failed: .*ECONNREFUSED/,
    );
  });

  // Arrival times include each request's own latency, hence the margin below the interval.
  it('starts requests at least the interval apart, and refuses one that would wait too long', async () => {
    const spaced = client({ minIntervalMs: 300, maxWaitMs: 700 });
    const answers = await Promise.allSettled([1, 2, 3, 4].map(() => spaced.search('x')));
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const [first, second, third] = fake.requests.map((request) => request.at);
    expect((second as number) - (first as number)).toBeGreaterThanOrEqual(200);
    expect((third as number) - (second as number)).toBeGreaterThanOrEqual(200);
    expect(fake.requests).toHaveLength(3);
  });
});
