// App tokens against the session cookie (issue 32, decision 0073): the same shopper's catalogue read
// and cart add, signed in by cookie and by bearer token, measured in turn in one run (each twice,
// the better of each kept), with the bearer rate as a share of the cookie's (target ≥ 95 %); and what
// the token check adds, paced at 100/s: p95 of a call that looks the caller up afresh
// (`/api/users/authenticate`) anonymous, by cookie and by token (target: token − anonymous ≤ 1 ms).
// Usage: node --import tsx bench/tokens.ts   (DATABASE_URL=postgres://... to run on PostgreSQL)
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { type Measurement, measure, measurementOf, measurePaced, printRatios } from './lib/measure';
import { signIn, startBenchServer } from './lib/server';

const shopperEmail = 'shopper@freshcart.example';

const server = await startBenchServer({ RATE_LIMITS_ENABLED: 'false' });

async function tokenFor(email: string, password: string): Promise<string> {
  const digest = createHash('sha256').update(`${email}${password}`).digest('hex');
  const response = await fetch(`${server.url}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: digest, deviceName: 'Bench' }),
  });
  const answer = (await response.json()) as { token?: string };
  if (!answer.token) throw new Error(`No token: ${JSON.stringify(answer)}`);
  return answer.token;
}

/** Adds 1 to and takes 1 off one line per connection, so the cart stays as it was. */
async function cartAdd(
  name: string,
  headers: Record<string, string>,
  productId: number,
): Promise<Measurement> {
  const body = (quantity: number) => JSON.stringify({ productId, quantity });
  const result = await autocannon({
    url: server.url,
    connections: 10,
    duration: 10,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      { method: 'POST', path: '/api/cart/items', body: body(1) },
      { method: 'POST', path: '/api/cart/items', body: body(-1) },
    ],
  });
  return measurementOf(name, result);
}

const better = (a: Measurement, b: Measurement) => (a.requestsPerSecond >= b.requestsPerSecond ? a : b);
const share = (bearer: Measurement, cookie: Measurement) =>
  `${((bearer.requestsPerSecond / cookie.requestsPerSecond) * 100).toFixed(1)} %`;

try {
  const password = await server.demoPassword(shopperEmail);
  const cookie = { cookie: await signIn(server.url, shopperEmail, password) };
  const bearer = { authorization: `Bearer ${await tokenFor(shopperEmail, password)}` };
  const categories = (await (await fetch(`${server.url}/api/categories/en`)).json()) as {
    categories: { categoryId: number }[];
  };
  const categoryId = categories.categories[0]?.categoryId;
  const listPath = `/api/products/en/${categoryId}/0`;
  const list = (await (await fetch(`${server.url}${listPath}`)).json()) as {
    products: { productId: number; unit: string; outOfStock: boolean }[];
  };
  const product = list.products.find((item) => item.unit === 'unit' && !item.outOfStock);
  if (!product) throw new Error('no unit product in stock on the first list page');
  // One line held beforehand, so that -1 never empties it.
  for (const headers of [cookie, bearer]) {
    await fetch(`${server.url}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ productId: product.productId, quantity: 2 }),
    });
  }

  await measure(server.url, { name: 'warm-up', path: listPath, headers: cookie }, 3);
  const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
  const reads: Record<'cookie' | 'bearer', Measurement[]> = { cookie: [], bearer: [] };
  const adds: Record<'cookie' | 'bearer', Measurement[]> = { cookie: [], bearer: [] };
  // Cookie then bearer, then bearer then cookie: neither always runs on a warmer server.
  for (let round = 0; round < 2; round++) {
    const kinds = [
      ['cookie', cookie],
      ['bearer', bearer],
    ] as const;
    for (const [kind, headers] of round === 0 ? kinds : [...kinds].reverse()) {
      reads[kind].push(await measure(server.url, { name: `list page 0, ${kind}`, path: listPath, headers }));
      adds[kind].push(await cartAdd(`cart add (+1 / -1), ${kind}`, headers, product.productId));
    }
  }
  const [readCookie, readBearer, addCookie, addBearer] = [
    reads.cookie,
    reads.bearer,
    adds.cookie,
    adds.bearer,
  ].map(([first, second]) => better(first as Measurement, second as Measurement)) as Measurement[];
  printRatios(bare, [readCookie, readBearer, addCookie, addBearer] as Measurement[]);

  const paced = async (name: string, headers: Record<string, string>, path = '/api/users/authenticate') =>
    measurePaced(server.url, { name, path: () => path, headers }, 100);
  await paced('warm-up', bearer);
  const anonymous = await paced('authenticate, anonymous', {});
  const byCookie = await paced('authenticate, cookie', cookie);
  const byToken = await paced('authenticate, bearer', bearer);
  // A catalogue read takes its caller from the kept lookup (decision 0043): no round trip.
  const listAnonymous = await paced('list page 0, anonymous', {}, listPath);
  const listByToken = await paced('list page 0, bearer', bearer, listPath);
  printRatios(bare, [anonymous, byCookie, byToken, listAnonymous, listByToken]);

  console.log('\nTarget: bearer ≥ 95 % of the cookie rate; the token check adds ≤ 1 ms p95.');
  console.log(`list page 0: bearer ${share(readBearer as Measurement, readCookie as Measurement)} of cookie`);
  console.log(`cart add:    bearer ${share(addBearer as Measurement, addCookie as Measurement)} of cookie`);
  console.log(
    `token check: p95 ${byToken.p95} ms against ${anonymous.p95} ms anonymous (+${(byToken.p95 - anonymous.p95).toFixed(1)} ms), ${byCookie.p95} ms by cookie`,
  );
  console.log(
    `catalogue read: p95 ${listByToken.p95} ms by token against ${listAnonymous.p95} ms anonymous (+${(listByToken.p95 - listAnonymous.p95).toFixed(1)} ms)`,
  );
} finally {
  await server.stop();
}
