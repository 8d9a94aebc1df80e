import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fallbackLanguage, isLanguageCode, isWebAppPage } from '@grocery/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './http-error';
import { preferredLanguage } from './preferred-language';

const oneYear = 'public, max-age=31536000, immutable';

const rawPath = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** The request's path as the router saw it: percent-decoded (`/%61pi/x` is `/api/x`), no query. */
function decodedPath(request: FastifyRequest): string {
  try {
    return decodeURIComponent(rawPath(request));
  } catch {
    return rawPath(request);
  }
}

/**
 * The page file of a path: each language is a build of its own (`index.{language}.html`). A path
 * with no language gets `index.html` (English, which `/` and `/admin` redirect to) when it is a
 * page, else the build of the language the app shows then (Hebrew) for its not-found page.
 */
function pageFile(pathname: string, isPage: boolean): string {
  const segments = pathname.split('/').filter(Boolean);
  const segment = segments[segments[0] === 'admin' ? 1 : 0];
  const language = isLanguageCode(segment) ? segment : isPage ? undefined : fallbackLanguage;
  return language ? `index.${language}.html` : 'index.html';
}

/** Answers a storefront page the server renders as HTML; false for pages the app renders in the browser. */
export type RenderedPages = {
  answer(pathname: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
};

/**
 * Serves the built web app: hashed assets cached for a year, each file as its pre-compressed
 * `.br`/`.gz` sibling when the browser takes it, and the page of the path's language for page paths (the single-page
 * app routes itself): 200 for the app's pages, 404 for any other path, where the app shows its
 * own not-found page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  pages: (distDir: string) => Promise<RenderedPages | null>,
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The siblings are answers to their plain file's URL, not URLs of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // Pages come through the not-found handler, which has already said no-cache.
        if (!reply.hasHeader('cache-control'))
          reply.header('cache-control', hashed ? oneYear : 'public, max-age=3600');
        reply.header('vary', 'accept-encoding');
      },
    });
    // The file server's MIME table says image/vnd.microsoft.icon, which older browsers ignore.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.url === '/favicon.ico') reply.type('image/x-icon');
      return payload;
    });
  }
  const rendered = hasWebApp && distDir ? await pages(distDir) : null;
  const answerMissing = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodedPath(request);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWebApp || !wantsPage || pathname.startsWith('/api/') || pathname === '/api') {
      throw notFound('There is no such API route.');
    }
    if (pathname.startsWith('/assets/')) throw notFound('No such asset');
    if (pathname === '/') {
      // The shop in the language the browser prefers (English when it names none of ours).
      const language = preferredLanguage(request.headers['accept-language']);
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'accept-language')
        .redirect(`/${language}`, 302);
    }
    // Storefront pages the server renders; the rest (account, cart, checkout, the back office) the
    // app renders in the browser.
    if (rendered && (await rendered.answer(rawPath(request), request, reply))) return reply;
    reply.header('cache-control', 'no-cache');
    if (isWebAppPage(pathname)) return reply.sendFile(pageFile(pathname, true));
    // A 404 carries the whole page: a revalidated copy would answer 304 with no body.
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
    return reply.code(404).sendFile(pageFile(pathname, false));
  };
  app.setNotFoundHandler(answerMissing);
  app.decorate('answerMissing', answerMissing);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What a path no route takes gets: a page, the not-found page, or the API's 404 (web-app.ts). */
    answerMissing?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}
