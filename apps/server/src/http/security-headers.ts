import fastifyHelmet from '@fastify/helmet';
import { apiDocsPath } from '@grocery/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

type Directives = Record<string, string[]>;

/** The origin map tiles load from, as a CSP source: `{s}` subdomain templates become `*.`. */
export function tileSource(tileUrl: string): string | undefined {
  const origin = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0];
  return origin?.replace(/\{[^}]+\}/g, '*');
}

/** The web app: no inline script or style, pictures from us and the map tiles, calls to us only. */
function webAppDirectives(config: Config): Directives {
  const tiles = tileSource(config.map.tileUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Swagger UI at /api/docs styles its widgets inline and draws its icons from data: URLs. */
function docsDirectives(config: Config): Directives {
  const app = webAppDirectives(config);
  return { ...app, 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] };
}

/**
 * Security headers on every answer (pages, files and /api): the policy above, no framing, no
 * MIME sniffing, the origin only as referrer to other sites, and HSTS when served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const docsPolicy = { contentSecurityPolicy: { useDefaults: false, directives: docsDirectives(config) } };
  // Before the docs routes exist: Swagger UI's pages get their own policy through the route config.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(apiDocsPath)) route.helmet = docsPolicy;
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: webAppDirectives(config) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000 } : false,
  });
}
