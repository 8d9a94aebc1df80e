import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';

type FilesRequest = Pick<FastifyRequest, 'isMultipart' | 'files' | 'server'>;

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
  try {
    for await (const part of request.files({ limits: { files, fileSize: limits.maxBytes } })) {
      yield await part.toBuffer();
    }
  } catch (error) {
    throw answerFor(error, limits.maxBytes, files);
  }
}

/**
 * Stops parsing a refused upload and lets the rest of the body flow away, so the answer reaches a
 * client still sending (the 413 handler waits for the body's end before it answers).
 */
export function stopReading(raw: IncomingMessage): void {
  raw.unpipe();
  raw.resume();
}
