import fastifyCookie from '@fastify/cookie';
import { csrfHeader } from '@grocery/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser, type SessionUser, sessionCookieName } from '../modules/accounts/sessions';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Forged, unknown and expired session cookies mean signed out. */
    user: SessionUser | null;
    sessionId: string | null;
  }
}

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cross-site HTML form can send neither a JSON content type nor a custom header without the
 * browser asking us first (CORS preflight, which we never grant), so either one proves the call
 * comes from our own app.
 */
function isForgeable(request: FastifyRequest): boolean {
  const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
  const isJson = contentType.startsWith('application/json');
  const hasHeader = request.headers[csrfHeader.name] === csrfHeader.value;
  return !isJson && !hasHeader;
}

/** Reads the session cookie, refuses forgeable mutations, and enforces each route's access rule. */
export const authentication = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (mutating.has(request.method) && isForgeable(request)) {
      throw new HttpError(403, 'FORBIDDEN', 'This call needs a JSON body or the X-Requested-With header.');
    }
    const sessionId = request.cookies[sessionCookieName];
    if (sessionId && sessionId.length <= 100) {
      request.user = await findSessionUser(app.deps.database.db, sessionId);
      request.sessionId = request.user ? sessionId : null;
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (!request.user) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in.');
    if (access === 'user') return;
    if (!request.user.permissions.includes(access.permission)) {
      throw new HttpError(403, 'FORBIDDEN', 'You do not have permission for this.');
    }
  });
});
