import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCatalogue, MAX_ITEMS, type ReferenceItem } from './catalogue';
import { createFaults, type Faults } from './faults';
import { promoFullOf } from './promotions';
import { type Answer, pagingRoutes } from './routes';
import { createSessions } from './sessions';

export type { ReferenceItem } from './catalogue';
export type { Faults } from './faults';

export interface ReferencePosOptions {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  /** How many items the catalogue holds (default 2,000; at most 1,000,000). */
  items?: number;
  /** Another seed, another catalogue (default 1). */
  seed?: number;
  /** Also a few items with an invalid barcode (~1%) or a negative price (~0.5%). */
  badItems?: boolean;
  username?: string;
  password?: string;
  /** The one-time code the POS asks for (default '246810'). */
  code?: string;
  requireCode?: boolean;
  /** How long a session lasts (default 30 minutes); a refresh token renews it. */
  sessionTtlMs?: number;
  /** How long a refresh token renews sessions after the sign-in that made it (default 30 days). */
  refreshTtlMs?: number;
  /** Generated items changed in the 90 days before this instant. */
  changedBefore?: string;
  /** The clock, for tests of expiry and of the guessing window. */
  now?: () => number;
}

export interface ReferencePos {
  url: string;
  faults: Faults;
  /** The demo credentials; `code` is null when the POS asks for none. */
  credentials: { username: string; password: string; code: string | null };
  item(code: string): ReferenceItem | null;
  itemAt(index: number): ReferenceItem;
  changePrice(code: string, price: string | number): ReferenceItem;
  withdraw(code: string): ReferenceItem;
  stop(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export async function startReferencePos(options: ReferencePosOptions = {}): Promise<ReferencePos> {
  const now = options.now ?? Date.now;
  const credentials = {
    username: options.username ?? 'demo',
    password: options.password ?? 'demo-pos',
    code: options.requireCode === false ? null : (options.code ?? '246810'),
  };
  const items = options.items ?? 2000;
  if (!Number.isInteger(items) || items < 0 || items > MAX_ITEMS) throw new Error(`items: 0‥${MAX_ITEMS}`);
  const catalogue = createCatalogue({
    items,
    seed: options.seed ?? 1,
    badItems: options.badItems ?? false,
    changedBefore: Date.parse(options.changedBefore ?? '2026-01-01T00:00:00.000Z'),
    now,
  });
  const sessions = createSessions({
    ...credentials,
    code: credentials.code ?? '',
    requireCode: credentials.code !== null,
    sessionTtlMs: options.sessionTtlMs ?? 30 * 60 * 1000,
    refreshTtlMs: options.refreshTtlMs ?? 30 * 24 * 60 * 60 * 1000,
    now,
  });
  const { faults, next, state } = createFaults({
    expireSessions: sessions.expireAll,
    expireRefreshTokens: sessions.expireRefreshTokens,
  });
  const paging = pagingRoutes(catalogue, sessions);

  /** The test controls of README's "Faults" and "Changing items", for a POS run by the CLI. */
  function control(path: string, body: Record<string, unknown>): Answer {
    if (path === '/api/_faults') {
      if (body.reset === true) faults.reset();
      for (const key of ['slowMs', 'failEvery', 'dropEvery', 'garbage'] as const)
        if (key in body) Object.assign(faults, { [key]: body[key] });
      if (body.expireSessions === true) faults.expireSessions();
      if (body.expireRefreshTokens === true) faults.expireRefreshTokens();
      return { status: 200, body: state() };
    }
    const code = /^\/api\/_items\/(\d+)$/.exec(path)?.[1];
    if (!code || catalogue.indexOf(code) < 0) return { status: 404, body: { reason: 'NOT_FOUND' } };
    if (typeof body.price === 'string' || typeof body.price === 'number')
      catalogue.changePrice(code, body.price);
    if (body.active === false) catalogue.withdraw(code);
    return { status: 200, body: catalogue.at(catalogue.indexOf(code)) };
  }

  async function route(request: IncomingMessage, url: URL): Promise<Answer> {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const auth = request.headers.authorization;
    if (method === 'GET' && path === '/api/catalogue') return paging.list(url, auth);
    if (method === 'GET' && path === '/api/changes') return paging.changes(url, auth);
    if (method === 'GET' && path === '/api/promotions') {
      if (!sessions.isLive(auth)) return { status: 401, body: { reason: 'SESSION_EXPIRED' } };
      return {
        status: 200,
        body: null,
        text: promoFullOf(catalogue),
        headers: { 'content-type': 'application/xml' },
      };
    }
    const posts = path === '/api/session' || path === '/api/session/refresh' || path.startsWith('/api/_');
    if (method !== 'POST' || !posts) return { status: 404, body: { reason: 'NOT_FOUND' } };
    const body = await readJson(request);
    if (body === null) return { status: 400, body: { reason: 'BAD_REQUEST' } };
    if (path === '/api/session/refresh') return sessions.renew(body);
    if (path === '/api/session') {
      const answer = sessions.signIn(body);
      const headers: Record<string, string> =
        answer.status === 429 ? { 'retry-after': String(answer.body.retryAfterSeconds) } : {};
      return { ...answer, headers };
    }
    return control(path, body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://pos');
    // The controls stay out of the faults, so the CLI can always switch them off.
    const isControl = url.pathname.startsWith('/api/_');
    const action = isControl ? 'answer' : next();
    if (!isControl && faults.slowMs > 0) await sleep(faults.slowMs);
    if (action === 'drop') return void request.socket.destroy();
    const answer: Answer =
      action === 'fail' ? { status: 500, body: { reason: 'INTERNAL' } } : await route(request, url);
    let text = answer.text ?? JSON.stringify(answer.body);
    if (!isControl && faults.garbage) text = text.slice(0, Math.floor(text.length / 2));
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': JSON_TYPE, ...answer.headers });
    response.end(text);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': JSON_TYPE });
      response.end(JSON.stringify({ reason: 'INTERNAL' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;

  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    faults,
    credentials,
    item: (code) => {
      const index = catalogue.indexOf(code);
      return index < 0 ? null : catalogue.at(index);
    },
    itemAt: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= catalogue.size)
        throw new RangeError(`no item ${index}`);
      return catalogue.at(index);
    },
    changePrice: catalogue.changePrice,
    withdraw: catalogue.withdraw,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The JSON object of a request body (at most 64 KiB), or null. */
async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > 65_536) return null;
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
