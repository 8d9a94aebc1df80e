import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../../http/session-user';

/**
 * Catalogue answers carry prices and visibility that depend on the user's customer types. An
 * anonymous answer is the same for every anonymous visitor, so shared caches may keep it a minute;
 * a signed-in user's answer is theirs alone and is never stored. `Vary: Cookie` keeps a cache from
 * handing the anonymous copy to a signed-in browser (and back); answers may go out compressed.
 */
export function setCatalogueCaching(reply: FastifyReply, user: SessionUser | null): void {
  reply.header('cache-control', user ? 'private, no-store' : 'public, max-age=60');
  reply.header('vary', 'Cookie, Accept-Encoding');
}

/** Image files are never rewritten under the same name, so browsers and CDNs may keep them a year. */
export const immutableCaching = 'public, max-age=31536000, immutable';
