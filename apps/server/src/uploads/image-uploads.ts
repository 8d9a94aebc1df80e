import { randomBytes } from 'node:crypto';
import type { UploadedImage } from '@grocery/contracts';
import type { FastifyRequest } from 'fastify';
import { isRejection } from '../http/answers';
import { HttpError } from '../http/http-error';
import type { FileStorage } from '../storage/storage';
import { type EncodedImage, encodeImage } from './image-encoding';
import { highResSuffix, type ImageKind, imageFolders } from './image-sizes';
import { readUploadedFiles, stopReading } from './multipart-files';

export type { UploadedImage };

type UploadRequest = Pick<
  FastifyRequest,
  'isMultipart' | 'files' | 'raw' | 'server' | 'log' | 'routeOptions'
>;

export interface ImageUploadOptions {
  kind: ImageKind;
  /** At most this many files (never more than UPLOAD_MAX_FILES). */
  maxFiles?: number;
}

const keysOf = (kind: ImageKind, image: UploadedImage) => [
  `${imageFolders[kind]}/${image.imageFile}`,
  `${imageFolders[kind]}/${image.imageFileHighRes}`,
];

/** Deletes an image's files (both sizes); deleting what is not there is no error. */
export async function removeStoredImage(storage: FileStorage, kind: ImageKind, image: UploadedImage) {
  await Promise.all(keysOf(kind, image).map((key) => storage.delete(key)));
}

/** Random names: a client's file name never reaches the storage. */
async function storeImage(storage: FileStorage, kind: ImageKind, encoded: EncodedImage) {
  const name = randomBytes(16).toString('hex');
  const image = { imageFile: `${name}.webp`, imageFileHighRes: `${name}${highResSuffix}.webp` };
  const [normalKey, highResKey] = keysOf(kind, image) as [string, string];
  try {
    await storage.put(normalKey, encoded.normal, 'image/webp');
    await storage.put(highResKey, encoded.highRes, 'image/webp');
  } catch (error) {
    await removeStoredImage(storage, kind, image).catch(() => {});
    throw error;
  }
  return image;
}

async function discard(request: UploadRequest, kind: ImageKind, images: UploadedImage[]) {
  const { storage } = request.server.deps;
  const results = await Promise.allSettled(images.map((image) => removeStoredImage(storage, kind, image)));
  for (const result of results) {
    if (result.status === 'rejected') {
      request.log.error({ err: result.reason }, 'an uploaded image could not be removed: an orphan file');
    }
  }
}

/**
 * Reads the request's files one at a time, checks each by content, re-encodes it and stores it
 * under a server-made name. Anything failing (too large, wrong type, unreadable, storage) removes
 * what this request stored and answers the error: nothing is left behind.
 */
export async function readImageUploads(
  request: UploadRequest,
  { kind, maxFiles }: ImageUploadOptions,
): Promise<UploadedImage[]> {
  const { storage } = request.server.deps;
  const stored: UploadedImage[] = [];
  try {
    for await (const bytes of readUploadedFiles(request, maxFiles)) {
      stored.push(await storeImage(storage, kind, await encodeImage(bytes)));
    }
    if (stored.length === 0) throw new HttpError(400, 'BAD_REQUEST', 'Send at least one image file.');
    return stored;
  } catch (error) {
    stopReading(request.raw);
    await discard(request, kind, stored);
    throw error;
  }
}

/**
 * Stores the request's images, then runs `write` with them (the database change that refers to
 * them). When it throws, or answers a business rejection (`reject: true`: nothing changed), the
 * images are removed again.
 */
export async function withImageUploads<T>(
  request: UploadRequest,
  options: ImageUploadOptions,
  write: (images: UploadedImage[]) => Promise<T>,
): Promise<T> {
  const images = await readImageUploads(request, options);
  try {
    const result = await write(images);
    if (isRejection(result)) await discard(request, options.kind, images);
    return result;
  } catch (error) {
    await discard(request, options.kind, images);
    throw error;
  }
}
