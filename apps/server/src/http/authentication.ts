import fastifyCookie from '@fastify/cookie';
import { csrfHeader } from '@grocery/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';
import { mutatingMethods } from './route-access';
import { type SessionUser, sessionCookieName } from './session-user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Forged, unknown and expired session cookies mean signed out. */
    user: SessionUser | null;
    /** The session cookie's id or the bearer token: what signing out ends. */
    sessionId: string | null;
    /** How the caller signed in: a browser's session cookie, or an app's bearer token. */
    credential: 'cookie' | 'bearer' | null;
  }
}

type SessionKind = 'browser' | 'app';

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

/**
 * A second line behind the rule above: a browser names the page a call comes from. Calls from
 * another site's page are refused; our own pages come from PUBLIC_URL, the origins CORS_ORIGINS
 * lists, or the address the request was sent to (a dev server's proxy, a second hostname).
 */
function isCrossSite(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && ownOrigins.has(origin)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Reads the session cookie, refuses forgeable mutations, and enforces each route's access rule. */
export interface AuthenticationOptions {
  /** The user of a live session of that kind, or null (the accounts feature's lookup). */
  findSessionUser(sessionId: string, kind: SessionKind): Promise<SessionUser | null>;
  /**
   * The same from a per-instance cache that change notices keep true: for the reads whose endpoint
   * says `keptSession` (the catalogue's), where the user only shapes what is shown. Every other
   * route looks afresh.
   */
  findSessionUserToRead(sessionId: string, kind: SessionKind): Promise<SessionUser | null>;
  /** Told of each call made with an app token (its last use). */
  noteTokenUse(sessionIdHash: string): Promise<void>;
}

/** An `Authorization` header's bearer token; 'malformed' for any other use of the header. */
function bearerToken(request: FastifyRequest): string | 'malformed' | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  return /^Bearer ([A-Za-z0-9_-]{20,100})$/i.exec(header)?.[1] ?? 'malformed';
}

const badToken = () => new HttpError(401, 'UNAUTHORIZED', 'The token is unknown, revoked or expired.');

/** 401 without a session, 403 without every permission the route's rule lists. */
function refuseWithoutAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (!access || access === 'public') return;
  if (!request.user) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in.');
  if (access === 'user') return;
  const held = request.user.permissions;
  if (!access.every((permission) => held.includes(permission))) {
    throw new HttpError(403, 'FORBIDDEN', 'You do not have permission for this.');
  }
}

export const authentication = fp(async (app: FastifyInstance, options: AuthenticationOptions) => {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('credential', null);

  const ownOrigins = new Set([new URL(app.deps.config.publicUrl).origin, ...app.deps.config.corsOrigins]);
  app.addHook('onRequest', async (request) => {
    // Decided by the route that matched, never by the raw URL: `/%61pi/users/logout` routes to
    // /api/users/logout too. Every /api route declares its access rule.
    if (!request.routeOptions.config.access) return;
    const kept = request.routeOptions.config.endpoint?.keptSession === true;
    const find = kept ? options.findSessionUserToRead : options.findSessionUser;
    const token = bearerToken(request);
    if (token !== null) {
      // An app's call: its credential is the header, which no other site can make a browser send,
      // so it needs no forgery check; the cookie, if any, is not read.
      const user = token === 'malformed' ? null : await find(token, 'app');
      if (!user) throw badToken();
      request.user = user;
      request.sessionId = token;
      request.credential = 'bearer';
      await options.noteTokenUse(user.sessionIdHash);
    } else {
      if (mutatingMethods.has(request.method)) {
        if (isForgeable(request)) {
          throw new HttpError(
            403,
            'FORBIDDEN',
            'This call needs a JSON body or the X-Requested-With header.',
          );
        }
        if (isCrossSite(request, ownOrigins)) {
          throw new HttpError(403, 'FORBIDDEN', 'Calls from other sites are refused.');
        }
      }
      const sessionId = request.cookies[sessionCookieName];
      if (sessionId && sessionId.length <= 100) {
        request.user = await find(sessionId, 'browser');
        request.sessionId = request.user ? sessionId : null;
        request.credential = request.user ? 'cookie' : null;
      }
    }
    // Here, before the body is read or checked: a caller who may not call the route learns nothing
    // about its input (a malformed body answers 401/403 like any other, never 400).
    refuseWithoutAccess(request);
  });
});
