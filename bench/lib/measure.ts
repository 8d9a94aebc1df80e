import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

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
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    // autocannon reports p97.5 and p99; p95 is read between them conservatively as p97.5.
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Prints each route against the bare JSON route of the same server, measured in the same run. */
export function printRatios(bare: Measurement, rows: Measurement[]): void {
  const line = (m: Measurement) =>
    [
      m.name.padEnd(28),
      `${m.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
      `${((m.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0).padStart(4)} % of bare`,
      `p50 ${m.p50} ms`,
      `p97.5 ${m.p95} ms`,
      `p99 ${m.p99} ms`,
      m.errors + m.non2xx > 0 ? `errors ${m.errors} non-2xx ${m.non2xx}` : '',
    ].join('  ');
  console.log(line(bare));
  for (const row of rows) console.log(line(row));
}
