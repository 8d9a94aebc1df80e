// Compressed answers: a cached product list (demo data, 24 products, about 10 KB of JSON) sent
// plain, as brotli and as gzip, and revalidated (If-None-Match of its brotli ETag: 304, no body),
// against the bare JSON route of the same server.
// Usage: node --import tsx bench/compression.ts
import { measure, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const server = await startBenchServer();
try {
  const categories = (await (await fetch(`${server.url}/api/categories/he`)).json()) as {
    categories: { categoryId: number }[];
  };
  const list = `/api/products/he/${categories.categories[0]?.categoryId}`;
  const plainBytes = (await (await fetch(`${server.url}${list}`)).arrayBuffer()).byteLength;
  console.log(`product list: ${list}, ${plainBytes} bytes plain`);
  await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
  await measure(server.url, { name: 'warm-up', path: list, headers: { 'accept-encoding': 'br' } }, 1);
  const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
  const rows = [];
  for (const encoding of ['identity', 'br', 'gzip']) {
    const headers = { 'accept-encoding': encoding };
    rows.push(await measure(server.url, { name: `cached product list, ${encoding}`, path: list, headers }));
  }
  const etag = (await fetch(`${server.url}${list}`, { headers: { 'accept-encoding': 'br' } })).headers.get(
    'etag',
  );
  console.log(`brotli ETag: ${etag}`);
  const revalidated = { 'accept-encoding': 'br', 'if-none-match': etag ?? '' };
  rows.push(
    await measure(server.url, { name: 'cached product list, br, 304', path: list, headers: revalidated }),
  );
  printRatios(bare, rows);
} finally {
  await server.stop();
}
