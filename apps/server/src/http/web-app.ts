import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './http-error';

const oneYear = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, every other page path answered with
 * index.html (the single-page app routes itself, and shows its own not-found page).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? oneYear : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWebApp || !wantsPage || request.url.startsWith('/api/') || request.url === '/api') {
      throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    }
    if (request.url.startsWith('/assets/')) throw notFound('No such asset');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
