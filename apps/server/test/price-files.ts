import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { posSyncEndpoints as endpoints, priceFileUploadResponse } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { rowsOf } from '../src/db/client';
import { type StaffMember, userHolding } from './access';
import { buildTestApp, type TestApp } from './app';
import { syncCalls } from './sync-calls';
import { upload } from './uploads';

/** Every column of every product row, as one digest: a catalogue left byte for byte keeps it. */
export async function productsDigest(t: Pick<TestApp, 'app'>): Promise<string | undefined> {
  const [row] = rowsOf<{ sum: string }>(
    await t.app.deps.database.db.execute(
      sql`select md5(string_agg(p::text, ',' order by product_id)) as sum from products p`,
    ),
  );
  return row?.sum;
}

/** For a 500: the server's log lines of its ticket (the error behind it), to read in the failure. */
function faultLogged(
  t: Partial<Pick<TestApp, 'logs'>>,
  response: { statusCode: number; body: string },
): string {
  if (response.statusCode < 500 || !t.logs) return '';
  const ticket = /"ticketId":"([^"]+)"/.exec(response.body)?.[1];
  const lines = ticket
    ? t
        .logs()
        .split('\n')
        .filter((line) => line.includes(ticket))
    : [];
  return `\nlogged: ${lines.join('\n')}`;
}

/** The price-file upload as a manager makes it: `send` gives the response, `uploaded` the checked answer. */
export function priceFileUploads(
  caller: () => { t: Pick<TestApp, 'app'> & Partial<Pick<TestApp, 'logs'>>; cookie: string | null },
) {
  async function send(bytes: Uint8Array, name = 'PriceFull.gz', cookie = caller().cookie) {
    return upload(
      caller().t.app,
      endpoints.uploadPriceFile.path,
      [{ bytes, name, type: 'application/gzip' }],
      {
        cookie: cookie ?? undefined,
      },
    );
  }
  async function uploaded(bytes: Uint8Array, name?: string) {
    const response = await send(bytes, name);
    expect(response.statusCode, `${response.body}${faultLogged(caller().t, response)}`).toBe(200);
    return priceFileUploadResponse.parse(response.json());
  }
  return { send, uploaded };
}

type Answer = { bytes: Buffer } | { held: [Buffer, Buffer]; release: Promise<void> } | { hangUp: true };

/**
 * A price file over HTTP on 127.0.0.1 (tests reach no internet): each GET gets what was set last.
 * `hold` sends a first part and the rest only once released (a slow source); `hangUp` closes the
 * connection unanswered (an unreachable URL).
 */
export async function priceFileServer() {
  let answer: Answer = { bytes: Buffer.alloc(0) };
  const server = http.createServer((request, response) => {
    request.resume();
    const now = answer;
    if ('hangUp' in now) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    if ('bytes' in now) {
      response.end(now.bytes);
      return;
    }
    response.write(now.held[0]);
    void now.release.then(() => response.end(now.held[1]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/PriceFull7290873255550-002.gz`,
    serve(bytes: Buffer) {
      answer = { bytes };
    },
    /** Serves `first`, then `rest` when the returned function is called. */
    hold(first: Buffer, rest: Buffer): () => void {
      let release = () => {};
      answer = { held: [first, rest], release: new Promise<void>((resolve) => (release = resolve)) };
      return () => release();
    },
    hangUp() {
      answer = { hangUp: true };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PriceFileServer = Awaited<ReturnType<typeof priceFileServer>>;

/**
 * An app whose configured source (POS_PRICE_FILE) is a file the test writes, and an admin, made
 * before the file's tests and closed after them; `runOf` writes the file and runs a sync to its end.
 */
export function configuredPriceFile(name: string, env: Record<string, string> = {}) {
  const kit = {} as { t: TestApp; admin: StaffMember; priceFile: string };
  let folder = '';
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), `grocery-${name}-`));
    kit.priceFile = path.join(folder, 'PriceFull.xml');
    kit.t = await buildTestApp({ env: { POS_PRICE_FILE: kit.priceFile, ...env } });
    kit.admin = await userHolding(kit.t.app, { groups: ['admin'] });
  });
  afterAll(async () => {
    await kit.t?.close();
    await fs.rm(folder, { recursive: true, force: true });
  });
  const calls = syncCalls(() => ({ t: kit.t, cookie: kit.admin.cookie }), 60_000);
  const query = async <T>(statement: SQL) => rowsOf<T>(await kit.t.app.deps.database.db.execute(statement));
  async function runOf(xml: string, kind: 'full' | 'delta' = 'full') {
    await fs.writeFile(kit.priceFile, xml);
    await calls.started(kind);
    return calls.finished();
  }
  return { kit, query, runOf, ...calls };
}
