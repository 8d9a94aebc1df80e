import type { AddressInfo } from 'node:net';
import net from 'node:net';
import {
  cartEndpoints,
  catalogueEndpoints,
  errorEnvelopeSchema,
  fillPath,
  orderEndpoints,
  userEndpoints,
} from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** The status line and the body of each HTTP answer in a socket's text. */
function answers(text: string): { status: number; body: string }[] {
  return [...text.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/g)].map((match) => {
    const length = Number(/content-length: (\d+)/i.exec(match[2] ?? '')?.[1] ?? 0);
    const start = (match.index ?? 0) + match[0].length;
    return { status: Number(match[1]), body: text.slice(start, start + length) };
  });
}

/**
 * A plain client that writes its whole request, slowly as over a real network, and only then
 * reads: the way many HTTP clients work, and the one that loses an answer to a reset connection.
 * It reads until the server closes, or until one whole answer when the connection is kept alive.
 */
function sendThenRead(head: string, body: Buffer = Buffer.alloc(0)): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const [first] = answers(text);
      if (first && /connection: keep-alive/i.test(text) && text.endsWith(first.body)) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(text));
    socket.on('connect', async () => {
      socket.write(head);
      for (let offset = 0; offset < body.length; offset += 64 * 1024) {
        socket.write(body.subarray(offset, offset + 64 * 1024));
        await new Promise((wait) => setTimeout(wait, 2));
      }
      socket.resume();
    });
  });
}

function expectEnvelope(body: string, status: number, reason: string) {
  expect(errorEnvelopeSchema.parse(JSON.parse(body)).reason, `${status} ${body}`).toBe(reason);
}

describe('answers the router refuses', () => {
  it('answers a bad percent-encoding with the envelope, without echoing the URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories/%ZZ' });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.body, 400, 'BAD_REQUEST');
    expect(response.body).not.toContain('%ZZ');
  });

  it('answers a path parameter over 1,024 characters with 414 and the envelope, without echoing it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: fillPath(catalogueEndpoints.search.path, { searchTerm: 'a'.repeat(1100) }),
    });
    expect(response.statusCode).toBe(414);
    expectEnvelope(response.body, 414, 'BAD_REQUEST');
    expect(response.body).not.toContain('aaaa');
  });

  it('answers a Content-Length shorter than the body with the envelope on every answer', async () => {
    const body = '{"email":"a@shop.example"}';
    const text = await sendThenRead(
      `POST ${userEndpoints.login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n${body}`,
    );
    const all = answers(text);
    expect(all.length).toBeGreaterThan(0);
    for (const answer of all) expectEnvelope(answer.body, answer.status, 'BAD_REQUEST');
  });
});

describe('a 2 MB JSON body', () => {
  const body = Buffer.from(JSON.stringify({ filler: 'a'.repeat(2 * 1024 * 1024) }));
  const endpoints = [
    userEndpoints.register,
    cartEndpoints.addItem,
    catalogueEndpoints.cards,
    orderEndpoints.finalize,
    userEndpoints.login,
  ];

  it('gets a 413 with the envelope the client can read, every time, on every route (401 first where one must sign in)', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (const endpoint of endpoints) {
        const text = await sendThenRead(
          `POST ${endpoint.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-requested-with: grocery\r\nContent-Length: ${body.length}\r\n\r\n`,
          body,
        );
        const [answer] = answers(text);
        // Access is checked before the body is read (decision 0057).
        const [status, reason] =
          endpoint.access === 'public' ? [413, 'PAYLOAD_TOO_LARGE'] : [401, 'UNAUTHORIZED'];
        expect(answer?.status, `${endpoint.path}: ${text.slice(0, 100)}`).toBe(status);
        expectEnvelope(answer?.body ?? '', status, reason);
      }
    }
  });

  it('gets the 413 when it comes in chunks without a length too', async () => {
    const chunked = Buffer.concat([
      Buffer.from(`${body.length.toString(16)}\r\n`),
      body,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const text = await sendThenRead(
      `POST ${userEndpoints.register.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunked,
    );
    const [answer] = answers(text);
    expect(answer?.status).toBe(413);
    expectEnvelope(answer?.body ?? '', 413, 'PAYLOAD_TOO_LARGE');
  });
});
