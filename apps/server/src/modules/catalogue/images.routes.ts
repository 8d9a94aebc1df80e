import { catalogueEndpoints } from '@grocery/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import type { FileStorage } from '../../storage/storage';
import { immutableCaching } from './caching';

/** True when an If-None-Match header names the file's ETag (or is `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

async function sendImage(
  storage: FileStorage,
  key: string,
  request: Pick<FastifyRequest, 'headers'>,
  reply: FastifyReply,
) {
  const file = await storage.get(key);
  if (!file) throw notFound('No such image.');
  reply
    .header('cache-control', immutableCaching)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified.toUTCString())
    .header('x-content-type-options', 'nosniff');
  if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply.type(file.contentType).send(file.body);
}

/**
 * Product and category images from the file storage. A name that is not a plain file name is a
 * 400; an unknown file a 404 (the web app shows its own logo when a product has no image).
 */
export async function imageRoutes(app: AppInstance): Promise<void> {
  const { storage } = app.deps;
  serve(app, catalogueEndpoints.productImage, (request, reply) =>
    sendImage(storage, `product-images/${request.params.imageFile}`, request, reply),
  );
  serve(app, catalogueEndpoints.categoryImage, (request, reply) =>
    sendImage(storage, `category-images/${request.params.imageFile}`, request, reply),
  );
}
