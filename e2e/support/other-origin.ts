import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A second site: a blank page on its own port, as a partner's web app would be. Reached as
 * http://127.0.0.1:PORT it is an origin the store lists in CORS_ORIGINS; as http://localhost:PORT,
 * the same page is an origin the store does not list.
 */
export async function startOtherOrigin(): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Partner app</title><h1>Partner app</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
