import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeocoderRequest {
  /** '/search' or '/reverse'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Date.now() when it arrived. */
  at: number;
}

/** How the fake answers: like Nominatim, HTTP 500, an HTML page, or never. */
export type FakeGeocoderMode = 'ok' | 'error' | 'not-json' | 'hang';

/** Nominatim's jsonv2 answer to a search with addressdetails=1 (trimmed to what we read and a bit). */
export const sampleSearchAnswer = [
  {
    place_id: 1001,
    osm_type: 'way',
    lat: '32.0775183',
    lon: '34.7748467',
    category: 'building',
    display_name: '50, Dizengoff Street, Lev HaIr, Tel Aviv-Yafo, Tel Aviv District, 6433222, Israel',
    address: {
      house_number: '50',
      road: 'Dizengoff Street',
      suburb: 'Lev HaIr',
      city: 'Tel Aviv-Yafo',
      state: 'Tel Aviv District',
      'ISO3166-2-lvl4': 'IL-TA',
      postcode: '6433222',
      country: 'Israel',
      country_code: 'il',
    },
  },
  {
    place_id: 1002,
    osm_type: 'node',
    lat: '31.2589',
    lon: '34.7997',
    category: 'place',
    display_name: 'Omer, Beersheba Subdistrict, Southern District, Israel',
    address: { town: 'Omer', state: 'Southern District', country: 'Israel', country_code: 'il' },
  },
];

export const sampleReverseAnswer = sampleSearchAnswer[0];
/** What Nominatim answers for a point with no address, such as the open sea. */
export const unableToGeocode = { error: 'Unable to geocode' };

/** A Nominatim-like service on loopback that records every request it gets. */
export class FakeGeocoder {
  readonly requests: FakeGeocoderRequest[] = [];
  mode: FakeGeocoderMode = 'ok';
  searchAnswer: unknown = sampleSearchAnswer;
  reverseAnswer: unknown = sampleReverseAnswer;
  url = '';
  private readonly server = http.createServer((request, response) => this.answer(request, response));

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Back to answering the samples, with no requests recorded. */
  reset(): void {
    this.requests.length = 0;
    this.mode = 'ok';
    this.searchAnswer = sampleSearchAnswer;
    this.reverseAnswer = sampleReverseAnswer;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push({
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      at: Date.now(),
    });
    if (this.mode === 'hang') return;
    if (this.mode === 'error') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (this.mode === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Busy</body></html>');
      return;
    }
    const body = { '/search': this.searchAnswer, '/reverse': this.reverseAnswer }[url.pathname];
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}
