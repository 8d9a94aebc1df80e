import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** True when p95 is a real 95th percentile; autocannon's rows carry p97.5 there. */
  trueP95?: boolean;
}

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

/** An autocannon result as a row; p95 is read conservatively as autocannon's p97.5. */
export const measurementOf = (name: string, result: autocannon.Result): Measurement => ({
  name,
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p95: result.latency.p97_5,
  p99: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
});

/** Measures one route with autocannon on loopback; duration in seconds. */
export async function measure(
  baseUrl: string,
  target: Target,
  duration = 10,
  connections = 10,
): Promise<Measurement> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: { 'content-type': 'application/json', ...target.headers },
    connections,
    duration,
  });
  return measurementOf(target.name, result);
}

/**
 * As fast as the server answers, with a different path each request (`path(i)`, i counting up
 * across the connections): to spread requests over many URLs, or to miss a cache every time.
 */
export async function measureEach(
  baseUrl: string,
  target: { name: string; path: (index: number) => string; headers?: Record<string, string> },
  duration = 10,
  connections = 10,
): Promise<Measurement> {
  let counter = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    headers: target.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: target.path(counter++) }) }],
  });
  return measurementOf(target.name, result);
}

/** Every request a new URL (a counter in an ignored query parameter): each one misses the answer cache. */
export const missPath = (path: string, counter: number) =>
  `${path}${path.includes('?') ? '&' : '?'}miss=${counter}`;

/** Prints each route against the bare JSON route of the same server, measured in the same run. */
export function printRatios(bare: Measurement, rows: Measurement[]): void {
  const line = (m: Measurement) =>
    [
      m.name.padEnd(28),
      `${m.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
      `${((m.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0).padStart(4)} % of bare`,
      `p50 ${m.p50} ms`,
      m.trueP95 ? `p95 ${m.p95} ms` : `p97.5 ${m.p95} ms`,
      `p99 ${m.p99} ms`,
      m.errors + m.non2xx > 0 ? `errors ${m.errors} non-2xx ${m.non2xx}` : '',
    ].join('  ');
  console.log(line(bare));
  for (const row of rows) console.log(line(row));
}

/** The p-th percentile (nearest rank) of ascending numbers. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;

/**
 * Requests at a steady pace, as a shop sees them: request i is due at i/rate s, sent then whether
 * or not earlier ones answered, and timed from when it was due (so a queue in the client counts
 * too). Real p95 from every latency; `path(i)` and `body(i)` may vary each request.
 */
export async function measurePaced(
  baseUrl: string,
  target: Omit<Target, 'path' | 'body'> & {
    path: (index: number) => string;
    body?: (index: number) => string;
    /** Headers of request i beside `headers` (a different shopper's session each). */
    headersOf?: (index: number) => Record<string, string>;
  },
  rate: number,
  duration = 10,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const count = rate * duration;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const due = started + (index * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      try {
        const response = await fetch(`${baseUrl}${target.path(index)}`, {
          method: target.method ?? 'GET',
          body: target.body?.(index),
          headers: { 'content-type': 'application/json', ...target.headers, ...target.headersOf?.(index) },
        });
        await response.arrayBuffer();
        if (!response.ok) non2xx++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - due);
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    name: `${target.name} at ${rate}/s`,
    requestsPerSecond: count / ((performance.now() - started) / 1000),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors,
    non2xx,
    trueP95: true,
  };
}
