import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';

type FilesRequest = Pick<FastifyRequest, 'isMultipart' | 'files' | 'server' | 'routeOptions'>;
type FileRequest = Pick<FastifyRequest, 'isMultipart' | 'file' | 'routeOptions' | 'server'>;

/** The route's limit per file: its own `uploadMaxBytes` (see `serve`), else UPLOAD_MAX_BYTES. */
export function uploadLimitOf(request: Pick<FastifyRequest, 'routeOptions' | 'server'>): number {
  return request.routeOptions.config.uploadMaxBytes ?? request.server.deps.config.uploads.maxBytes;
}

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/** @fastify/multipart's own errors as our answers; busboy's parse errors (no status) are malformed bodies. */
function answerFor(error: unknown, maxBytes: number, maxFiles: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', `A file is larger than ${mebibytes(maxBytes)}.`);
  }
  if (code === 'FST_FILES_LIMIT') {
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', `Send at most ${maxFiles} files at once.`);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The form has more parts than this call reads.');
  }
  if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) return error;
  return new HttpError(400, 'BAD_REQUEST', 'The multipart body is malformed.');
}

/**
 * The request's files, each read whole into memory (at most UPLOAD_MAX_BYTES), one at a time.
 * Form fields are skipped.
 */
export async function* readUploadedFiles(request: FilesRequest, maxFiles?: number): AsyncGenerator<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
  }
  const limits = request.server.deps.config.uploads;
  const files = Math.min(maxFiles ?? limits.maxFiles, limits.maxFiles);
  const fileSize = uploadLimitOf(request);
  try {
    for await (const part of request.files({ limits: { files, fileSize } })) {
      yield await part.toBuffer();
    }
  } catch (error) {
    throw answerFor(error, fileSize, files);
  }
}

/**
 * The request's one file as a stream, never whole in memory, within the route's limit: reading past
 * it throws 413. Read `body` to its end (or call `stopReading` after a failure).
 */
export async function uploadedFileStream(
  request: FileRequest,
): Promise<{ name: string; body: AsyncIterable<Buffer> }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  const maxBytes = uploadLimitOf(request);
  const part = await request.file({ limits: { files: 1, fileSize: maxBytes } }).catch((error) => {
    throw answerFor(error, maxBytes, 1);
  });
  if (!part) throw new HttpError(400, 'BAD_REQUEST', 'Send one file.');
  const file = part.file;
  async function* body(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of file) {
        if (file.truncated) break;
        yield chunk as Buffer;
      }
    } catch (error) {
      throw answerFor(error, maxBytes, 1);
    }
    if (file.truncated) throw answerFor({ code: 'FST_REQ_FILE_TOO_LARGE' }, maxBytes, 1);
  }
  return { name: part.filename, body: body() };
}

/**
 * Stops parsing a refused upload and lets the rest of the body flow away, so the answer reaches a
 * client still sending (the 413 handler waits for the body's end before it answers).
 */
export function stopReading(raw: IncomingMessage): void {
  raw.unpipe();
  raw.resume();
}
