import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** What a page of a listed origin may send, besides the simple headers. */
const allowedHeaders = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'If-None-Match',
  'Accept-Language',
  'X-Requested-With',
];

/** What it may read of an answer, besides the simple headers. */
const exposedHeaders = [
  'ETag',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'Idempotent-Replayed',
  'X-Request-Id',
  'Deprecation',
  'Sunset',
  'Link',
];

/**
 * Pages of the origins in CORS_ORIGINS may call the API from the browser, with credentials (decision
 * 0073); every other origin gets no grant, so its browser keeps the answer from it. With none
 * listed, nothing is registered: same origin only, as before.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const listed = new Set(origins);
  await app.register(fastifyCors, {
    origin: (origin, grant) => grant(null, origin !== undefined && listed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders,
    exposedHeaders,
    maxAge: 600,
  });
}
