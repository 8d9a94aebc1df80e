import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../../http/session-user';

/**
 * Catalogue answers carry prices and visibility that depend on the user's customer types. An
 * anonymous answer is the same for every anonymous visitor, so shared caches may keep it a minute;
 * a signed-in user's answer is theirs alone and is never stored. `Vary: Cookie, Authorization`
 * keeps a cache from handing the anonymous copy to a signed-in browser or app (and back); answers may go out compressed.
 */
export function setCatalogueCaching(reply: FastifyReply, user: SessionUser | null): void {
  reply.header('cache-control', user ? 'private, no-store' : 'public, max-age=60');
  // Added to what is there (CORS's `Origin`); an app's bearer token is a sign-in like the cookie.
  const vary = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  reply.header('vary', [...new Set([...vary, 'Cookie', 'Authorization', 'Accept-Encoding'])].join(', '));
}

/** Image files are never rewritten under the same name, so browsers and CDNs may keep them a year. */
export const immutableCaching = 'public, max-age=31536000, immutable';
